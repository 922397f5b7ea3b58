import LiveTesting
import LiveUI
import Testing

// Issue #16: a view depends on an `@EnvironmentObject` once its render reads
// it, not because it declares it. A view that only writes the object from an
// action (the seed's login form) is not evaluated again when the object changes.

private final class Account: ObservableObject {
    @Published var name = "ann"
    @Published var note = ""
}

/// Uses the account in its action only.
private struct Writer: View {
    @EnvironmentObject var account: Account
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("writer")
        return Button("Rename") { account.name += "!" }
    }
}

/// Shows the account's name.
private struct Reader: View {
    @EnvironmentObject var account: Account
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("reader")
        return Text("Name \(account.name)")
    }
}

/// Reads the account only while its own state says so.
private struct Sometimes: View {
    @EnvironmentObject var account: Account
    let counts: BodyCountsBox
    @State private var shows = false
    var body: some View {
        counts.box.note("sometimes")
        return VStack {
            Button(shows ? "Hide" : "Show") { shows.toggle() }
            if shows { Text("Also \(account.name)") }
        }
    }
}

/// Reads the account through a binding only (`$account.note`).
private struct Editor: View {
    @EnvironmentObject var account: Account
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("editor")
        return TextField("Note", text: $account.note)
    }
}

private struct AccountPage: View {
    @StateObject private var account = Account()
    let counts: BodyCountsBox
    var body: some View {
        VStack {
            Writer(counts: counts)
            Reader(counts: counts)
            Sometimes(counts: counts)
            Editor(counts: counts)
        }
        .environmentObject(account)
    }
}

/// Hands down an object it holds but does not observe: only the writer has it.
private struct UnreadPage: View {
    let account: Account
    let counts: BodyCountsBox
    @State private var taps = 0
    var body: some View {
        VStack {
            Writer(counts: counts)
            Button("Tap \(taps)") { taps += 1 }
        }
        .environmentObject(account)
    }
}

private struct Greeting: EnvironmentKey {
    static let defaultValue = "Hi"
}

private struct Shout: EnvironmentKey {
    static let defaultValue: @MainActor () -> String = { "!" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[Greeting.self] }
        set { self[Greeting.self] = newValue }
    }
    fileprivate var shout: @MainActor () -> String {
        get { self[Shout.self] }
        set { self[Shout.self] = newValue }
    }
}

private struct Greeter: View {
    @Environment(\.greeting) var greeting
    @Environment(\.shout) var shout
    let name: String
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(name)
        return Text("\(greeting) \(name)\(shout())")
    }
}

/// Hands its children an app's key's value, an equal one on every render, and a closure.
private struct KeyedPage: View {
    @State private var taps = 0
    let counts: BodyCountsBox
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            Greeter(name: "plain", counts: counts).environment(\.greeting, "Hello")
            Greeter(name: "closure", counts: counts).environment(\.shout) { "?" }
        }
    }
}

@MainActor @Suite struct RenderCacheEnvironmentObjectTests {
    private func page(_ counts: BodyCounts, checked: Bool) -> TestSession {
        counting(checked: checked) { AccountPage(counts: BodyCountsBox(box: counts)) }
    }

    @Test func aViewThatOnlyWritesTheObjectIsNotEvaluatedAgain() throws {
        let counts = BodyCounts()
        let page = page(counts, checked: false)
        try page.button("Rename").click()
        #expect(page.hasText("Name ann!"))
        // The reader and the editor (its binding reads the object) run again; the writer does not.
        #expect(counts["writer"] == 1)
        #expect(counts["reader"] == 2 && counts["editor"] == 2)
        #expect(counts["sometimes"] == 1)
        // Once its render reads the object, a view depends on it.
        try page.button("Show").click()
        #expect(page.hasText("Also ann!"))
        try page.button("Rename").click()
        #expect(page.hasText("Also ann!!") && page.hasText("Name ann!!"))
        #expect(counts["sometimes"] == 3 && counts["writer"] == 1)
        // And after a render that does not read it, no longer.
        try page.button("Hide").click()
        let before = counts["sometimes"]
        try page.button("Rename").click()
        #expect(page.hasText("Name ann!!!"))
        #expect(counts["sometimes"] == before)
        // The writer's action still finds the object: its writes took effect above.
        try page.textField("Note").type("hi")
        #expect(try page.textField("Note").value == "hi")
        #expect(page.failures.isEmpty)
    }

    /// The same flow, each render checked against one that evaluates every view.
    @Test func everyRenderMatchesRenderingEverything() throws {
        let page = page(BodyCounts(), checked: true)
        try page.button("Rename").click()
        try page.button("Show").click()
        try page.button("Rename").click()
        try page.textField("Note").type("hi")
        try page.button("Hide").click()
        try page.button("Rename").click()
        #expect(page.hasText("Name ann!!!"))
        #expect(page.failures.isEmpty)
    }

    /// A new render of the root makes new dictionaries of objects and keys' values:
    /// equal contents are the same environment; a closure never is.
    @Test func equalEnvironmentValuesFromARerenderedParentAreTheSame() throws {
        let counts = BodyCounts()
        let page = counting { KeyedPage(counts: BodyCountsBox(box: counts)) }
        try page.button("Tap 0").click()
        #expect(page.hasText("Hello plain!") && page.hasText("Hi closure?"))
        #expect(counts["plain"] == 1)
        #expect(counts["closure"] == 2)
        page.checkRenders()
        try page.button("Tap 1").click()
        #expect(page.failures.isEmpty)
    }

    /// An object that no render read changes: nothing is evaluated again (not every view, as
    /// for a change the cache cannot attribute).
    @Test func aChangeToAnObjectNoRenderReadEvaluatesNothing() throws {
        let counts = BodyCounts()
        let account = Account()
        let page = counting { UnreadPage(account: account, counts: BodyCountsBox(box: counts)) }
        try page.button("Tap 0").click()
        try page.button("Rename").click()
        try page.button("Rename").click()
        #expect(account.name == "ann!!")
        #expect(counts["writer"] == 1)
        page.checkRenders()
        try page.button("Rename").click()
        try page.button("Tap 1").click()
        #expect(page.failures.isEmpty)
    }
}

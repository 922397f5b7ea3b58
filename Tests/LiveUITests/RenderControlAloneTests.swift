import LiveTesting
import LiveUI
import Testing

// Issue #16: a control that reads a binding (a text field, a secure field, a
// toggle) and that the user acted on is stored like a composite view. Typing
// into a field bound to a `@State` that its parent's body only passes on
// (`$name`) renders the field alone from the second keystroke on (the first
// one stores it): the parent's body does not run, as in SwiftUI, where a body
// depends on a state only when it reads its value. Sessions with `checked`
// check each render against one that evaluates every view.

@MainActor private final class Bodies {
    var count = 0
}

/// Carried by views without taking part in comparison: `Equatable` by identity.
private struct BodiesRef: Equatable {
    let bodies: Bodies
    static func == (a: Self, b: Self) -> Bool { a.bodies === b.bodies }
}

/// A form whose body passes its state on as bindings and never reads it.
private struct SignIn: View {
    let bodies: BodiesRef
    @State private var name = ""
    @State private var secret = ""
    @State private var remember = false
    @State private var shouted = ""
    @State private var nickname = ""
    @State private var loud = ""

    var body: some View {
        bodies.bodies.count += 1
        return VStack {
            TextField("Name", text: $name)
            SecureField("Password", text: $secret)
            Toggle("Remember me", isOn: $remember)
            // A binding that changes what it is given: the field shows what it stored.
            TextField("Shout", text: Binding(get: { shouted }, set: { shouted = $0.uppercased() }))
            // A modifier of the parent's on the field's own element: rendered with the parent.
            TextField("Shifted", text: $nickname).offset(x: 4)
            TextField("Shifted shout", text: Binding(get: { loud }, set: { loud = $0.uppercased() })).offset(x: 4)
            Button("Sign in") { bodies.bodies.count += 0 }
        }
    }
}

/// A form whose body reads the state it binds: typing runs its body.
private struct Greeter: View {
    let bodies: BodiesRef
    @State private var name = ""

    var body: some View {
        bodies.bodies.count += 1
        return VStack {
            TextField("Name", text: $name)
            Text(name.isEmpty ? "Who are you?" : "Hello \(name)!")
        }
    }
}

/// Renders inside a stored view, as an app's screens do (the root view is never stored).
private struct Screen<Content: View>: View {
    let content: Content
    var body: some View { VStack { content } }
}

@MainActor private func session<V: View>(checked: Bool, _ root: @escaping () -> V) -> TestSession {
    let page = TestSession { Screen(content: root()) }
    page.checkRenders(checked)
    page.session.rendersEverything = false
    return page
}

/// A toggle whose input a parent's modifier marks as focusable (inside the toggle's label).
private struct Consent: View {
    @State private var agreed = false
    @FocusState private var focused: Bool

    var body: some View {
        VStack {
            Toggle("Agree", isOn: $agreed).focused($focused)
            Text(focused ? "Focused" : "Not focused")
        }
    }
}

/// A field under a view that is never stored (it holds a `Binding`), under one that is.
private struct ProfilePage: View {
    @State private var tick = 0
    var body: some View {
        VStack {
            ProfileScreen()
            Button("Tick") { tick += 1 }
            Text("Ticks: \(tick)")
        }
    }
}

private struct ProfileScreen: View {
    @State private var name = ""
    var body: some View { VStack { NameRow(name: $name) } }
}

private struct NameRow: View {
    @Binding var name: String
    var body: some View { HStack { TextField("Name", text: $name) } }
}

/// Reads a state it never writes on every render, and an object that never changes.
private struct Tapper: View {
    @State private var taps = 0
    @State private var caption = "Taps"
    @ObservedObject var settings: Settings

    var body: some View {
        VStack {
            Text("\(caption) \(settings.unit): \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

private final class Settings: ObservableObject {
    @Published var unit = "times"
}

@MainActor @Suite struct RenderControlAloneTests {
    @Test(arguments: [false, true]) func aToggleWhoseInputAModifierMarkedKeepsItsFocusHandlers(checked: Bool) throws {
        let page = session(checked: checked) { Consent() }
        // Rendered alone, the toggle would lose what `.focused` added inside it: its
        // input's focus handlers and marker. It renders with its parent instead.
        for _ in 0..<3 { try page.toggle("Agree").toggle() }
        #expect(try page.toggle("Agree").isOn)
        // The switch itself (the toggle's input, inside its label) takes the focus.
        let input = try page.element(id: page.toggle("Agree").id + ".c")
        try input.focus()
        #expect(page.hasText("Focused"))
        try input.blur()
        #expect(page.hasText("Not focused"))
        try input.focus()
        try page.toggle("Agree").toggle()
        try input.blur()
        #expect(page.hasText("Not focused"))
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aFieldUnderAViewThatIsNeverStoredDirtiesTheViewsAbove(checked: Bool) throws {
        let page = session(checked: checked) { ProfilePage() }
        try page.textField("Name").type("an")
        // A render of the whole page must not reuse the screen's nodes from before the
        // field rendered alone (they say "a").
        try page.button("Tick").click()
        #expect(page.hasText("Ticks: 1"))
        #expect(try page.textField("Name").value == "an")
        try page.textField("Name").type("n")
        try page.button("Tick").click()
        #expect(try page.textField("Name").value == "ann")
        #expect(page.failures.isEmpty)
    }

    @Test func aStateReadOnEveryRenderButNeverWrittenKeepsOnlyTheLatestRender() throws {
        let page = session(checked: false) { Tapper(settings: Settings()) }
        try page.button("Tap").click()
        let dependents = page.session.dependentCount
        for _ in 0..<100 { try page.button("Tap").click() }
        #expect(page.hasText("Taps times: 101"))
        // The latest render of each view is what counts as a reader of `caption` and an
        // observer of the settings; every render was kept before (205 here: a leak per session).
        #expect(page.session.dependentCount <= 2 * max(dependents, 8))
    }

    @Test(arguments: [false, true]) func typingIntoAFieldItsParentOnlyBindsRendersTheFieldAlone(checked: Bool) throws {
        let bodies = Bodies()
        let page = session(checked: checked) { SignIn(bodies: BodiesRef(bodies: bodies)) }
        #expect(bodies.count == 1)
        // The first keystroke renders the form (nothing was stored for the field), and stores the field.
        try page.textField("Name").type("a")
        if !checked { #expect(bodies.count == 2) }
        try page.textField("Name").type("nn")
        #expect(try page.textField("Name").value == "ann")
        if !checked { #expect(bodies.count == 2 && page.lastRenderCounts.evaluated == 0) }
        try page.textField("Password").type("pw")
        try page.toggle("Remember me").toggle()
        #expect(try page.toggle("Remember me").isOn)
        if !checked { #expect(bodies.count == 4) }
        // Cleared: the secure field's "empty" goes back to the page.
        try page.textField("Password").setValue("")
        #expect(try page.textField("Password").value == "")
        try page.toggle("Remember me").toggle()
        #expect(try page.toggle("Remember me").isOn == false)
        try page.textField("Name").type("e")
        #expect(try page.textField("Name").value == "anne")
        if !checked { #expect(bodies.count == 4) }
        #expect(page.failures.isEmpty)
    }

    @Test func aControlNobodyActedOnIsNotStored() throws {
        let bodies = Bodies()
        let page = session(checked: false) { SignIn(bodies: BodiesRef(bodies: bodies)) }
        let stored = page.session.storedViewCount
        try page.textField("Name").type("a")
        // The field the user typed into is stored now; the other four controls still are not.
        #expect(page.session.storedViewCount == stored + 1)
    }

    @Test(arguments: [false, true]) func aFieldWhoseBindingChangesTheTextShowsWhatItStored(checked: Bool) throws {
        let bodies = Bodies()
        let page = session(checked: checked) { SignIn(bodies: BodiesRef(bodies: bodies)) }
        try page.textField("Shout").type("hi!")
        // The browser showed "h", then "Hi", then "HI!"; the server stored "H", "HI", "HI!", and says so.
        #expect(try page.textField("Shout").value == "HI!")
        if !checked { #expect(bodies.count == 2) }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aFieldItsParentModifiedRendersWithItsParent(checked: Bool) throws {
        let bodies = Bodies()
        let page = session(checked: checked) { SignIn(bodies: BodiesRef(bodies: bodies)) }
        try page.textField("Shifted shout").type("bo")
        #expect(try page.textField("Shifted shout").value == "BO")
        #expect(try page.textField("Shifted shout").attribute("style")?.contains("translate(4px") == true)
        // Rendered alone, the field would lose its parent's transform: its parent's body ran each time.
        if !checked { #expect(bodies.count == 3) }
        #expect(page.failures.isEmpty)
    }

    /// A keystroke that leaves the field showing what the browser sent renders nothing
    /// (RenderCache+Echo.swift): not the field, and not the parent whose modifier is on
    /// the field's element either, which kept the transform. Before, the second
    /// keystroke ran the parent's body (3 bodies), as the shouting field above still does.
    @Test(arguments: [false, true]) func aKeystrokeTheFieldAlreadyShowsRendersNothing(checked: Bool) throws {
        let bodies = Bodies()
        let page = session(checked: checked) { SignIn(bodies: BodiesRef(bodies: bodies)) }
        try page.textField("Shifted").type("bob")
        #expect(try page.textField("Shifted").value == "bob")
        #expect(try page.textField("Shifted").attribute("style")?.contains("translate(4px") == true)
        // The first keystroke rendered the form (nothing was stored for the field yet).
        if !checked { #expect(bodies.count == 2 && page.lastRenderCounts.evaluated == 0) }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aParentThatReadsTheStateRendersAgain(checked: Bool) throws {
        let bodies = Bodies()
        let page = session(checked: checked) { Greeter(bodies: BodiesRef(bodies: bodies)) }
        #expect(page.hasText("Who are you?"))
        try page.textField("Name").type("al")
        #expect(page.hasText("Hello al!"))
        if !checked { #expect(bodies.count == 3) }
        #expect(page.failures.isEmpty)
    }
}

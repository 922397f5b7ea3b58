import LiveTesting
import LiveUI
import Testing

/// Records what the onChange actions saw, in order.
@MainActor final class ChangeLog {
    var entries: [String] = []
}

private struct ChangeForms: View {
    let log: ChangeLog
    @State private var count = 0
    @State private var doubled = 0
    @State private var other = "a"

    var body: some View {
        VStack {
            Text("Count \(count), doubled \(doubled)")
            Button("Bump") { count += 1 }
            Button("Other") { other += "a" }
        }
        .onChange(of: count) { old, new in
            log.entries.append("two \(old)→\(new)")
            // A state change made here renders in the same turn: one patch.
            doubled = new * 2
        }
        .onChange(of: count) { new in log.entries.append("perform \(new)") }
        .onChange(of: count) { log.entries.append("zero") }
        .onChange(of: other, initial: true) { old, new in log.entries.append("initial \(old)→\(new)") }
    }
}

private struct Child: View {
    let log: ChangeLog
    let value: Int
    var body: some View {
        Text("Child \(value)").onChange(of: value) { log.entries.append("child \(value)") }
    }
}

private struct Nested: View {
    let log: ChangeLog
    @State private var value = 0
    @State private var shown = true

    var body: some View {
        VStack {
            if shown { Child(log: log, value: value) }
            Button("Step") { value += 1 }
            Button("Hide") { shown.toggle() }
        }
        .onChange(of: value) { log.entries.append("parent \(value)") }
    }
}

/// The iOS 14 idiom: a capture list keeps the value from before the change.
private struct ScrollOnGrowth: View {
    let log: ChangeLog
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Grow") { count += 1 }
            Button("Shrink") { count -= 1 }
        }
        .onChange(of: count) { [count] newCount in
            log.entries.append(newCount > count ? "grew to \(newCount)" : "shrank to \(newCount)")
        }
    }
}

@MainActor @Suite struct ChangeTests {
    @Test func theIOS14FormRunsTheClosureFromBeforeTheChange() throws {
        let log = ChangeLog()
        let page = TestSession { ScrollOnGrowth(log: log) }
        try page.button("Grow").click()
        try page.button("Grow").click()
        try page.button("Shrink").click()
        #expect(log.entries == ["grew to 1", "grew to 2", "shrank to 1"])
    }

    @Test func allFormsRunAfterTheChangeInSourceOrder() throws {
        let log = ChangeLog()
        let page = TestSession { ChangeForms(log: log) }
        #expect(log.entries == ["initial a→a"], "only the initial: true form runs on appear")
        log.entries = []
        let patches = page.patches.count
        try page.button("Bump").click()
        #expect(log.entries == ["two 0→1", "perform 1", "zero"])
        #expect(page.hasText("Count 1, doubled 2"))
        #expect(page.patches.count == patches + 1, "the action's state change went out with the event's patch")
        log.entries = []
        try page.button("Other").click()
        #expect(log.entries == ["initial a→aa"])
    }

    @Test func anUnchangedValueRunsNothing() throws {
        let log = ChangeLog()
        let page = TestSession { ChangeForms(log: log) }
        log.entries = []
        page.session.invalidate(animation: nil)
        page.advance(by: 0)
        #expect(log.entries.isEmpty)
    }

    @Test func innerViewsFirstAndAReturningViewStartsAfresh() throws {
        let log = ChangeLog()
        let page = TestSession { Nested(log: log) }
        try page.button("Step").click()
        #expect(log.entries == ["child 1", "parent 1"])
        try page.button("Hide").click()
        try page.button("Step").click()
        try page.button("Hide").click()
        // The child came back with value 2: its first render, not a change.
        #expect(log.entries == ["child 1", "parent 1", "parent 2"])
        try page.button("Step").click()
        #expect(log.entries.suffix(2) == ["child 3", "parent 3"])
    }
}

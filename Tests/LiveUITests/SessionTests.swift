import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct Form: View {
    @State private var name = ""
    @State private var submitted = ""
    @State private var appeared = 0
    @State private var shown = true

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onSubmit { submitted = name }
            Text("Submitted: \(submitted)")
            Text("Appeared \(appeared)")
            if shown {
                Text("Lifecycle").onAppear { appeared += 1 }
            }
            Button("Hide") { shown.toggle() }
            Button("Off") {}.disabled(true)
            Button("Shout") { withAnimation(.easeIn(duration: 0.2)) { name = name.uppercased() } }
        }
    }
}

private struct Timed: View {
    @State private var message = "waiting"
    var body: some View {
        VStack {
            Text(message)
            Button("Start") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { message = "done" }
            }
            Text("Width \(Int(UIScreen.main.bounds.width))")
        }
    }
}

@MainActor @Suite struct SessionTests {
    @Test func untransformedKeystrokeIsAnAckWithoutOps() throws {
        let page = TestSession { Form() }
        try page.textField("Name").type("al")
        let last = try #require(page.patches.last)
        #expect(last.ops.isEmpty)
        #expect(last.ack == 2)
        #expect(page.wire.last!.utf8.count <= 64)
    }

    @Test func submitRunsOnSubmit() throws {
        let page = TestSession { Form() }
        try page.textField("Name").type("bob")
        try page.textField("Name").submit()
        #expect(page.hasText("Submitted: bob"))
    }

    @Test func serverTransformedValueIsSentBackAnimated() throws {
        let page = TestSession { Form() }
        try page.textField("Name").type("amy")
        try page.button("Shout").click()
        let patch = try #require(page.patches.last)
        #expect(patch.ops.contains { if case .setValue(_, "AMY") = $0 { return true } else { return false } })
        #expect(patch.animation == AnimationSpec(curve: "ease-in", duration: 0.2))
    }

    @Test func plainChangesCarryNoAnimation() throws {
        let page = TestSession { Form() }
        try page.textField("Name").type("x")
        try page.textField("Name").submit()
        #expect(page.patches.last?.animation == nil)
    }

    @Test func onAppearRunsOnceAndAgainAfterReappearing() throws {
        let page = TestSession { Form() }
        #expect(page.hasText("Appeared 1"))
        try page.button("Hide").click()
        try page.button("Hide").click()
        #expect(page.hasText("Appeared 2"))
    }

    @Test func disabledButtonsRefuseClicks() throws {
        let page = TestSession { Form() }
        #expect(try page.button("Off").isDisabled)
        #expect(throws: TestError.self) { try page.button("Off").click() }
    }

    @Test func unknownStaleAndMistargetedEventsAreErrorsThatChangeNothing() throws {
        let page = TestSession { Form() }
        let before = page.session.document
        let unknown = page.sendRaw(ClientEvent(seq: 1, kind: .click, target: "nope"))
        #expect(unknown.error == .unknownTarget("nope"))
        let button = try page.button("Hide").id
        let wrong = page.sendRaw(ClientEvent(seq: 2, kind: .input, target: button, value: "x"))
        #expect(wrong.error == .wrongKind(target: button, kind: .input))
        let field = try page.textField("Name").id
        let clickOnField = page.sendRaw(ClientEvent(seq: 3, kind: .click, target: field))
        #expect(clickOnField.error == .wrongKind(target: field, kind: .click))
        #expect(page.session.document == before)
        #expect(clickOnField.patch.ack == 3)
    }

    @Test func duplicatesAreDroppedAndGapsRefused() throws {
        let page = TestSession { Form() }
        let field = try page.textField("Name").id
        #expect(page.sendRaw(ClientEvent(seq: 1, kind: .input, target: field, value: "a")).error == nil)
        let dup = page.sendRaw(ClientEvent(seq: 1, kind: .input, target: field, value: "zzz"))
        #expect(dup.wasDuplicate)
        #expect(try page.textField("Name").value == "a")
        let gap = page.sendRaw(ClientEvent(seq: 5, kind: .input, target: field, value: "b"))
        #expect(gap.error == .outOfOrder(expected: 2, got: 5))
        #expect(page.session.lastSeq == 1)
    }

    @Test func timersRunOnTheInjectedClock() throws {
        let page = TestSession { Timed() }
        try page.button("Start").click()
        page.advance(by: 1.9)
        #expect(page.hasText("waiting"))
        page.advance(by: 0.2)
        #expect(page.hasText("done"))
    }

    @Test func screenBoundsAreTheSessionViewport() {
        let page = TestSession(viewport: Viewport(width: 1280, height: 800)) { Timed() }
        #expect(page.hasText("Width 1280"))
        page.session.setViewport(Viewport(width: 640, height: 800))
        page.advance(by: 0)
        #expect(page.hasText("Width 640"))
    }

    @Test func versionsIncreaseByOne() throws {
        let page = TestSession { Form() }
        try page.textField("Name").type("abc")
        let versions = page.patches.map(\.version)
        #expect(versions == Array(versions.first!..<(versions.first! + versions.count)))
    }
}

import LiveTesting
import LiveUI
import Testing

// Review of issue #16's "a keystroke the field already shows renders nothing"
// (RenderControlEchoAttackTests.swift): `apply` finds the typed field through
// the session's element index now, also when nothing renders alone after it.

private struct Below: View {
    @State private var text = ""
    var body: some View { TextField("Below", text: $text) }
}

/// A view that renders alone and whose elements (its own, no element around
/// them) come and go before the field's: the field's path changes.
private struct Shifter: View {
    @State private var extra = 0
    var body: some View {
        Group {
            ForEach(0..<extra, id: \.self) { Text("Extra \($0)") }
            Button("Add") { extra += 1 }
        }
    }
}

/// A view whose own element's children move around a field inside it.
private struct Inside: View {
    @State private var extra = false
    @State private var text = ""
    var body: some View {
        VStack {
            if extra { Text("Above") }
            TextField("Inside", text: $text)
            Button("Toggle") { extra.toggle() }
        }
    }
}

private struct Moving: View {
    var body: some View {
        VStack {
            Shifter()
            Below()
            Inside()
        }
    }
}

extension RenderControlEchoAttackTests {
    /// The element index `apply` now keeps follows views whose elements came, went or
    /// moved between keystrokes (a sibling's rows before the field, rows inside the field's view).
    @Test(arguments: [false, true]) func theIndexFollowsElementsThatMoveBetweenKeystrokes(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Moving() }
        try page.textField("Below").type("a")
        try page.textField("Inside").type("x")
        for round in 0..<3 {
            try page.button("Add").click()
            try page.textField("Below").type("b")
            try page.button("Toggle").click()
            try page.textField("Inside").type("y")
            #expect(page.hasText("Extra \(round)"))
        }
        #expect(try page.textField("Below").value == "abbb")
        #expect(try page.textField("Inside").value == "xyyy")
        #expect(page.failures.isEmpty)
    }
}

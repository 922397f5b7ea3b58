// Edge cases of TabView, Menu and .contextMenu found by a second review (2026-12-07):
// each test failed before its fix, unless it records a limitation the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct CtxOnControls: View {
    @State private var on = true
    @State private var text = ""
    var body: some View {
        VStack {
            Toggle("Flag", isOn: $on).contextMenu { Button("X") {} }
            TextField("Name", text: $text).contextMenu { Button("Y") {} }
            HStack {
                Button("In row") {}
                Text("Row")
            }.contextMenu { Button("Z") {} }
            Menu("M") {
                Button("Off") {}.disabled(true)
                Button("On") {}
            }
        }
    }
}

@MainActor @Suite struct Review2CtxTests {
    /// A view with a context menu that holds a control is reached by the keyboard through
    /// that control: no second tab stop is added (only a view that takes no focus gets one).
    @Test func aContextMenuAddsNoTabStopWhereAControlIsFocusable() throws {
        let page = TestSession { CtxOnControls() }
        let hosts = page.page.allElements().filter { $0[attribute: "data-lv-menu"] != nil }
        #expect(hosts.count == 3)
        #expect(hosts.allSatisfy { $0[attribute: "tabindex"] == nil })
        try page.button("M").click()
        #expect(try page.button("Off").attribute("aria-disabled") == "true")
        #expect(try page.button("Off").attribute("role") == "menuitem")
    }
}

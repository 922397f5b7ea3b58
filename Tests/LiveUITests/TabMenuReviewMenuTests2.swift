// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

@MainActor private final class Busy: ObservableObject { @Published var busy = false }

private struct Row: View {
    @ObservedObject var model: Busy
    var body: some View {
        VStack {
            Text("Row").contextMenu { Button("Rename") {} }.disabled(model.busy)
            Text("busy \(model.busy)")
        }
    }
}

@MainActor @Suite struct ReviewMenuTests2 {
    @Test func reEnablingDoesNotReopen() throws {
        let model = Busy()
        let page = TestSession { Row(model: model) }
        try page.find(.text("Row")).openContextMenu()
        #expect(page.hasText("Rename"))
        model.busy = true
        page.advance(by: 0)
        #expect(!page.hasText("Rename"))
        model.busy = false
        page.advance(by: 0)
        #expect(!page.hasText("Rename"))
    }
}

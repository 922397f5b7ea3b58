// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct GroupModified: View {
    var body: some View {
        TabView {
            Group {
                Text("A content").tabItem { Text("Alpha") }
                Text("B content").tabItem { Text("Beta") }
            }
            .padding()
            .foregroundColor(.red)
        }
    }
}

@MainActor @Suite struct ReviewTabTests5 {
    /// A modifier on a `Group` of tabs: SwiftUI applies it to each tab. Here, if it wraps them in
    /// one element they become one tab (named by the first); the log says why, and no mark of
    /// the tab view's bookkeeping is left on the page.
    @Test func groupModified() throws {
        let page = TestSession { GroupModified() }
        #expect(!page.html.contains("data-lv-tab"))
        if (try? page.button("Beta")) == nil {
            let warnings = page.session.takeDiagnostics().map(\.message)
            #expect(warnings.contains { $0.contains("several tabs at once") })
        } else {
            try page.button("Beta").click()
            #expect(page.hasText("B content"))
        }
    }
}

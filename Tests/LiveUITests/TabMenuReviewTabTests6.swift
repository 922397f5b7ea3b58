// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct NavTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List { NavigationLink("Alpha detail") { Text("Alpha detail page") } }.navigationTitle("Alpha")
            }.tabItem { Text("TabA") }
            NavigationStack {
                List { NavigationLink("Beta detail") { Text("Beta detail page") } }.navigationTitle("Beta")
            }.tabItem { Text("TabB") }
        }
    }
}

@MainActor @Suite struct ReviewTabTests6 {
    @Test func backAfterSwitchingTabs() throws {
        let page = TestSession { NavTabs() }
        try page.button("TabB").click()
        try page.link("Beta detail").click()
        try page.button("TabA").click()
        _ = try? page.forward()
        try page.button("TabB").click()
        // The stack in tab B kept its pushed page (README: the URL is the shown tab's stack's).
        #expect(page.hasText("Beta detail page"))
    }
}

@MainActor @Suite struct ReviewTabTests7 {
    @Test func reloadAtSecondTabsPushedURL() throws {
        // A URL pushed in the second tab opens the first tab (README): it still works.
        let page = TestSession(path: "/beta-detail") { NavTabs() }
        try page.link("Alpha detail").click()
        #expect(page.hasText("Alpha detail page"))
        try page.button("TabB").click()
        #expect(page.hasText("Beta detail"))
    }
}

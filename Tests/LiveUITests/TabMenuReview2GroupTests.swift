// Edge cases of TabView, Menu and .contextMenu found by a second review (2026-12-07):
// each test failed before its fix, unless it records a limitation the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct TwoTabs: View {
    var body: some View {
        Text("A content").tabItem { Text("TabA") }
        Text("B content").tabItem { Text("TabB") }
    }
}
private struct ComposedTabs: View {
    var body: some View {
        TabView {
            TwoTabs()
            Text("C content").tabItem { Text("TabC") }
        }
    }
}
private struct ListedTabs: View {
    var body: some View {
        ForEach(["A", "B"], id: \.self) { n in Text("\(n) content").tabItem { Text("Tab\(n)") } }
    }
}
private struct ComposedForEach: View {
    var body: some View {
        TabView {
            ListedTabs()
            Text("C content").tabItem { Text("TabC") }
        }
    }
}

@MainActor @Suite struct Review2GroupTests {
    @Test func compositeOfSeveralTabs() throws {
        let page = TestSession { ComposedTabs() }
        #expect(throws: Never.self) { try page.button("TabA") }
        #expect(throws: Never.self) { try page.button("TabB") }
        #expect(!page.hasText("B content"))
    }
    @Test func compositeForEachOfTabs() throws {
        let page = TestSession { ComposedForEach() }
        #expect(throws: Never.self) { try page.button("TabA") }
        #expect(throws: Never.self) { try page.button("TabB") }
        #expect(!page.hasText("B content"))
    }
}

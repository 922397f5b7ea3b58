// Edge cases of TabView, Menu and .contextMenu found by a second review (2026-12-07):
// each test failed before its fix, unless it records a limitation the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct NavInMenu: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Home page")
                Menu("Go") {
                    NavigationLink("Detail") { Text("Detail page") }
                    Button("Other") {}
                }
            }
        }
    }
}

private struct TaskMiddle: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            Text("One content").tabItem { Text("One") }.tag(1)
            Text("Two content").tabItem { Text("Two") }.task { R2Log.lines.append("two task") }.tag(2)
        }
    }
}

private struct OverlayMiddle: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            Text("One content").tabItem { Text("One") }.tag(1)
            Text("Two content").tabItem { Text("Two") }.overlay { Text("Two overlay").onAppear { R2Log.lines.append("overlay") } }.tag(2)
        }
    }
}

@MainActor @Suite struct Review2MenuTests {
    @Test func escapeOnInnerClosesOnlyInner() throws {
        let page = TestSession { ReviewNestedMenus() }
        try page.button("Outer").click()
        try page.button("Inner").click()
        #expect(throws: Never.self) { try page.button("B") }
        try page.pressEscape()
        #expect(throws: (any Error).self) { try page.button("B") }
        #expect(throws: Never.self) { try page.button("A") }
        try page.pressEscape()
        #expect(throws: (any Error).self) { try page.button("A") }
        try page.button("Outer").click()
        #expect(throws: (any Error).self) { try page.button("B") }
    }

    /// A `NavigationLink` in a menu does not navigate (as in SwiftUI, where it is a known
    /// limitation; README): it shows, inert, and the menu's other items still act.
    @Test func navigationLinkInMenuIsInert() throws {
        let page = TestSession { NavInMenu() }
        try page.button("Go").click()
        #expect(page.hasText("Detail"))
        #expect(throws: (any Error).self) { try page.link("Detail") }
        #expect(throws: Never.self) { try page.button("Other") }
    }

    @Test func hiddenTabTaskMiddle() async throws {
        R2Log.lines = []
        let page = TestSession { TaskMiddle() }
        page.advance(by: 0.1)
        try await Task.sleep(nanoseconds: 50_000_000)
        page.advance(by: 0.1)
        #expect(page.hasText("One content"))
        #expect(R2Log.lines.isEmpty)
    }

    @Test func hiddenTabOverlayMiddle() throws {
        R2Log.lines = []
        let page = TestSession { OverlayMiddle() }
        #expect(page.hasText("One content"))
        #expect(R2Log.lines.isEmpty)
    }
}

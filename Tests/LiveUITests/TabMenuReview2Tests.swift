// Edge cases of TabView, Menu and .contextMenu found by a second review (2026-12-07):
// each test failed before its fix, unless it records a limitation the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

@MainActor final class R2Log { static var lines: [String] = [] }

// A: a non-item modifier outside a tab's items, at the top of the content.
private struct OuterModTag: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            Text("One content").tabItem { Text("One") }.tag(1).padding()
            Text("Two content").tabItem { Text("Two") }.tag(2).padding()
        }
    }
}
private struct OuterModOwn: View {
    var body: some View {
        TabView {
            Text("One content").tabItem { Text("One") }.onAppear {}
            Text("Two content").tabItem { Text("Two") }.onAppear {}
        }
    }
}

// B: a modifier in the middle of a hidden tab's chain runs.
private struct MiddleAppear: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            Text("One content").tabItem { Text("One") }.tag(1)
            Text("Two content").tabItem { Text("Two") }.onAppear { R2Log.lines.append("two appeared") }.tag(2)
        }
    }
}

// C: ForEach items with a modifier outside .tabItem.
private struct ForEachMod: View {
    var body: some View {
        TabView {
            ForEach(["A", "B"], id: \.self) { name in
                Text("\(name) content").tabItem { Text("Tab \(name)") }.padding()
            }
        }
    }
}

@MainActor @Suite struct Review2Tests {
    @Test func outerModifierTagMode() throws {
        let page = TestSession { OuterModTag() }
        #expect(page.hasText("One content"))
        #expect(throws: Never.self) { try page.button("One") }
    }
    @Test func outerModifierOwnMode() throws {
        let page = TestSession { OuterModOwn() }
        #expect(page.hasText("One content"))
        #expect(throws: Never.self) { try page.button("One") }
        #expect(throws: Never.self) { try page.button("Two").click() }
        #expect(page.hasText("Two content"))
    }
    @Test func middleAppearHidden() throws {
        R2Log.lines = []
        let page = TestSession { MiddleAppear() }
        #expect(page.hasText("One content"))
        #expect(R2Log.lines.isEmpty)
    }
    @Test func forEachMod() throws {
        let page = TestSession { ForEachMod() }
        #expect(throws: Never.self) { try page.button("Tab A") }
    }
}

// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private enum Section4: String, CaseIterable, Identifiable, Hashable {
    case home, settings
    var id: String { rawValue }
}

private struct SwitchTabs: View {
    @State private var sel = Section4.home
    var body: some View {
        TabView(selection: $sel) {
            ForEach(Section4.allCases, id: \.self) { s in
                switch s {
                case .home: Text("Home content").tabItem { Label("Home", systemImage: "house") }
                case .settings: Text("Settings content").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
        }
    }
}

private struct SwitchTabsOwn: View {
    var body: some View {
        TabView {
            ForEach(Section4.allCases) { s in
                if s == .home {
                    Text("Home content").tabItem { Text("Home") }
                } else {
                    Text("Settings content").tabItem { Text("Settings") }
                }
            }
        }
    }
}

@MainActor @Suite struct ReviewTabTests4 {
    @Test func switchInForEach() throws {
        let page = TestSession { SwitchTabs() }
        #expect(throws: Never.self) { try page.button("Settings") }
    }
    @Test func ifInForEachOwn() throws {
        let page = TestSession { SwitchTabsOwn() }
        #expect(throws: Never.self) { try page.button("Settings") }
    }
}

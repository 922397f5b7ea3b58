// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

@MainActor private final class RLog { var entries: [String] = [] }

private struct TabSpec: Identifiable {
    let id: Int
    let name: String
}

private struct ErasedTabs: View {
    let specs = [TabSpec(id: 1, name: "Home"), TabSpec(id: 2, name: "Inbox")]
    var body: some View {
        TabView {
            ForEach(specs) { spec in
                AnyView(Text("\(spec.name) content").tabItem { Text(spec.name) })
            }
        }
    }
}

private struct PageWithAppear: View {
    let log: RLog
    let name: String
    var body: some View {
        Text("Page \(name)")
            .onAppear { log.entries.append("appear \(name)") }
            .task { log.entries.append("task \(name)") }
    }
}

private struct PlainPages: View {
    let log: RLog
    var body: some View {
        TabView {
            PageWithAppear(log: log, name: "A")
            PageWithAppear(log: log, name: "B")
        }
        .tabViewStyle(.page)
    }
}

private struct EmptyBody: View {
    var loaded: Bool
    var body: some View { if loaded { Text("Loaded") } }
}
private struct EmptyTab2: View {
    var body: some View {
        TabView {
            Text("Main content").tabItem { Text("Main") }
            EmptyBody(loaded: false).tabItem { Text("Empty") }
        }
    }
}

private struct LabelledByState: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Button("Inc") { n += 1 }
            Text("N=\(n)")
        }
        .tabItem { Text("Home \(n)") }
    }
}
private struct StateLabelTabs: View {
    var body: some View {
        VStack {
            Text("x")
            TabView {
                LabelledByState()
                Text("Other content").tabItem { Text("Other") }
            }
        }
    }
}

@MainActor @Suite struct ReviewTabTests2 {
    @Test func erasedForEachTabsKeepTheirLabels() throws {
        let page = TestSession { ErasedTabs() }
        #expect(throws: Never.self) { try page.button("Inbox") }
    }

    @Test func hiddenPagesDoNotAppear() async throws {
        let log = RLog()
        let page = TestSession { PlainPages(log: log) }
        await page.settle()
        #expect(!log.entries.contains("appear B"))
        #expect(!log.entries.contains("task B"))
    }

    @Test func emptyTabCanBeChosen() throws {
        let page = TestSession { EmptyTab2() }
        try page.button("Empty").click()
        #expect(try page.button("Empty").attribute("aria-selected") == "true")
    }

    @Test func labelFollowsState() throws {
        let page = TestSession { StateLabelTabs() }
        try page.button("Inc").click()
        #expect(throws: Never.self) { try page.button("Home 1") }
    }
}

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// What a TabView keeps of the tabs it does not show, and what it tells the
// operator (Views/Navigation/TabCollector.swift). The behaviour an app sees
// is in Tests/FidelityTests/TabViewTests.swift.

@MainActor private final class TabTaskLog {
    var entries: [String] = []
}

private struct TickingTab: View {
    let log: TabTaskLog
    var body: some View {
        Text("Ticking")
            .task {
                log.entries.append("start")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        log.entries.append("tick")
                    }
                } catch {
                    log.entries.append("cancelled")
                }
            }
    }
}

private struct TaskTabs: View {
    let log: TabTaskLog
    var body: some View {
        TabView {
            TickingTab(log: log).tabItem { Label("Clock", systemImage: "clock") }
            Text("Quiet").tabItem { Label("Other", systemImage: "gear") }
        }
    }
}

private struct CountingTab: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// A tab view reused from the render cache by a render of the whole page
/// (two sibling views changed, so no one view renders alone): its hidden
/// tab's state must survive, so the tab view's keep is replayed with it.
@MainActor private final class Heading: ObservableObject {
    @Published var title = "First"
}

private struct TabsHost: View {
    var body: some View {
        TabView {
            Text("Front").tabItem { Label("Front", systemImage: "house") }
            // In a stack: the view holding the state is below the tab's content, not its content.
            VStack { CountingTab() }.tabItem { Label("Counter", systemImage: "number") }
        }
    }
}

private struct TitleLine: View {
    @ObservedObject var heading: Heading
    var body: some View {
        HStack {
            Text("Title \(heading.title)")
            Button("Rename") { heading.title += "!" }
        }
    }
}

private struct TitleLength: View {
    @ObservedObject var heading: Heading
    var body: some View { Text("\(heading.title.count) letters") }
}

private struct ReusedHost: View {
    @StateObject private var heading = Heading()
    var body: some View {
        VStack {
            TitleLine(heading: heading)
            TitleLength(heading: heading)
            TabsHost()
        }
    }
}

private enum Pane: Hashable { case one, two }

private struct MismatchedTags: View {
    @State private var pane = Pane.one
    var body: some View {
        TabView(selection: $pane) {
            Text("One").tabItem { Text("One") }.tag(Pane.one)
            Text("Two").tabItem { Text("Two") }.tag(2)
        }
    }
}

private struct RemovableTab: View {
    @State private var extra = true
    var body: some View {
        VStack {
            Button("Remove extra") { extra = false }
            TabView {
                Text("Main content").tabItem { Text("Main") }
                if extra { Text("Extra content").tabItem { Text("Extra") } }
            }
        }
    }
}

@MainActor @Suite struct TabViewLifetimeTests {
    /// SwiftUI cancels a view's `.task` when the view disappears and starts it
    /// again when it appears: leaving a tab is a disappearance.
    @Test func aTabsTaskIsCancelledWhenItIsLeftAndStartsAgainWhenShown() async throws {
        let log = TabTaskLog()
        let page = TestSession { TaskTabs(log: log) }
        await page.settle()
        await page.advanceAndSettle(by: 1)
        #expect(log.entries == ["start", "tick"])
        try page.button("Other").click()
        await page.settle()
        #expect(log.entries == ["start", "tick", "cancelled"])
        await page.advanceAndSettle(by: 2)
        #expect(log.entries == ["start", "tick", "cancelled"])
        try page.button("Clock").click()
        await page.settle()
        await page.advanceAndSettle(by: 1)
        #expect(log.entries == ["start", "tick", "cancelled", "start", "tick"])
    }

    /// A hidden tab renders nothing, so nothing touches its state: the tab view
    /// keeps it through renders of its parent, also when the parent reuses the
    /// tab view from its last render (the keep is replayed with it).
    @Test func aHiddenTabsStateSurvivesItsParentRenderingAgain() throws {
        let page = TestSession { ReusedHost() }
        try page.button("Counter").click()
        try page.button("Add").click()
        try page.button("Add").click()
        #expect(page.hasText("Count 2"))
        try page.button("Front").click()
        #expect(!page.hasText("Count 2"))
        try page.button("Rename").click()
        try page.button("Rename").click()
        #expect(page.hasText("Title First!!"))
        #expect(page.hasText("7 letters"))
        try page.button("Counter").click()
        #expect(page.hasText("Count 2"))
    }

    /// SwiftUI ignores a tab whose tag's type is not the selection's, silently
    /// (a classic "the tab bar does nothing" bug); LiveUI logs why.
    @Test func aTagOfAnotherTypeThanTheSelectionIsReported() throws {
        let page = TestSession { MismatchedTags() }
        let warnings = page.session.takeDiagnostics().map(\.message)
        #expect(warnings.contains { $0.contains(".tag(2)") && $0.contains("Binding<Pane>") })
        try page.button("Two").click()
        #expect(page.hasText("One"))
        #expect(try page.button("Two").attribute("aria-selected") == "false")
    }

    /// A tab the user chose that the app then takes away (an `if`): the first tab shows.
    @Test func aChosenTabThatGoesAwayGivesWayToTheFirst() throws {
        let page = TestSession { RemovableTab() }
        try page.button("Extra").click()
        #expect(page.hasText("Extra content"))
        try page.button("Remove extra").click()
        #expect(page.hasText("Main content"))
        #expect(try page.button("Main").attribute("aria-selected") == "true")
        #expect(throws: (any Error).self) { try page.button("Extra") }
    }
}

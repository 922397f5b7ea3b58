// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// 1. Hidden tab state leaks when the TabView leaves through an alone render.
private struct RCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct RWrapper: View {
    @State private var show = true
    var body: some View {
        VStack {
            Button("Toggle tabs") { show.toggle() }
            if show {
                TabView {
                    Text("Front").tabItem { Label("Front", systemImage: "house") }
                    RCounter().tabItem { Label("Counter", systemImage: "number") }
                }
            }
        }
    }
}

private struct RRoot: View {
    var body: some View {
        VStack {
            Text("Root")
            RWrapper()
        }
    }
}

// 2. Non-item modifier between items loses the label.
private struct MiddleModifier: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            Text("One content").tabItem { Text("One") }.padding().tag(1)
            Text("Two content").tabItem { Text("Two") }.tag(2)
        }
    }
}

// 3. Tab whose content renders nothing.
private struct MaybeEmpty: View {
    var loaded: Bool
    var body: some View {
        if loaded { Text("Loaded") }
    }
}
private struct EmptyTab: View {
    var body: some View {
        TabView {
            Text("Main content").tabItem { Text("Main") }
            MaybeEmpty(loaded: false).tabItem { Text("Empty") }
        }
    }
}

// 4. AnyView in the chain.
private struct AnyViewTab: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            AnyView(Text("One content").tabItem { Text("One") }).tag(1)
            Text("Two content").tabItem { Text("Two") }.tag(2)
        }
    }
}

// 5. Composite content w/o tag in tag mode whose body has list rows with .badge/.tag
private struct RowsBody: View {
    var body: some View {
        List {
            Text("Row A").badge(3)
            Text("Row B").tag(7)
        }
    }
}
private struct TwoLevel: View {
    var body: some View { RowsBody() }
}
private struct UntaggedComposite: View {
    @State private var sel = 1
    var body: some View {
        TabView(selection: $sel) {
            Text("One content").tabItem { Text("One") }.tag(1)
            RowsBody().tabItem { Text("Rows") }
        }
    }
}

@MainActor @Suite struct ReviewTabTests {
    @Test func hiddenStateDroppedWhenTabViewLeavesByAloneRender() throws {
        let page = TestSession { RRoot() }
        try page.button("Counter").click()
        try page.button("Add").click()
        try page.button("Add").click()
        #expect(page.hasText("Count 2"))
        try page.button("Front").click()
        try page.button("Toggle tabs").click()
        #expect(!page.hasText("Front"))
        try page.button("Toggle tabs").click()
        try page.button("Counter").click()
        #expect(page.hasText("Count 0"))
    }

    @Test func middleModifierKeepsLabel() throws {
        let page = TestSession { MiddleModifier() }
        #expect(throws: Never.self) { try page.button("One") }
    }

    @Test func emptyTabStaysInBar() throws {
        let page = TestSession { EmptyTab() }
        try page.button("Empty").click()
        #expect(throws: Never.self) { try page.button("Empty") }
    }

    @Test func anyViewTab() throws {
        let page = TestSession { AnyViewTab() }
        #expect(throws: Never.self) { try page.button("One") }
    }

    /// A list's row `.badge` and `.tag` inside a tab's content are the rows', not the tab's.
    @Test func untaggedComposite() throws {
        let page = TestSession { UntaggedComposite() }
        #expect(try page.button("Rows").text == "Rows")
        try page.button("Rows").click()
        #expect(page.hasText("One content"))
        #expect(try page.button("One").attribute("aria-selected") == "true")
    }
}

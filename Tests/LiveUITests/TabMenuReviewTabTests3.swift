// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

private struct DCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}
private struct DTabs: View {
    @State private var sel = 0
    var body: some View {
        TabView(selection: $sel) {
            Text("Front").tabItem { Text("Front") }.tag(0)
            DCounter().tabItem { Text("Counter") }.tag(1)
        }
    }
}

private struct Flipping: View {
    @State private var flag = false
    var body: some View {
        if flag { Text("Flipped B") } else { Button("Flip") { flag = true } }
    }
}
private struct FlipPages: View {
    var body: some View {
        TabView {
            Text("Page one")
            Flipping()
        }
        .tabViewStyle(.page)
    }
}

private struct OwnSelection: View {
    @State private var extra = false
    var body: some View {
        VStack {
            Button("Add first") { extra = true }
            TabView {
                if extra { Text("Extra content").tabItem { Text("Extra") } }
                Text("Main content").tabItem { Text("Main") }
                Text("Second content").tabItem { Text("Second") }
            }
        }
    }
}

@MainActor @Suite struct ReviewTabTests3 {
    @Test func durableRestartWithHiddenTab() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { DTabs() }
        try page.button("Counter").click()
        try page.button("Add").click()
        try page.button("Add").click()
        try page.button("Front").click()
        // After a restart the hidden tab starts afresh (README); the shown tab's state is restored.
        let again = page.restart { DTabs() }
        try again.button("Counter").click()
        #expect(again.hasText("Count 0"))
        try again.button("Add").click()
        let third = again.restart { DTabs() }
        #expect(third.hasText("Count 1"))
    }

    @Test func pageWhoseTopElementChangesKeepsSelection() throws {
        let page = TestSession { FlipPages() }
        try page.find(.button("Page 2 of 2")).click()
        #expect(page.hasText("Flip"))
        try page.button("Flip").click()
        #expect(page.hasText("Flipped B"))
    }

    @Test func ownSelectionWhenATabIsInsertedBefore() throws {
        let page = TestSession { OwnSelection() }
        try page.button("Second").click()
        try page.button("Add first").click()
        #expect(page.hasText("Second content"))
    }
}

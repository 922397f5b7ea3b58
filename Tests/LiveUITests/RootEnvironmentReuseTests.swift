import LiveTesting
import LiveUI
import Testing

// Issue #16 item 1: a reused view is reused only when its environment is the
// same as when it was stored. The values every session sets at its root (the
// page's edit mode, the browser's language) sit in one shared box; set on each
// render's copy of the root's environment, they made a new box each render,
// and every reused view then compared its stored environment with the new one
// field by field. They are set in the session's own root environment instead,
// when they change, and the stored renders keep holding its box.

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Shown(count: count)
            Leaf(name: "a")
            Leaf(name: "b")
        }
    }
}

private struct Shown: View {
    let count: Int
    var body: some View { Text("Count \(count)") }
}

private struct Leaf: View {
    let name: String
    var body: some View { Text("Leaf \(name)") }
}

@MainActor @Suite struct RootEnvironmentReuseTests {
    @Test func storedViewsKeepTheRootsBoxFromRenderToRender() throws {
        let page = counting(checked: true) { Tally() }
        #expect(page.session.storedViewCount >= 3)
        #expect(page.session.storedEnvironmentsShareTheRoots)
        for _ in 0..<3 { try page.button("Add").click() }
        #expect(page.hasText("Count 3") && page.hasText("Leaf a"))
        #expect(page.session.lastRenderCounts.reused >= 2)
        #expect(page.session.storedEnvironmentsShareTheRoots)
        #expect(page.failures.isEmpty)
    }

    /// A new language is a new root environment once: the views read it, and are reused again after.
    @Test func aNewLanguageIsSetOnceAndSharedAfter() throws {
        let page = counting(checked: true) { Tally() }
        try page.setLanguage("fr-FR")
        try page.button("Add").click()
        #expect(page.session.storedEnvironmentsShareTheRoots)
        try page.button("Add").click()
        #expect(page.hasText("Count 2"))
        #expect(page.session.lastRenderCounts.reused >= 2)
        #expect(page.session.storedEnvironmentsShareTheRoots)
        #expect(page.failures.isEmpty)
    }
}

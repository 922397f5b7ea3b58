import LiveTesting
import LiveUI
import Testing

private struct Flavors: View {
    @State private var selection: String?
    @State private var showAbout = false

    var body: some View {
        NavigationView {
            VStack {
                List {
                    ForEach(["Vanilla", "Mint"], id: \.self) { flavor in
                        NavigationLink(
                            flavor, destination: Text("All about \(flavor)").navigationTitle(flavor),
                            tag: flavor, selection: $selection)
                    }
                }
                NavigationLink("About", destination: Text("About us").navigationTitle("About"), isActive: $showAbout)
                Text("Selected: \(selection ?? "none"), about: \(showAbout)")
                Button("Pick Mint") { selection = "Mint" }
                Button("Show About") { showAbout = true }
            }
            .navigationTitle("Flavors")
        }
    }
}

@MainActor @Suite struct NavigationTests {
    @Test func settingTheSelectionFromCodeNavigatesAndBackResetsIt() throws {
        let page = TestSession(path: "/") { Flavors() }
        try page.button("Pick Mint").click()
        #expect(page.title == "Mint")
        #expect(page.url == "/mint")
        #expect(page.hasText("Selected: Mint, about: false"))
        try page.button("Back to Flavors").click()
        #expect(page.hasText("Selected: none, about: false"))
        #expect(page.url == "/")
    }

    @Test func settingIsActiveFromCodeNavigatesAndBackResetsIt() throws {
        let page = TestSession(path: "/") { Flavors() }
        try page.button("Show About").click()
        #expect(page.title == "About")
        #expect(page.hasText("Selected: none, about: true"))
        try page.back()
        #expect(page.title == "Flavors")
        #expect(page.hasText("Selected: none, about: false"))
    }

    @Test func clickingATaggedLinkSetsTheSelection() throws {
        let page = TestSession(path: "/") { Flavors() }
        try page.link("Vanilla").click()
        #expect(page.hasText("Selected: Vanilla, about: false"))
        try page.link("Mint").click()
        #expect(page.hasText("Selected: Mint, about: false"))
        #expect(page.title == "Mint")
    }

    @Test func deepLinksResolveThroughBindingsToo() {
        let page = TestSession(path: "/about", route: "/") { Flavors() }
        #expect(page.title == "About")
        #expect(page.hasText("about: true"))
    }

    @Test func slugsAreReadable() {
        #expect(NavigationReport.slug("Work Folder") == "work-folder")
        #expect(NavigationReport.slug("  Crème brûlée!  ") == "crème-brûlée")
    }

    @Test func linksOutsideANavigationViewAreInert() throws {
        let page = TestSession { NavigationLink("Nowhere", destination: Text("x")) }
        #expect(page.html.contains("aria-disabled"))
        #expect(throws: TestError.self) { try page.link("Nowhere").click() }
    }

    @Test func unknownSymbolsShowAPlaceholderAndAWarningNamingThem() {
        let page = TestSession { Label("Plain", systemImage: "no.such.symbol") }
        #expect(page.hasText("Plain"))
        // A neutral glyph, never nothing, and the same as for any other unknown name.
        let other = TestSession { Label("Plain", systemImage: "another.missing.one") }
        #expect(page.html.contains("<svg") && page.html == other.html)
        let known = TestSession { Label("Plain", systemImage: "star") }
        #expect(known.html != page.html)
        let warnings = page.session.takeDiagnostics()
        #expect(warnings.count == 1)
        #expect(warnings.first?.isError == false && warnings.first?.message.contains("\"no.such.symbol\"") == true)
        #expect(known.session.takeDiagnostics().isEmpty)
    }

    /// A link's slug is made of what its label shows, not of what `.accessibilityLabel`
    /// adds for screen readers (a Scrumdinger-style row: "4" read as "4 attendees").
    @Test func aLinkSlugLeavesOutAccessibilityLabels() throws {
        struct Meetings: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(destination: Text("Design review")) {
                        HStack {
                            Text("Design")
                            Text("4").accessibilityLabel("4 attendees")
                        }
                    }
                }
            }
        }
        let page = TestSession { Meetings() }
        let href = try #require(page.html.firstMatch(of: /href="([^"]*)"/)?.1)
        #expect(!href.contains("attendees"))
        #expect(href.contains("design"))
    }
}

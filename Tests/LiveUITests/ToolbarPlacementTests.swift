import LiveTesting
import LiveUI
import Testing

/// Every placement lands in its group of the bar, and the title display modes.
@MainActor @Suite struct ToolbarPlacementTests {
    struct AllPlacements: View {
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Places")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { Button("NBL") {} }
                        ToolbarItem(placement: .topBarLeading) { Button("TBL") {} }
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .navigation) { Button("Nav") {} }
                        ToolbarItem(placement: .principal) { Button("Middle") {} }
                        ToolbarItem(placement: .automatic) { Button("Auto") {} }
                        ToolbarItem(placement: .navigationBarTrailing) { Button("NBT") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("TBT") {} }
                        ToolbarItem(placement: .primaryAction) { Button("Primary") {} }
                        ToolbarItem(placement: .secondaryAction) { Button("Secondary") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Confirm") {} }
                        ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                        ToolbarItem(id: "status", placement: .status) { Text("Synced") }
                        ToolbarItem(placement: .bottomBar) { Button("Bottom") {} }
                        ToolbarItemGroup(placement: .keyboard) { Button("Done typing") {} }
                        ToolbarItemGroup { Button("Group auto") {} }
                    }
            }
        }
    }

    func group(_ page: TestSession, _ cls: String) throws -> String {
        try page.find(PageQuery(cls) { ($0[attribute: "class"] ?? "").split(separator: " ").contains(Substring(cls)) }).text
    }

    @Test func placementsMapToLeadingMiddleTrailingAndBottom() throws {
        let page = TestSession { AllPlacements() }
        let lead = try group(page, "nv-lead")
        let mid = try group(page, "nv-mid")
        let trail = try group(page, "nv-trail")
        let foot = try group(page, "nv-foot")
        for name in ["NBL", "TBL", "Cancel", "Nav"] { #expect(lead.contains(name), "\(name) leads") }
        #expect(mid.contains("Middle"))
        for name in ["Auto", "NBT", "TBT", "Primary", "Secondary", "Confirm", "Delete", "Group auto"] {
            #expect(trail.contains(name), "\(name) trails")
        }
        for name in ["Synced", "Bottom", "Done typing"] { #expect(foot.contains(name), "\(name) is in the bottom bar") }
        #expect(!lead.contains("Auto") && !trail.contains("Cancel"))
    }

    @Test func singleSidedNavigationBarItems() throws {
        struct Sides: View {
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink("Next") { Text("Second").navigationBarItems(trailing: Button("Share") {}) }
                    }
                    .navigationBarTitle(Text("First"))
                    .navigationBarItems(leading: Button("Menu") {})
                }
            }
        }
        let page = TestSession { Sides() }
        #expect(try group(page, "nv-lead").contains("Menu"))
        try page.link("Next").click()
        #expect(page.hasText("Second"))
        let bars = try page.findAll(PageQuery("trailing groups") { $0[attribute: "class"] == "nv-trail" })
        #expect(bars.contains { $0.text.contains("Share") })
    }

    @Test func displayModesInheritAndBarsHide() throws {
        struct Modes: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Inherit") {
                        NavigationLink("Large") {
                            Text("Big").navigationTitle("Big").navigationBarTitleDisplayMode(.large)
                        }
                        .navigationTitle("Inherited")
                        .navigationBarTitleDisplayMode(.automatic)
                    }
                    .navigationBarTitle("Root", displayMode: .inline)
                    .navigationBarHidden(false)
                }
            }
        }
        func inline(_ page: TestSession) -> Bool { page.html.contains("nv-inline") }
        let page = TestSession { Modes() }
        #expect(inline(page))
        try page.link("Inherit").click()
        #expect(page.title == "Inherited")
        #expect(inline(page), "automatic takes the previous column's mode")
        try page.link("Large").click()
        #expect(!inline(page))
        #expect(page.title == "Big")

        struct Hidden: View {
            var body: some View { NavigationStack { Text("x").navigationTitle("T").navigationBarHidden(true) } }
        }
        let hidden = TestSession { Hidden() }
        #expect(try hidden.find(PageQuery("hidden header") { $0.tag == "header" && $0[attribute: "hidden"] != nil }).tag == "header")
        #expect(hidden.title == "T")
    }

    @Test func aStackWithoutAPathKeepsItsOwn() throws {
        struct Own: View {
            var body: some View {
                NavigationStack {
                    List(1..<4, id: \.self) { n in NavigationLink("Row \(n)", value: n) }
                        .navigationDestination(for: Int.self) { n in
                            NavigationLink("Row \(n + 10)", value: n + 10).navigationTitle("Page \(n)")
                        }
                }
            }
        }
        let page = TestSession { Own() }
        try page.link("Row 2").click()
        try page.link("Row 12").click()
        #expect(page.url == "/2/12")
        #expect(page.title == "Page 12")
        try page.back()
        #expect(page.title == "Page 2")
        let reloaded = TestSession(path: "/3/13", route: "/") { Own() }
        #expect(reloaded.title == "Page 13")
    }
}

/// A split view whose fixed content column holds the value links.
@MainActor @Suite struct SplitViewColumnTests {
    struct Library: View {
        var body: some View {
            NavigationSplitView {
                Text("All books").navigationTitle("Library")
            } content: {
                List(["Dune", "Emma"], id: \.self) { title in NavigationLink(title, value: title) }
                    .navigationTitle("Books")
                    .navigationDestination(for: String.self) { title in Text("About \(title)").navigationTitle(title) }
            } detail: {
                Text("Pick a book")
            }
        }
    }

    @Test func aLinkInTheContentColumnReplacesTheDetailNotItself() throws {
        let page = TestSession { Library() }
        try page.link("Emma").click()
        #expect(page.url == "/emma")
        #expect(page.hasText("About Emma"))
        #expect(page.hasText("Dune"), "the content column stays")
        #expect(!page.hasText("Pick a book"))
        #expect(page.title == "Emma")
        try page.link("Dune").click()
        #expect(page.hasText("About Dune") && !page.hasText("About Emma"))
        let reloaded = TestSession(path: "/emma", route: "/") { Library() }
        #expect(reloaded.hasText("About Emma") && reloaded.hasText("Dune"))
    }
}

import FidelityApps
import LiveTesting
import LiveUI
import Testing

/// Toolbars, bar items and split views of the navigation sample apps, in-process.
@MainActor @Suite struct ToolbarAppsTests {
    static let habits = "/fidelity/navigation/habits"

    func open(_ route: String, at path: String? = nil) -> TestSession {
        let app = FidelityApps.navigation.first { $0.path == route }!
        return TestSession(path: path ?? route, route: route) { app.makeRoot() }
    }

    @Test func navigationBarItemsSitInTheBarsGroups() throws {
        let page = open(Self.habits)
        #expect(page.title == "Habits")
        let bar = try page.within(label: "Navigation bar")
        #expect(bar.hasText("3 habits"), "the leading item")
        try bar.button("Add").click()
        #expect(page.title == "New Habit")
        #expect(page.url == Self.habits + "/addhabitview")
    }

    @Test func cancellationAndConfirmationActionsAndTheKeyboardGroup() throws {
        let page = open(Self.habits)
        try page.button("Add").click()
        #expect(throws: TestError.self, "navigationBarBackButtonHidden hides the back button") {
            try page.button("Back to Habits")
        }
        let bar = try page.within(label: "Navigation bar")
        #expect(try bar.button("Cancel").tag == "button")
        try page.textField("Name").type("Stretch")
        try page.within(label: "Bottom toolbar").button("Clear").click()
        #expect(try page.textField("Name").attribute("value") == "")
        try page.textField("Name").type("Stretch")
        try bar.button("Save").click()
        try page.back()
        #expect(page.hasText("4 habits"))
        #expect(try page.link("Stretch").attribute("href") == Self.habits + "/stretch")
    }

    @Test func leadingItemsComeFirstAndTrailingLast() throws {
        let page = open(Self.habits)
        try page.button("Add").click()
        let html = try page.find(PageQuery("the bar") { $0[attribute: "aria-label"] == "Navigation bar" }).html
        let cancel = try #require(html.range(of: "Cancel"))
        let save = try #require(html.range(of: "Save"))
        #expect(cancel.lowerBound < save.lowerBound)
        #expect(html.contains("nv-lead") && html.contains("nv-trail"))
    }

    @Test func aDeepLinkToAnIsPresentedDestination() throws {
        let page = open(Self.habits, at: Self.habits + "/addhabitview")
        #expect(!page.session.navigationFailed)
        #expect(page.title == "New Habit")
    }

    @Test func rowsWithTheSameLabelGetDifferentURLs() throws {
        let page = open(Self.habits)
        let reads = try page.findAll(.link("Read"))
        #expect(reads.map { $0.attribute("href") } == [Self.habits + "/read", Self.habits + "/read-2"])
        try reads[1].click()
        #expect(page.hasText("One paper a week"))
        // A reload of the second "Read" opens that one, not the first.
        let reloaded = open(Self.habits, at: Self.habits + "/read-2")
        #expect(reloaded.hasText("One paper a week"))
        #expect(!reloaded.hasText("20 pages of a novel"))
    }

    @Test func inlineTitlesAreMarkedForTheBar() throws {
        let page = open(Self.habits, at: Self.habits + "/run")
        #expect(page.title == "Run")
        #expect(page.html.contains("nv-bar nv-tb nv-inline"))
        #expect(try page.button("Back to Habits").tag == "button")
    }

    // MARK: Split views

    @Test func aTwoColumnSplitViewShowsItsDetailUntilALinkIsChosen() throws {
        let route = "/fidelity/navigation/contacts"
        let page = open(route)
        #expect(page.hasText("Select a contact"))
        #expect(page.title == "Contacts")
        try page.link("Grace").click()
        #expect(page.url == route + "/2")
        #expect(page.hasText("Phone: 555-0102"))
        #expect(!page.hasText("Select a contact"))
        #expect(page.hasText("Ada"), "the sidebar stays")
        #expect(try page.link("Grace").attribute("aria-current") == "page")
        try page.back()
        #expect(page.hasText("Select a contact"))
        let reloaded = open(route, at: route + "/1")
        #expect(reloaded.hasText("Phone: 555-0101"))
    }

    @Test func aThreeColumnSplitView() throws {
        let route = "/fidelity/navigation/notes"
        let page = open(route)
        #expect(page.hasText("Select a folder") && page.hasText("Select a note"))
        try page.link("Work").click()
        #expect(page.url == route + "/work")
        #expect(!page.hasText("Select a folder") && page.hasText("Select a note"))
        try page.link("Roadmap").click()
        #expect(page.url == route + "/work/roadmap")
        #expect(page.hasText("The note Roadmap"))
        #expect(page.hasText("Standup"), "the content column stays beside the detail")
        // Reloading restores both: the folder from the sidebar's links, the note from the folder's.
        let reloaded = open(route, at: route + "/home/groceries")
        #expect(reloaded.hasText("The note Groceries"))
        #expect(reloaded.title == "Groceries")
    }
}

import FidelityApps
import LiveTesting
import LiveUI
import Testing

/// The navigation sample apps (Tests/FidelityApps/Navigation), in-process:
/// value links, paths, destinations, URLs, history and reloads.
@MainActor @Suite struct NavigationStackTests {
    static let pantry = "/fidelity/navigation/pantry"
    static let missions = "/fidelity/navigation/missions"

    func open(_ route: String, at path: String? = nil) -> TestSession {
        let app = FidelityApps.navigation.first { $0.path == route }!
        return TestSession(path: path ?? route, route: route) { app.makeRoot() }
    }

    @Test func valueLinksWithTheSameLabelGetTheirOwnURLs() throws {
        let page = open(Self.pantry)
        let milks = try page.findAll(.link("Milk"))
        #expect(milks.count == 2)
        #expect(milks.map { $0.attribute("href") } == [Self.pantry + "/1", Self.pantry + "/3"])
        try milks[1].click()
        #expect(page.url == Self.pantry + "/3")
        #expect(page.hasText("Milk by Oatly"))
        #expect(page.title == "Oatly")
        #expect(page.hasText("Depth: 1"), "the path binding holds the pushed value")
    }

    @Test func aReloadAtADeepValueURLRestoresThePath() throws {
        // A reload is a fresh session mounted at the URL.
        let page = open(Self.pantry, at: Self.pantry + "/3")
        #expect(!page.session.navigationFailed)
        #expect(page.hasText("Milk by Oatly"))
        #expect(page.hasText("Depth: 1"))
        let deeper = open(Self.pantry, at: Self.pantry + "/3/1")
        #expect(deeper.hasText("Milk by Meadow"))
        #expect(deeper.hasText("Depth: 2"))
        #expect(deeper.url == Self.pantry + "/3/1")
        let missing = open(Self.pantry, at: Self.pantry + "/9")
        #expect(missing.session.navigationFailed)
    }

    @Test func backForwardAndPopToRoot() throws {
        let page = open(Self.pantry)
        try page.findAll(.link("Milk"))[0].click()
        try page.link("Compare with Oatly").click()
        #expect(page.url == Self.pantry + "/1/3")
        #expect(page.hasText("Depth: 2"))
        try page.back()
        #expect(page.hasText("Milk by Meadow"))
        #expect(page.hasText("Depth: 1"))
        try page.forward()
        #expect(page.hasText("Milk by Oatly"))
        try page.button("Pop to root").click()
        #expect(page.url == Self.pantry)
        #expect(page.hasText("Depth: 0"))
        #expect(page.title == "Pantry")
    }

    @Test func theBackButtonPopsOneValue() throws {
        let page = open(Self.pantry, at: Self.pantry + "/1/3")
        try page.button("Back to Meadow").click()
        #expect(page.url == Self.pantry + "/1")
        #expect(page.hasText("Depth: 1"))
    }

    @Test func theToolbarsAddButtonAddsARow() throws {
        let page = open(Self.pantry)
        // The add button is in the bar's toolbar, not in the list.
        try page.within(label: "Navigation bar").button("Add Item").click()
        try page.link("Item 4").click()
        #expect(page.url == Self.pantry + "/4")
        #expect(page.hasText("Item 4 by Store"))
    }

    @Test func aNavigationPathWithTwoValueTypes() throws {
        let page = open(Self.missions)
        let apollo13 = PageQuery("the Apollo 13 link") { $0.tag == "a" && $0.textContent.hasPrefix("Apollo 13") }
        #expect(try page.find(apollo13).attribute("href") == Self.missions + "/13")
        try page.find(apollo13).click()
        try page.link("Jim Lovell").click()
        #expect(page.url == Self.missions + "/13/lovell")
        #expect(page.title == "Jim Lovell")
        try page.button("Back to missions").click()
        #expect(page.url == Self.missions)
        let reloaded = open(Self.missions, at: Self.missions + "/11/collins")
        #expect(reloaded.title == "Michael Collins")
        try reloaded.button("Back to Apollo 11").click()
        #expect(reloaded.hasText("Path: 1"))
        #expect(reloaded.url == Self.missions + "/11")
    }

    @Test func everyNavigationPageHasUniqueElementIDs() throws {
        let urls = [
            "/fidelity/navigation/pantry/1/3", "/fidelity/navigation/missions/13/lovell", "/fidelity/navigation/habits/addhabitview",
            "/fidelity/navigation/contacts/2", "/fidelity/navigation/notes/work/standup", "/fidelity/navigation/notes",
        ]
        for url in urls {
            let app = try #require(FidelityApps.navigation.first { url.hasPrefix($0.path) })
            let page = TestSession(path: url, route: app.path) { app.makeRoot() }
            #expect(!page.session.navigationFailed, "\(url)")
            let ids = page.page.allElements().map(\.id).filter { !$0.isEmpty }
            #expect(Set(ids).count == ids.count, "\(url): \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        }
    }
}

import FidelityApps
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

/// The preferences sample app driven in-process: @AppStorage shared by the
/// tabs of one browser, @SceneStorage per tab across reloads, the color
/// scheme, size classes, scene phase and language the browser reports, openURL.
@MainActor @Suite struct EnvironmentAppTests {
    static let path = "/fidelity/environment/preferences"

    func tab(
        _ browser: TestBrowser, tab: String? = nil, viewport: Viewport = .default, traits: ClientTraits = ClientTraits()
    )
        throws -> TestSession
    {
        let app = try #require(FidelityApps.environment.first { $0.path == Self.path })
        return TestSession(path: Self.path, route: Self.path, viewport: viewport, browser: browser, tab: tab, traits: traits) {
            app.makeRoot()
        }
    }

    @Test func darkModeSwitchSetsThePreferredSchemeAndIsKeptForTheBrowser() throws {
        let browser = TestBrowser()
        let first = try tab(browser)
        #expect(try first.element(identifier: "appearance").text == "Appearance: Light")
        #expect(first.page[attribute: "data-lv-scheme"] == nil)
        try first.toggle("Dark mode").toggle()
        #expect(try first.element(identifier: "appearance").text == "Appearance: Dark")
        #expect(first.session.colorScheme == .dark)
        #expect(first.page[attribute: "data-lv-scheme"] == "dark")
        // Another tab of the same browser opens dark; a tab of another browser does not.
        let second = try tab(browser)
        #expect(try second.toggle("Dark mode").isOn)
        #expect(try second.element(identifier: "appearance").text == "Appearance: Dark")
        let stranger = try tab(TestBrowser())
        #expect(try stranger.element(identifier: "appearance").text == "Appearance: Light")
        #expect(first.failures.isEmpty && second.failures.isEmpty)
    }

    @Test func aChangeInOneTabReachesTheOtherOpenTabsLive() throws {
        let browser = TestBrowser()
        let first = try tab(browser)
        let second = try tab(browser)
        try first.textField("Name").setValue("Ada")
        #expect(first.hasText("Hello, Ada"))
        // The other tab re-renders on its own clock turn, as a patch the server pushes.
        let before = second.patches.count
        second.advance(by: 0)
        #expect(second.patches.count == before + 1)
        #expect(second.hasText("Hello, Ada"))
        #expect(second.failures.isEmpty)
    }

    @Test func sceneStorageIsPerTabAndSurvivesAReload() throws {
        let browser = TestBrowser()
        let first = try tab(browser)
        try first.picker("Section").select("About")
        #expect(first.hasText("Open help center"))
        try first.picker("Section").select("General")
        try first.textField("Draft note").type("Buy milk")
        try first.picker("Section").select("About")
        // The same tab reloaded: section and draft come back.
        let reloaded = try tab(browser, tab: first.tabID)
        #expect(reloaded.hasText("Open help center"))
        try reloaded.picker("Section").select("General")
        #expect(try reloaded.textField("Draft note").value == "Buy milk")
        // A new tab starts from the defaults.
        let other = try tab(browser)
        #expect(other.hasText("Dark mode"))
        #expect(try other.textField("Draft note").value == "")
    }

    @Test func enumsAndNumbersRoundTripThroughStorage() throws {
        let browser = TestBrowser()
        let first = try tab(browser)
        try first.picker("Units").select("Imperial")
        try first.stepper("Text size: 17").increment()
        let again = try tab(browser)
        #expect(try again.picker("Units").selectedOption == "Imperial")
        #expect(again.hasText("Text size: 18"))
        // onAppear counted each tab that opened.
        #expect(again.hasText("Opened 2 times"))
    }

    @Test func theBrowsersSchemeIsReadUnlessTheAppPrefersOne() throws {
        let page = try tab(TestBrowser(), traits: ClientTraits(scheme: .dark))
        #expect(try page.element(identifier: "appearance").text == "Appearance: Dark")
        #expect(page.page[attribute: "data-lv-scheme"] == nil)
        try page.setColorScheme(.light)
        #expect(try page.element(identifier: "appearance").text == "Appearance: Light")
        try page.toggle("Dark mode").toggle()
        #expect(try page.element(identifier: "appearance").text == "Appearance: Dark")
        try page.toggle("Dark mode").toggle()
        #expect(try page.element(identifier: "appearance").text == "Appearance: Light")
        #expect(page.failures.isEmpty)
    }

    @Test func sizeClassChangesTheLayoutWhenTheWindowIsResized() throws {
        let page = try tab(TestBrowser(), viewport: Viewport(width: 390, height: 844))
        try page.picker("Section").select("About")
        #expect(throws: Never.self) { try page.element(identifier: "stacked") }
        try page.resize(to: Viewport(width: 1024, height: 768))
        #expect(throws: Never.self) { try page.element(identifier: "side-by-side") }
        #expect(throws: TestError.self) { try page.element(identifier: "stacked") }
        try page.resize(to: Viewport(width: 699, height: 768))
        #expect(throws: Never.self) { try page.element(identifier: "stacked") }
        #expect(page.failures.isEmpty)
    }

    @Test func scenePhaseFollowsTheTabsVisibility() throws {
        let page = try tab(TestBrowser())
        #expect(try page.element(identifier: "scene").text == "Scene: active, hidden 0 times")
        try page.setScenePhase(.background)
        #expect(try page.element(identifier: "scene").text == "Scene: background, hidden 1 times")
        try page.setScenePhase(.inactive)
        #expect(try page.element(identifier: "scene").text == "Scene: inactive, hidden 1 times")
        try page.setScenePhase(.active)
        #expect(try page.element(identifier: "scene").text == "Scene: active, hidden 1 times")
    }

    @Test func localeComesFromTheBrowsersLanguage() throws {
        let page = try tab(TestBrowser(), traits: ClientTraits(language: "de-DE"))
        #expect(try page.element(identifier: "language").text.hasPrefix("Language: de"))
        try page.setLanguage("fr-CA")
        #expect(try page.element(identifier: "language").text.hasPrefix("Language: fr"))
    }

    @Test func openURLSendsOnlySafeSchemesToTheBrowser() throws {
        let page = try tab(TestBrowser())
        try page.picker("Section").select("About")
        try page.button("Open help center").click()
        try page.button("Email support").click()
        #expect(page.openedURLs == ["https://example.com/help", "mailto:support@example.com"])
        try page.button("Run script").click()
        #expect(page.openedURLs.count == 2)
        #expect(page.hasText("That link cannot be opened."))
        #expect(!page.wire.contains { $0.contains("javascript") })
    }

    @Test func anAppsOwnEnvironmentKeyReachesTheViewsBelow() throws {
        let page = try tab(TestBrowser())
        try page.picker("Section").select("About")
        // .environment(\.cardAccent, .pink) on the About page: the cards' titles are pink.
        #expect(page.html.contains("color:rgb(255,45,85)"))
        #expect(try page.element(identifier: "card-Units").text.contains("Metric"))
    }
}

import Foundation
import LiveServerTesting
import Testing

/// `ContainerRelativeShape` in headless Chromium (Tests/FidelityApps/Styling/WidgetCardsApp.swift):
/// the panel inside the card draws the card's corners; the one outside any container is square.
@Suite(.serialized) struct ContainerShapeBrowserTests {
    @Test func thePanelTakesTheCardsCorners() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/styling/widget-cards")
        let radius = "return getComputedStyle(document.querySelector('[data-testid=\"' + arguments[0] + '\"]')).borderTopLeftRadius"
        #expect(try browser.execute(radius, ["steps-panel"]) as? String == "24px")
        #expect(try browser.execute(radius, ["square-panel"]) as? String == "0px")
    }
}

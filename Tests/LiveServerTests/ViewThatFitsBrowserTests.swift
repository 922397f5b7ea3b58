import Foundation
import LiveServerTesting
import Testing

/// `ViewThatFits` in headless Chromium, on the adaptive actions sample app
/// (Tests/FidelityApps/Styling/AdaptiveActionsApp.swift): the page shows the
/// first candidate whose ideal width fits, picks again when the room changes,
/// and what it hides can be neither seen, clicked nor tabbed to.
@Suite(.serialized) struct ViewThatFitsBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/styling/adaptive")
        try browser.execute(
            """
            // Whether the candidate with this accessibility identifier is what the page shows.
            window.__shown = (id) => {
              const el = document.querySelector('[data-testid="' + id + '"]');
              return !!el && getComputedStyle(el).visibility === 'visible' && el.getClientRects().length > 0;
            };
            window.__which = (ids) => ids.filter(__shown).join(',');
            """)
    }

    func which(_ ids: [String]) -> String {
        let list = ids.map { "'\($0)'" }.joined(separator: ",")
        return ((try? browser.execute("return __which([\(list)])")) as? String) ?? "?"
    }

    /// SwiftUI: the row where three buttons fit in 600 points; the longest date in 400.
    @Test func theFirstThatFitsIsShown() throws {
        #expect(try browser.waitUntil("return __which(['row','column']) === 'row'"), "\(which(["row", "column"]))")
        #expect(try browser.waitUntil("return __which(['long-date','short-date','tiny-date']) === 'long-date'"))
    }

    /// Narrowed, the column is shown and the date shortens to what fits, or the last when none does.
    @Test func aNarrowerRoomPicksAgain() throws {
        let toggle = try browser.find("input[type=checkbox]")
        try browser.click(toggle)
        #expect(try browser.waitUntil("return __which(['row','column']) === 'column'"), "\(which(["row", "column"]))")
        #expect(try browser.waitUntil("return __which(['long-date','short-date','tiny-date']) === 'tiny-date'"))
        try browser.click(toggle)
        #expect(try browser.waitUntil("return __which(['row','column']) === 'row'"))
        #expect(try browser.waitUntil("return __which(['long-date','short-date','tiny-date']) === 'long-date'"))
    }

    /// A hidden candidate's buttons take no click and no focus; the shown one's act.
    @Test func hiddenCandidatesCannotBeReached() throws {
        #expect(try browser.waitUntil("return __which(['row','column']) === 'row'"))
        let hiddenFocusable = try browser.execute(
            """
            const b = document.querySelector('[data-testid="column"] button');
            b.focus();
            return document.activeElement === b;
            """)
        #expect(hiddenFocusable as? Bool == false)
        let follow = try browser.find("[data-testid='row'] button")
        try browser.click(follow)
        #expect(try browser.waitUntil("return document.getElementById('root').innerText.includes('Follows: 1')"))
    }
}

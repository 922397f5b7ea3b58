import Foundation
import LiveServerTesting
import Testing

/// `.searchSuggestions` in headless Chromium, on the fruit sample app
/// (Tests/FidelityApps/Lists/FruitSearchApp.swift): the browser links the
/// field to its suggestions, which follow what is typed.
@Suite(.serialized) struct SearchSuggestionsBrowserTests {
    @Test func theFieldsSuggestionsFollowTheTyping() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/lists/fruit")
        // The suggestions' values as the browser links them to the field (`input.list`).
        let values = "[...(document.querySelector('input[type=search]').list || {options: []}).options].map((o) => o.value).join(',')"
        #expect(try browser.execute("return " + values) as? String == "Apple,Apricot,Banana")
        try browser.type(try browser.find("input[type=search]"), "ap")
        #expect(try browser.waitUntil("return " + values + " === 'Apple,Apricot'"))
    }
}

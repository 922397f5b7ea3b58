import Foundation
import LiveServerTesting
import Testing

/// `.searchScopes` in headless Chromium, on the library sample app
/// (Tests/FidelityApps/Lists/LibrarySearchApp.swift): the scopes appear under
/// the field once it has text, without taking the typing's focus, and
/// choosing one narrows the results.
@Suite(.serialized) struct SearchScopesBrowserTests {
    /// The scope bar: the segmented picker under the search field.
    let bar = "document.querySelector('input[type=search] ~ fieldset.sr-s')"
    let rows = "[...document.querySelectorAll('li')].map((li) => li.innerText.trim()).filter((t) => t).join(',')"

    func peek(_ browser: WebDriver, _ script: String) -> String {
        (try? browser.execute("return " + script)).flatMap { $0 }.map { "\($0)" } ?? "nil"
    }

    @Test func scopesAppearWithTextAndNarrowTheResults() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/lists/library")
        #expect(try browser.execute("return \(bar) === null") as? Bool == true)
        let field = try browser.find("input[type=search]")
        try browser.type(field, "blue")
        #expect(try browser.waitUntil("return \(bar) !== null"))
        #expect(
            try browser.waitUntil("return \(rows) === 'Blue Train,Kind of Blue,Blue Planet'"),
            "\(peek(browser, rows))")
        // The bar came in under the field while the user typed: the field keeps the focus and the text.
        #expect(
            try browser.execute("return document.activeElement.type === 'search' && document.activeElement.value === 'blue'") as? Bool
                == true)
        #expect(
            try browser.execute(
                "return \(bar).getBoundingClientRect().top >= document.querySelector('input[type=search]').getBoundingClientRect().bottom")
                as? Bool == true)
        // A radio group named by its hidden legend, the chosen scope checked.
        #expect(try browser.execute("return \(bar).querySelector('legend').textContent") as? String == "Search scope")
        #expect(try browser.execute("return \(bar).querySelector(':checked').parentElement.innerText.trim()") as? String == "All")
        try browser.execute(
            "[...\(bar).querySelectorAll('label')].find((l) => l.innerText.trim() === 'Music').click();")
        #expect(try browser.waitUntil("return \(rows) === 'Blue Train,Kind of Blue'"))
        #expect(try browser.execute("return \(bar).querySelector(':checked').parentElement.innerText.trim()") as? String == "Music")
    }

    /// Arrow keys move the choice, as in any segmented picker (radio buttons' own behaviour).
    @Test func theScopesAreAlwaysShownOnSearchPresentationAndTakeArrowKeys() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/lists/library-scoped")
        #expect(try browser.execute("return \(bar) !== null") as? Bool == true)
        try browser.execute("\(bar).querySelector('input:checked').focus();")
        try browser.keys("\u{E014}")  // Arrow right: Books
        #expect(try browser.waitUntil("return \(rows) === 'Moby-Dick,Middlemarch'"), "\(peek(browser, rows))")
    }
}

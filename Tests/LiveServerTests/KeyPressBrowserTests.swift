import Foundation
import LiveServerTesting
import Testing

/// `.onKeyPress` and `.focusable` in headless Chromium, on the key commands
/// sample app (Tests/FidelityApps/Controls/KeyCommandsApp.swift), with real key presses.
@Suite(.serialized) struct KeyPressBrowserTests {
    typealias Key = WebDriver.Key

    @Test func keysReachTheFocusedViewsHandlers() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/controls/key-commands")
        // The track can take the focus, as .focusable() promises, and moves with the arrows.
        try browser.execute("document.querySelector('[tabindex=\"0\"][data-lv-keys]').focus()")
        try browser.keys(Key.arrowRight + Key.arrowRight + Key.arrowLeft)
        #expect(try browser.waitUntil("return document.body.innerText.includes('Position 1') && document.body.innerText.includes('Released: left')"))

        // ↑ with no history is ignored: nothing changes; after a command it recalls it.
        let command = try browser.find("input[aria-label=Command]")
        try browser.type(command, "ls -l")
        try browser.keys(Key.enter)
        #expect(try browser.waitUntil("return document.body.innerText.includes('> ls -l') && document.querySelector('input[aria-label=Command]').value === ''"))
        try browser.keys(Key.arrowUp)
        #expect(try browser.waitUntil("return document.querySelector('input[aria-label=Command]').value === 'ls -l'"))

        // The PIN field: refused characters never appear; digits are typed back where the caret was.
        let pin = try browser.find("input[aria-label=PIN]")
        try browser.click(pin)
        try browser.keys("1a2-3")
        #expect(try browser.waitUntil("return document.querySelector('input[aria-label=PIN]').value === '123' && document.body.innerText.includes('3 digits')"))
        try browser.execute("document.querySelector('input[aria-label=PIN]').setSelectionRange(1, 1)")
        try browser.keys("9x")
        #expect(try browser.waitUntil("return document.querySelector('input[aria-label=PIN]').value === '1923'"))
    }
}

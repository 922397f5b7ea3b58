import Foundation
import LiveServerTesting
import Testing

/// `.keyboardShortcut` in headless Chromium, on the mail sample app
/// (Tests/FidelityApps/Controls/MailShortcutsApp.swift), with real key presses.
/// Chromium here runs on Linux, so ⌘ is Ctrl.
@Suite(.serialized) struct KeyboardShortcutBrowserTests {
    typealias Key = WebDriver.Key
    /// A dismissed sheet stays drawn (data-lv-leaving) until its exit transition ends.
    let live = "dialog[open]:not([data-lv-leaving])"

    @Test func theKeyboardDrivesTheComposer() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/controls/mail-shortcuts")
        // Assistive technology is told the keys, as this platform names them.
        #expect(
            try browser.waitUntil(
                "return [...document.querySelectorAll('button')].some((b) => b.textContent === 'New Message' && b.getAttribute('aria-keyshortcuts') === 'Control+K')"
            ))
        let dialogOpen = "return !!document.querySelector('\(live)')"
        // ⌘K is not Ctrl+K's neighbour: Alt+K does nothing.
        try browser.chord([Key.alt], "k")
        try browser.chord([Key.control], "k")
        #expect(try browser.waitUntil(dialogOpen))
        #expect(try browser.waitUntil("return document.activeElement && document.activeElement.closest('dialog') !== null"))
        let field = try browser.find(live + " input")
        // Return with an empty subject: Send is disabled, the sheet stays.
        try browser.execute("document.querySelector('\(live) input').focus()")
        try browser.keys(Key.enter)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try browser.execute(dialogOpen) as? Bool == true)
        // Typed, then Return at once in the field: Send is still disabled in the page until the
        // server's reply to the typing arrives; the press waits for it, as SwiftUI's never has to.
        try browser.type(field, "Quarterly report")
        try browser.keys(Key.enter)
        #expect(try browser.waitUntil("return !document.querySelector('\(live)') && document.body.innerText.includes('Quarterly report')"))

        // Escape presses Cancel: nothing is sent.
        try browser.chord([Key.control], "k")
        #expect(try browser.waitUntil(dialogOpen))
        try browser.type(try browser.find(live + " input"), "Never mind")
        try browser.keys(Key.escape)
        #expect(try browser.waitUntil("return !document.querySelector('\(live)')"))
        #expect(try browser.execute("return document.body.innerText.includes('Never mind')") as? Bool == false)
        #expect(try browser.waitUntil("return document.body.innerText.includes('Drafts discarded: 1')"), "Cancel ran, not the dialog's own dismissal")

        // Ctrl+Shift+F flips the toggle; Ctrl+F alone is the browser's.
        let checked = "return document.querySelector('input[type=checkbox]').checked"
        try browser.chord([Key.control], "f")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(try browser.execute(checked) as? Bool == false)
        try browser.chord([Key.control, Key.shift], "f")
        #expect(try browser.waitUntil(checked))
        try browser.chord([Key.control], "k")
        #expect(try browser.waitUntil(dialogOpen))
        try browser.type(try browser.find(live + " input"), "Budget")
        try browser.keys(Key.enter)
        #expect(try browser.waitUntil("return document.body.innerText.includes('Flagged: Budget')"))
    }

    /// Typing the shortcut's letter in a field types it; Return on a focused button is that button's.
    @Test func typingStaysTyping() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/controls/mail-shortcuts")
        try browser.chord([Key.control], "k")
        #expect(try browser.waitUntil("return !!document.querySelector('\(live) input')"))
        let field = try browser.find(live + " input")
        try browser.type(field, "k")
        #expect(try browser.waitUntil("return document.querySelector('\(live) input').value === 'k'"))
        // Tab to Cancel (or Send) and press Return there: that button, not the default action.
        try browser.execute("[...document.querySelectorAll('dialog button')].find((b) => b.textContent === 'Cancel').focus()")
        try browser.keys(Key.enter)
        #expect(try browser.waitUntil("return !document.querySelector('\(live)')"))
        #expect(try browser.execute("return document.body.innerText.includes('Nothing sent yet')") as? Bool == true)
    }
}

import Foundation
import LiveServerTesting
import Testing

/// `ShareLink` in headless Chromium, on the recipe sample app
/// (Tests/FidelityApps/Controls/RecipeShareApp.swift): a real mouse click
/// hands the item to the Web Share API, or without one copies it and says
/// so, and sends the server nothing.
@Suite(.serialized) struct ShareLinkBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/controls/share")
        // The page fetches the share area when it shows a share button.
        guard try browser.waitUntil("return typeof LiveUI.sharePayload === 'function'") else {
            throw WebDriver.Failure(description: "the share area did not load")
        }
        try browser.execute(
            """
            window.__button = (name) => [...document.querySelectorAll('button')]
              .find((b) => (b.getAttribute('aria-label') || b.textContent.trim()) === name);
            """)
        try browser.recordSentEvents()
    }

    func button(_ name: String) throws -> String {
        guard let id = try browser.execute("return (__button(\(js(name))) || {}).id") as? String, !id.isEmpty else {
            throw WebDriver.Failure(description: "no button \(name)")
        }
        return try browser.find("[id='\(id)']")
    }

    func js(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }

    /// SwiftUI: the share sheet gets the URL, the subject and the message.
    @Test func aClickHandsTheItemToTheShareSheet() throws {
        try browser.execute(
            "window.__shared = []; navigator.share = (d) => { window.__shared.push(d); return Promise.resolve(); };")
        try browser.click(try button("Share"))
        #expect(try browser.waitUntil("return __shared.length === 1"))
        let shared = try browser.execute("return __shared[0]") as? [String: Any]
        #expect(shared?["url"] as? String == "https://example.com/recipes/lemon-tart")
        #expect(shared?["title"] as? String == "Lemon tart")
        #expect(shared?["text"] as? String == "Try this one")
        try browser.click(try button("Share the shopping list"))
        #expect(try browser.waitUntil("return __shared.length === 2"))
        #expect(try browser.execute("return __shared[1].text") as? String == "Shopping list: lemons, eggs, butter (4 servings)")
        // The page shared by itself: the server heard of no click.
        #expect(try browser.execute("return __sent.length") as? Int == 0)
    }

    /// Without the Web Share API (desktop Chromium), the item is copied and the button says so.
    @Test func withoutAShareSheetTheItemIsCopied() throws {
        try browser.execute(
            """
            delete Navigator.prototype.share; delete navigator.share;
            window.__copied = [];
            Object.defineProperty(navigator, 'clipboard', { configurable: true,
              value: { writeText: (t) => { window.__copied.push(t); return Promise.resolve(); } } });
            """)
        #expect(try browser.execute("return typeof navigator.share") as? String == "undefined")
        try browser.click(try button("Send the recipe"))
        #expect(try browser.waitUntil("return __copied.length === 1"))
        #expect(try browser.execute("return __copied[0]") as? String == "https://example.com/recipes/lemon-tart")
        #expect(try browser.waitUntil("return __button('Send the recipe').getAttribute('data-lv-copied') === 'Copied'"))
        #expect(try browser.waitUntil("return document.getElementById('lv-announce').textContent === 'Copied'"))
        #expect(try browser.waitUntil("return !__button('Send the recipe').hasAttribute('data-lv-copied')"))
        #expect(try browser.execute("return __sent.length") as? Int == 0)
    }
}

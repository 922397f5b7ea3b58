import Foundation
import LiveServerTesting
import Testing

/// Preference keys in headless Chromium, on the shop sample
/// (Tests/FidelityApps/Environment/ShopTabBarApp.swift): a tab bar the container
/// learns from its pages, whose pages lie on top of each other with the unselected
/// ones transparent. WebDriver's clicks are real pointer clicks, hit-tested: a
/// transparent page on top that took them would fail them ("element click intercepted").
@Suite(.serialized) struct ShopTabBarBrowserTests {
    /// The WebDriver element of the first button (or field, by placeholder) showing `text`.
    private func control(_ browser: WebDriver, _ text: String) throws -> String {
        let id = try browser.execute(
            """
            const t = arguments[0];
            const el = [...document.querySelectorAll('button, [data-testid]')].find((b) => b.textContent.trim() === t || b.getAttribute('data-testid') === t)
              || document.querySelector('input[placeholder="' + t + '"]');
            return el ? el.id : null;
            """, [text]) as? String
        let found = try #require(id, "no control \(text)")
        return try browser.find("[id='\(found)']")
    }

    private func bodyHas(_ browser: WebDriver, _ text: String) throws -> Bool {
        try browser.waitUntil("return document.body.innerText.includes(\(String(reflecting: text)))")
    }

    @Test func theTabsTheClicksAndTheForm() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/environment/shop-tab-bar")
        // The bar learned its four tabs from the pages (after the first render's preference change).
        #expect(try browser.waitUntil("return document.querySelectorAll('[data-testid=\"tab-bar\"] button').length === 4"))
        // The home page lies under three transparent pages: its button still takes the click.
        try browser.click(control(browser, "Add to cart"))
        try browser.click(control(browser, "tab-cart"))
        #expect(try bodyHas(browser, "Items in cart: 1"))
        #expect(try browser.execute("return getComputedStyle(document.querySelector('[aria-label=\"Name\"]').closest('[style*=opacity]')).opacity") as? String == "1")
        try browser.type(control(browser, "Name"), "Ada")
        try browser.type(control(browser, "Postcode"), "12345")
        #expect(
            try browser.waitUntil(
                "const b = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Place order'); return !!b && !b.disabled"
            ), "every field valid: the form's preference enables the button")
        try browser.click(control(browser, "Place order"))
        #expect(try bodyHas(browser, "Order placed for Ada"))
        // The profile page's badge counts the rows that report themselves unread.
        try browser.click(control(browser, "tab-profile"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=\"unread-badge\"]')?.textContent === '3 unread'"))
        try browser.click(control(browser, "Mark read"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=\"unread-badge\"]')?.textContent === '2 unread'"))
    }
}

import Foundation
import LiveServerTesting
import Testing

/// Keyboard-only use and what Chromium's accessibility tree reads (issue #17
/// items 3–5): the demo's login and Colors flows with WebDriver key actions
/// only (no clicks), focus kept when a server patch replaces the focused
/// field, live regions, and the focus ring.
@Suite(.serialized) struct AccessibilityBrowserTests {
    typealias Key = WebDriver.Key
    static let escape = "\u{E00C}"

    /// Waits until the page has joined its session over the socket.
    func waitJoined(_ browser: WebDriver) throws {
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)"))
    }

    /// Presses keys (WebDriver codes) in whatever has the focus.
    func press(_ browser: WebDriver, _ keys: String...) throws { try browser.keys(keys.joined()) }

    /// Shift+Tab, as one chord.
    func shiftTab(_ browser: WebDriver) throws {
        try browser.performAndRelease([
            WebDriver.keys([WebDriver.keyDown(Key.shift), WebDriver.keyDown(Key.tab), WebDriver.keyUp(Key.tab), WebDriver.keyUp(Key.shift)])
        ])
    }

    func active(_ browser: WebDriver, _ expression: String) throws -> String? {
        try browser.execute("const a = document.activeElement; return a ? String(\(expression)) : null") as? String
    }

    /// The focused element is inside the page's root, not the body.
    func focusInPage(_ browser: WebDriver) throws -> Bool {
        try browser.execute("const a = document.activeElement; return !!a && a !== document.body && document.getElementById('root').contains(a)") as? Bool ?? false
    }

    @Test func theLoginFlowWithTheKeyboardAlone() throws {
        let fixture = try BrowserFixture(environment: ["LOGIN_DELAY_MS": "300"])
        let browser = fixture.browser
        try browser.navigate(fixture.url + "/")
        try waitJoined(browser)
        try press(browser, Key.tab)
        #expect(try active(browser, "a.getAttribute('aria-label')") == "Username")
        try press(browser, "alice")
        try press(browser, Key.tab)
        #expect(try active(browser, "a.getAttribute('aria-label')") == "Password")
        try press(browser, "secret", Key.tab)
        #expect(try active(browser, "a.tagName + ' ' + a.textContent") == "BUTTON Login")
        // The focus ring is drawn, in the page's focus color.
        #expect(try active(browser, "getComputedStyle(a).outlineStyle + ' ' + getComputedStyle(a).outlineWidth") == "solid 2px")
        try press(browser, Key.enter)
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello alice!')"))
        #expect(try browser.waitUntil("return !document.querySelector('[data-lv-leaving]')"))
        // The form and its button left: the focus went to the heading that arrived, not the body.
        #expect(try browser.waitUntil("return document.activeElement.textContent === 'Hello alice!'"))
        #expect(try active(browser, "a.tagName") == "H2")
        try press(browser, Key.tab)
        #expect(try active(browser, "a.textContent") == "Logout")
        try press(browser, Key.space)
        #expect(try browser.waitUntil("return !!document.querySelector('input[aria-label=Username]') && !document.querySelector('[data-lv-leaving]')"))
        #expect(try focusInPage(browser))
        try press(browser, Key.tab)
        #expect(try active(browser, "a.getAttribute('aria-label')") == "Username")
    }

    @Test func theColorsNavigationWithTheKeyboardAlone() throws {
        let fixture = try BrowserFixture()
        let browser = fixture.browser
        // A phone-sized window: the list and the detail are one stack with a Back button.
        try browser.setWindowSize(width: 420, height: 860)
        try browser.navigate(fixture.url + "/colors")
        try waitJoined(browser)
        try press(browser, Key.tab)
        #expect(try active(browser, "a.textContent") == "Purple")
        // Arrows move between the rows, Enter opens one.
        try press(browser, Key.arrowDown)
        #expect(try active(browser, "a.textContent") == "Pink")
        try press(browser, Key.arrowDown, Key.arrowUp)
        #expect(try active(browser, "a.textContent") == "Pink")
        try press(browser, Key.enter)
        #expect(try browser.waitUntil("return document.title === 'Pink' && location.pathname === '/colors/pink'"))
        #expect(try browser.waitUntil("return document.activeElement.textContent === 'Pink'"), "the new title has the focus")
        // Back with Shift+Tab and Space, to the list, with the focus in the page.
        try shiftTab(browser)
        #expect(try active(browser, "a.tagName") == "BUTTON")
        try press(browser, Key.space)
        #expect(try browser.waitUntil("return document.title === 'Colors' && location.pathname === '/colors'"))
        #expect(try focusInPage(browser))
        try press(browser, Key.tab)
        #expect(try active(browser, "a.tagName") == "A")
    }

    @Test func aFieldTheServerReplacesKeepsTheFocusAndTheTyping() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        _ = server
        try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/accessibility/draft")
        try waitJoined(browser)
        try browser.type(try browser.find("input[aria-label=Title]"), "Groceries")
        let before = try browser.execute("return document.activeElement.id") as? String
        // A second later the draft saves itself: the server's patch moves the field into another section.
        #expect(try browser.waitUntil("return document.body.textContent.includes('Saved: Groceries')"))
        #expect(try browser.execute("return document.activeElement.id") as? String != before, "the field was replaced")
        #expect(try active(browser, "a.getAttribute('aria-label')") == "Title")
        try press(browser, " list")
        #expect(try browser.waitUntil("return document.body.textContent.includes('Saved: Groceries list')"))
        #expect(try active(browser, "a.value") == "Groceries list")
    }

    @Test func chromiumReadsTheModifiersAndLiveRegionsAsMapped() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/accessibility/recipe")
        try waitJoined(browser)
        // Chromium's own accessibility tree: names, roles, descriptions, states.
        let tree = try browser.devTools("Accessibility.getFullAXTree") as? [String: Any]
        let nodes = tree?["nodes"] as? [[String: Any]] ?? []
        func value(_ node: [String: Any], _ key: String) -> String? { (node[key] as? [String: Any])?["value"] as? String }
        let exposed = nodes.filter { $0["ignored"] as? Bool != true }
        func node(named name: String) -> [String: Any]? { exposed.first { value($0, "name") == name && value($0, "role") != "StaticText" } }
        #expect(node(named: "Lemon Tart").flatMap { value($0, "role") } == "heading")
        // The stars are one element, read as its label and value.
        let rating = node(named: "Rating")
        #expect(rating.flatMap { value($0, "role") } == "group")
        #expect(rating.flatMap { value($0, "description") } == "4 out of 5 stars")
        #expect(node(named: "45 min, 6 servings") != nil, "the combined summary")
        let heart = node(named: "Favorite")
        #expect(heart.flatMap { value($0, "role") } == "button")
        #expect(heart.flatMap { value($0, "description") } == "Keeps the recipe in your favorites")
        // Nothing named "star" or "photo": the stars and the photo are hidden.
        #expect(!exposed.contains { value($0, "name") == "photo" })
        // The reading order puts the title before the photo drawn above it; the photo still draws first.
        #expect(try browser.execute(
            """
            const t = document.querySelector('[role=heading]'), p = document.querySelector('[data-lv-sort="0"][aria-hidden=true]');
            return t.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING ? t.getBoundingClientRect().top > p.getBoundingClientRect().top : false
            """) as? Bool == true)
        // Keyboard: Tab reaches the hidden custom actions and the heart, Space toggles it; the log region is the same node.
        try browser.execute("window.__log = document.querySelector('[data-testid=log]')")
        try press(browser, Key.tab)
        #expect(try active(browser, "a.textContent") == "Rate higher")
        #expect(try active(browser, "getComputedStyle(a).width !== '1px'") == "true", "a focused action shows")
        try press(browser, Key.enter)
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=rating]').getAttribute('aria-description') === '5 out of 5 stars'"))
        try press(browser, Key.tab, Key.tab)
        #expect(try active(browser, "a.getAttribute('data-testid')") == "favorite")
        try press(browser, Key.space)
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=favorite]').getAttribute('aria-pressed') === 'true'"))
        #expect(try browser.execute("return document.querySelector('[data-testid=log]') === window.__log && window.__log.textContent") as? String == "Added to favorites")
        // Escape in the tip runs its escape action.
        try press(browser, Key.tab)
        try press(browser, Self.escape)
        #expect(try browser.waitUntil("return !document.body.innerText.includes('Tip: chill')"))
        #expect(try focusInPage(browser))
    }

    @Test func messagesThatAppearOnTheirOwnAreAnnounced() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/accessibility/delivery")
        try waitJoined(browser)
        try browser.execute(
            """
            window.__heard = [];
            new MutationObserver(() => { const t = document.getElementById('lv-announce').textContent; if (t) window.__heard.push(t); })
              .observe(document.getElementById('lv-announce'), { childList: true, characterData: true, subtree: true });
            """)
        try browser.type(try browser.find("input[aria-label='Tracking number']"), "1Z")
        try press(browser, Key.tab, Key.enter)
        #expect(try browser.waitUntil("return window.__heard.includes('Enter the 6 or more characters of your tracking number.')"))
        try browser.type(try browser.find("input[aria-label='Tracking number']"), "999AA")
        try press(browser, Key.tab, Key.enter)
        // The lookup finishes a second later, pushed by the server: the new status region is read.
        #expect(try browser.waitUntil("return window.__heard.some((t) => t.includes('Status: Packed'))", timeout: 5))
        let status = try browser.devTools(
            "Accessibility.getPartialAXTree",
            ["backendNodeId": try backendNode(browser, "[data-testid=status]"), "fetchRelatives": false]) as? [String: Any]
        let props = ((status?["nodes"] as? [[String: Any]])?.first?["properties"] as? [[String: Any]]) ?? []
        let live = props.first { $0["name"] as? String == "live" }.flatMap { ($0["value"] as? [String: Any])?["value"] as? String }
        #expect(live == "polite")
        #expect(try focusInPage(browser), "the Track button left; the focus did not fall to the body")
    }

    /// The DevTools backend node id of the element `css` selects.
    func backendNode(_ browser: WebDriver, _ css: String) throws -> Int {
        let document = try browser.devTools("DOM.getDocument", ["depth": 0]) as? [String: Any]
        let rootID = (document?["root"] as? [String: Any])?["nodeId"] as? Int ?? 0
        let found = try browser.devTools("DOM.querySelector", ["nodeId": rootID, "selector": css]) as? [String: Any]
        let described = try browser.devTools("DOM.describeNode", ["nodeId": found?["nodeId"] as? Int ?? 0]) as? [String: Any]
        return (described?["node"] as? [String: Any])?["backendNodeId"] as? Int ?? 0
    }
}

import Foundation
import LiveServerTesting
import Testing

/// The TabView sample apps (Tests/FidelityApps/Navigation/TabsApp.swift) in
/// headless Chromium, served by LiveFixtureServer: tabs chosen with the mouse
/// and the keyboard, each tab's state kept while another is shown, the tab bar
/// at the foot of the window with its badges on the tabs, and the page style's
/// dots.
@Suite(.serialized) struct TabViewBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    static let enter = "\u{E007}", space = " ", left = "\u{E012}", right = "\u{E014}", home = "\u{E011}", end = "\u{E010}"

    var base: String { "http://127.0.0.1:\(server.port)/fidelity/navigation" }

    func open(_ path: String) throws {
        try browser.openJoined(base + path)
    }

    /// A JavaScript string literal.
    func js(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }

    /// The JavaScript expression for the tab button titled `title` (its text, badge left out, or its aria-label).
    func tab(_ title: String) -> String {
        """
        [...document.querySelectorAll('.tv-bar [role=tab]')].find((b) => {
          const c = b.cloneNode(true); c.querySelectorAll('[aria-hidden=true]').forEach((h) => h.remove());
          return (b.getAttribute('aria-label') || c.textContent).trim() === \(js(title));
        })
        """
    }

    func tabElement(_ title: String) throws -> String {
        let id = try browser.execute("return \(tab(title)).id") as? String ?? ""
        return try browser.find("[id='\(id)']")
    }

    /// The text of the shown tab panel, as the user sees it.
    func panelText() throws -> String {
        try browser.execute("const p = document.querySelector('[role=tabpanel]'); return p ? p.innerText : ''") as? String ?? ""
    }

    func selected() throws -> [String] {
        try browser.execute(
            """
            return [...document.querySelectorAll('[role=tablist] [role=tab]')].filter((b) => b.getAttribute('aria-selected') === 'true')
              .map((b) => { const c = b.cloneNode(true); c.querySelectorAll('[aria-hidden=true]').forEach((h) => h.remove());
                return (b.getAttribute('aria-label') || c.textContent).trim(); })
            """) as? [String] ?? []
    }

    func waitPanel(_ text: String) throws -> Bool {
        try browser.waitUntil("const p = document.querySelector('[role=tabpanel]'); return !!p && p.innerText.includes(\(js(text)))")
    }

    func focusedTab() throws -> String? {
        try browser.execute(
            """
            const b = document.activeElement; if (!b || b.getAttribute('role') !== 'tab') return null;
            const c = b.cloneNode(true); c.querySelectorAll('[aria-hidden=true]').forEach((h) => h.remove());
            return (b.getAttribute('aria-label') || c.textContent).trim();
            """) as? String
    }

    // MARK: 1. Clicking a tab

    /// SwiftUI: tapping a tab item shows that tab's content in place of the
    /// other's and marks it selected (VoiceOver: "selected, tab"); a tab's
    /// `@State` (text typed in a field, a counter) outlives being hidden, so it
    /// is still there when the user comes back to the tab.
    @Test func clickingATabShowsItsContentAndTabsKeepTheirState() throws {
        try open("/tabs")
        #expect(try selected() == ["Home"])
        #expect(try panelText().contains("Morning run"))

        try browser.click(try tabElement("Profile"))
        #expect(try waitPanel("Coffees today: 0"))
        #expect(try selected() == ["Profile"])
        #expect(try browser.execute("return \(tab("Home")).getAttribute('aria-selected')") as? String == "false")
        #expect(try !panelText().contains("Morning run"), "the Home tab's content is gone")
        #expect(try browser.execute("return document.body.innerText.includes('Morning run')") as? Bool == false)
        #expect(try browser.waitUntil("return document.body.innerText.includes('Showing Profile')"), "the selection binding moved")

        // State in the Profile tab: a typed name and two coffees.
        try browser.type(try browser.find("input[aria-label='Display name']"), "Ada")
        let add = "[...document.querySelectorAll('[role=tabpanel] button')].find((b) => b.textContent.trim() === 'Add a coffee')"
        try browser.execute("\(add).click()")
        #expect(try waitPanel("Coffees today: 1"))
        try browser.execute("\(add).click()")
        #expect(try waitPanel("Coffees today: 2"))

        // Another tab, then back.
        try browser.click(try tabElement("Inbox"))
        #expect(try waitPanel("Lunch on Friday?"))
        #expect(try selected() == ["Inbox"])
        #expect(try browser.execute("return !!document.querySelector(\"input[aria-label='Display name']\")") as? Bool == false)
        #expect(try !panelText().contains("Coffees today"))

        try browser.click(try tabElement("Profile"))
        #expect(try waitPanel("Coffees today: 2"), "the counter kept its value")
        #expect(try selected() == ["Profile"])
        #expect(try browser.execute("return document.querySelector(\"input[aria-label='Display name']\").value") as? String == "Ada")
        #expect(try !panelText().contains("Lunch on Friday?"))
    }

    // MARK: 2. Keyboard

    /// SwiftUI on a Mac, and the WAI-ARIA tabs pattern with manual activation
    /// (tabs whose content comes from the server): ← and → move the focus
    /// between the tabs without choosing one, Home and End go to the first and
    /// last, and Return or Space chooses the focused tab; the focus stays on it.
    @Test func arrowsMoveBetweenTabsAndReturnOrSpaceChoosesOne() throws {
        try open("/tabs")
        try browser.execute("\(tab("Home")).focus()")
        #expect(try focusedTab() == "Home")

        try browser.keys(Self.right)
        #expect(try focusedTab() == "Inbox", "→ moves the focus to the next tab")
        #expect(try selected() == ["Home"], "moving the focus does not choose the tab")
        #expect(try panelText().contains("Morning run"))

        try browser.keys(Self.enter)
        #expect(try waitPanel("Lunch on Friday?"), "Return chooses the focused tab")
        #expect(try selected() == ["Inbox"])
        #expect(try focusedTab() == "Inbox", "the focus stays on the chosen tab")

        try browser.keys(Self.end)
        #expect(try focusedTab() == "Profile", "End: the last tab")
        #expect(try selected() == ["Inbox"])
        try browser.keys(Self.space)
        #expect(try waitPanel("Coffees today"), "Space chooses the focused tab")
        #expect(try selected() == ["Profile"])
        #expect(try focusedTab() == "Profile")

        try browser.keys(Self.home)
        #expect(try focusedTab() == "Home", "Home: the first tab")
        try browser.keys(Self.left)
        #expect(try focusedTab() == "Profile", "← from the first tab wraps to the last")
        try browser.keys(Self.home + Self.enter)
        #expect(try waitPanel("Morning run"))
        #expect(try selected() == ["Home"])
    }

    // MARK: 3. Layout

    /// SwiftUI on iPhone: the tab bar sits at the bottom of the screen even
    /// when the tab's content is short, and a `.badge` is drawn on its tab's
    /// item (above the icon's trailing side), not somewhere else in the bar.
    @Test func theTabBarIsAtTheFootOfTheWindowAndBadgesSitOnTheirTabs() throws {
        for (path, width, badged, badgeText) in [("/tabs", 1280, "Inbox", "3"), ("/weather", 390, "Radar", "New")] {
            try browser.setWindowSize(width: width, height: 800)
            try open(path)
            #expect(try browser.waitUntil("return !!document.querySelector('.tv-bar .tv-badge')"))
            let facts =
                try browser.execute(
                    """
                    const bar = document.querySelector('[role=tablist].tv-bar').getBoundingClientRect();
                    const tab = \(tab(badged));
                    const t = tab.getBoundingClientRect();
                    const badge = tab.querySelector('.tv-badge');
                    const b = badge.getBoundingClientRect(), s = getComputedStyle(badge);
                    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
                    return {
                      innerHeight: window.innerHeight, innerWidth: window.innerWidth,
                      barTop: bar.top, barBottom: bar.bottom, barLeft: bar.left, barRight: bar.right,
                      tabLeft: t.left, tabRight: t.right, tabTop: t.top, tabBottom: t.bottom,
                      badgeLeft: b.left, badgeRight: b.right, badgeTop: b.top, badgeBottom: b.bottom,
                      badgeText: badge.textContent.trim(),
                      badgeShown: s.display !== 'none' && s.visibility === 'visible' && Number(s.opacity) > 0,
                      badgeOnTop: !!hit && (hit === badge || badge.contains(hit)),
                      pageScrolls: document.scrollingElement.scrollHeight > window.innerHeight + 1,
                    };
                    """) as? [String: Any] ?? [:]
            func n(_ key: String) -> Double { (facts[key] as? NSNumber)?.doubleValue ?? .nan }
            let height = n("innerHeight")
            let context = "\(path) at \(width) px: \(facts)"
            // The content is short: the page does not scroll, and the bar is at the window's foot.
            #expect(facts["pageScrolls"] as? Bool == false, "\(context)")
            #expect(n("barBottom") <= height + 0.5, "the bar ends inside the window: \(context)")
            #expect(n("barBottom") >= height - 2, "the bar is at the window's foot: \(context)")
            #expect(n("barTop") > height * 0.8, "\(context)")
            #expect(n("barLeft") >= 0 && n("barRight") <= n("innerWidth") + 0.5, "\(context)")
            // The badge: shown, on top, and within its tab's button.
            #expect(facts["badgeText"] as? String == badgeText, "\(context)")
            #expect(facts["badgeShown"] as? Bool == true, "\(context)")
            #expect(facts["badgeOnTop"] as? Bool == true, "nothing covers the badge: \(context)")
            #expect(n("badgeRight") - n("badgeLeft") >= 16 && n("badgeBottom") - n("badgeTop") >= 14, "\(context)")
            #expect(n("badgeLeft") >= n("tabLeft") - 0.5 && n("badgeRight") <= n("tabRight") + 0.5, "badge within its tab: \(context)")
            #expect(n("badgeTop") >= n("barTop") - 0.5 && n("badgeBottom") <= height + 0.5, "badge inside the bar: \(context)")
        }
        // Content taller than the window: the page scrolls and the bar stays at the window's foot
        // (sticky), as iOS keeps it on screen, at the top of the page and scrolled to its end.
        try browser.setWindowSize(width: 390, height: 360)
        try open("/tabs")
        for scroll in ["0", "document.scrollingElement.scrollHeight"] {
            let facts =
                try browser.execute(
                    """
                    window.scrollTo(0, \(scroll));
                    const bar = document.querySelector('[role=tablist].tv-bar').getBoundingClientRect();
                    return { scrolls: document.scrollingElement.scrollHeight > window.innerHeight + 1,
                             barBottom: bar.bottom, innerHeight: window.innerHeight };
                    """) as? [String: Any] ?? [:]
            let height = (facts["innerHeight"] as? NSNumber)?.doubleValue ?? .nan
            let bottom = (facts["barBottom"] as? NSNumber)?.doubleValue ?? .nan
            #expect(facts["scrolls"] as? Bool == true, "the page is taller than the window: \(facts)")
            #expect(bottom <= height + 0.5 && bottom >= height - 2, "the bar stays at the window's foot: \(facts)")
        }
    }

    // MARK: 4. Page style

    /// SwiftUI's `.tabViewStyle(.page)`: one page at a time with a row of
    /// index dots; tapping a dot shows its page (VoiceOver names them
    /// "Page 2 of 3"). A dot is drawn small, but its pointer target must be at
    /// least 24×24 CSS pixels (WCAG 2.5.8) so it can be hit.
    @Test func aPageDotShowsItsPageAndIsBigEnoughToHit() throws {
        try open("/onboarding")
        #expect(try waitPanel("Plan your week"))
        #expect(try !panelText().contains("Track your habits"))
        #expect(
            try browser.execute("return [...document.querySelectorAll('.tv-dots [role=tab]')].map((d) => d.getAttribute('aria-label'))")
                as? [String] == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"])
        #expect(try selected() == ["Page 1 of 3"])

        try browser.click(try browser.find(".tv-dots [role=tab][aria-label='Page 2 of 3']"))
        #expect(try waitPanel("Track your habits"))
        #expect(try panelText().contains("Check them off as you go."))
        #expect(try !panelText().contains("Plan your week"))
        #expect(try selected() == ["Page 2 of 3"])

        // Each dot's box, and the points a finger or pointer lands on (the middle, and 11 px out each way), hit the dot.
        let dots =
            try browser.execute(
                """
                return [...document.querySelectorAll('.tv-dots .tv-dot')].map((d) => {
                  const r = d.getBoundingClientRect(), cx = r.left + r.width / 2, cy = r.top + r.height / 2;
                  const hits = [[0, 0], [-11, 0], [11, 0], [0, -11], [0, 11]].every(([dx, dy]) => {
                    const e = document.elementFromPoint(cx + dx, cy + dy); return !!e && (e === d || d.contains(e));
                  });
                  return { label: d.getAttribute('aria-label'), width: r.width, height: r.height, hits,
                    inside: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth };
                })
                """) as? [[String: Any]] ?? []
        #expect(dots.count == 3)
        for dot in dots {
            let width = (dot["width"] as? NSNumber)?.doubleValue ?? 0
            let height = (dot["height"] as? NSNumber)?.doubleValue ?? 0
            #expect(width >= 24 && height >= 24, "\(dot)")
            #expect(dot["hits"] as? Bool == true, "the whole 24 px target takes the click: \(dot)")
            #expect(dot["inside"] as? Bool == true, "\(dot)")
        }
    }
}

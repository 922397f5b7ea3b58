import Foundation
import LiveServerTesting
import Testing

/// `Menu` and `.contextMenu` in headless Chromium, on the notes sample app
/// (Tests/FidelityApps/Controls/NotesMenuApp.swift) served by
/// LiveFixtureServer: menus opened with the mouse (a right click for a
/// context menu), anchored to what opened them and kept inside the window,
/// moved through with the arrow keys, closed by Escape, a click outside or a
/// chosen item, and the focus given back to the button.
@Suite(.serialized) struct MenuBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    static let escape = "\u{E00C}", down = "\u{E015}"

    func open() throws {
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/controls/notes-menus")
        try browser.execute(
            """
            // A button by its accessible name (aria-label, else its text), as a user finds it.
            window.__button = (name, inside) => [...(inside || document).querySelectorAll('button')]
              .find((b) => (b.getAttribute('aria-label') || b.textContent.trim()) === name);
            window.__open = () => [...document.querySelectorAll('dialog[data-lv-modal][open]:not([data-lv-leaving])')];
            // The open menu (the last one presented), or undefined.
            window.__menu = () => __open().filter((d) => d.getAttribute('data-lv-modal') === 'menu').at(-1);
            window.__anyMenu = () => !!document.querySelector('dialog[data-lv-modal=menu]');
            // The names of the open menu's items, in order.
            window.__items = () => { const m = __menu(); return m ? [...m.querySelectorAll('[role^=menuitem]')] : []; };
            window.__names = () => __items().map((i) => i.textContent.trim());
            // The notes in the list, in order (the views that have a context menu).
            window.__notes = () => [...document.querySelectorAll('[data-lv-menu]')].map((h) => h.textContent.trim());
            window.__note = (title) => [...document.querySelectorAll('[data-lv-menu]')].find((h) => h.textContent.trim() === title);
            window.__text = () => document.getElementById('root').innerText;
            window.__active = () => document.activeElement ? document.activeElement.outerHTML.slice(0, 160) : 'none';
            """)
    }

    /// A JavaScript string literal.
    func js(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }

    func until(_ script: String) throws -> Bool { try browser.waitUntil("return " + script) }
    func value(_ script: String) throws -> Any? { try browser.execute("return " + script) }
    /// A value for a failure's message (never throws).
    func peek(_ script: String) -> String { (try? value(script)).map { "\($0)" } ?? "nil" }

    /// The WebDriver element for the element a JavaScript expression gives.
    func element(_ expression: String) throws -> String {
        guard let id = try value("(\(expression) || {}).id") as? String, !id.isEmpty else {
            throw WebDriver.Failure(description: "no element for \(expression)")
        }
        return try browser.find("[id='\(id)']")
    }

    /// Where the open menu is drawn against `anchor` (a JavaScript expression for an element), once its entrance ended.
    struct Placement: CustomStringConvertible {
        let facts: [String: Any]
        func n(_ key: String) -> Double { (facts[key] as? NSNumber)?.doubleValue ?? .nan }
        var below: Bool { n("top") >= n("aBottom") - 1 }
        var above: Bool { n("bottom") <= n("aTop") + 1 }
        /// The gap between the menu and its anchor, on the side it opened.
        var gap: Double { below ? n("top") - n("aBottom") : n("aTop") - n("bottom") }
        var overlapsHorizontally: Bool { n("left") < n("aRight") - 1 && n("right") > n("aLeft") + 1 }
        var insideWindow: Bool {
            n("left") >= -0.5 && n("top") >= -0.5 && n("right") <= n("innerWidth") + 0.5 && n("bottom") <= n("innerHeight") + 0.5
        }
        var shown: Bool { facts["shown"] as? Bool == true }
        var description: String { "\(facts)" }
    }

    func placement(of anchor: String) throws -> Placement {
        #expect(try until("!!__menu() && __menu().getAnimations().length === 0"), "the menu's entrance ends")
        let facts =
            try value(
                """
                (() => {
                  const d = __menu(), a = \(anchor);
                  if (!d || !a) return { missing: !d ? 'menu' : 'anchor' };
                  const r = d.getBoundingClientRect(), b = a.getBoundingClientRect(), s = getComputedStyle(d);
                  const first = __items()[0], f = first && first.getBoundingClientRect();
                  const hit = f && document.elementFromPoint(f.left + f.width / 2, f.top + f.height / 2);
                  return {
                    left: r.left, top: r.top, right: r.right, bottom: r.bottom,
                    aLeft: b.left, aTop: b.top, aRight: b.right, aBottom: b.bottom,
                    innerWidth: document.documentElement.clientWidth, innerHeight: innerHeight,
                    shown: d.open && d.matches(':modal') && s.display !== 'none' && s.visibility === 'visible'
                      && Number(s.opacity) > 0.99 && r.width > 40 && r.height > 20 && !!hit && (hit === first || first.contains(hit)),
                    pageScrollsSideways: document.scrollingElement.scrollWidth > document.documentElement.clientWidth + 1,
                  };
                })()
                """) as? [String: Any] ?? [:]
        return Placement(facts: facts)
    }

    // MARK: 1. Opening a menu, its keys, Escape

    /// SwiftUI: tapping a `Menu`'s button shows its items in a panel attached
    /// to the button (below it, or above when there is no room), on screen;
    /// on a Mac and with a keyboard, the menu takes the focus, ↓ moves to the
    /// next item, and Escape closes it, putting the focus back on the button
    /// (the WAI-ARIA menu button pattern: `aria-expanded` says whether it is
    /// open). A `Picker` inside a menu shows its options inline as items, the
    /// chosen one with a checkmark, so "Title", "Newest" and "Delete all" are
    /// all items the arrows move between.
    @Test func clickingSortOpensAnAnchoredMenuArrowsMoveAndEscapeClosesIt() throws {
        try open()
        let sort = "__button('Sort')"
        #expect(try value("\(sort).getAttribute('aria-haspopup')") as? String == "menu")
        #expect(try value("\(sort).getAttribute('aria-expanded')") as? String == "false")
        #expect(try value("__anyMenu()") as? Bool == false)

        try browser.click(try element(sort))
        #expect(try until("!!__menu()"), "clicking Sort opens a menu")
        #expect(try until("\(sort).getAttribute('aria-expanded') === 'true'"))
        #expect(try value("!!__menu().querySelector('[role=menu]')") as? Bool == true)

        let place = try placement(of: sort)
        #expect(place.shown, "the menu is drawn, opaque, on top: \(place)")
        #expect(place.below || place.above, "the menu opens below the button (or above it): \(place)")
        #expect(place.gap <= 12, "next to the button, not elsewhere: \(place)")
        #expect(place.overlapsHorizontally, "under the button, not beside it: \(place)")
        #expect(place.insideWindow, "all of it inside the window: \(place)")

        // The focus is in the menu, on its first item.
        #expect(try until("__menu().querySelector('[role=menu]').contains(document.activeElement)"), "\(peek("__active()"))")
        let names = try value("__names()") as? [String] ?? []
        #expect(
            names == ["Title", "Newest", "Delete all"],
            "the picker's options are items of the menu: \(names); \(peek("__menu().outerHTML"))")
        let first = try value("__items().indexOf(document.activeElement)") as? Int ?? -2
        #expect(first == 0, "the focus is on the first item, not \(peek("__active()"))")

        // ↓: the next item.
        try browser.keys(Self.down)
        let next = try value("__items().indexOf(document.activeElement)") as? Int ?? -2
        #expect(first >= 0 && next == first + 1, "↓ moves from item \(first) to \(next) of \(names); focused: \(peek("__active()"))")
        #expect(try value("!!__menu()") as? Bool == true, "arrows do not close the menu")

        // Escape closes it and gives the focus back to Sort.
        try browser.keys(Self.escape)
        #expect(try until("!__anyMenu()"), "Escape closes the menu")
        #expect(try until("document.activeElement === \(sort)"), "the focus is back on Sort: \(peek("__active()"))")
        #expect(try until("\(sort).getAttribute('aria-expanded') === 'false'"))
        #expect(try value("__notes()") as? [String] == ["Books", "Trip ideas", "Groceries"], "nothing was chosen")
        #expect(try value("__text().includes('Nothing yet')") as? Bool == true)
    }

    // MARK: 2. A click outside

    /// SwiftUI: a tap outside an open menu only dismisses it; no item runs,
    /// and the tap does not reach the control under it (here the "New" button,
    /// which would add a note). The focus goes back to the menu's button.
    @Test func aClickOutsideClosesTheMenuWithoutRunningAnything() throws {
        try open()
        let new = "__button('New')"
        let point = try #require(
            try value("(r => [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)])(\(new).getBoundingClientRect())")
                as? [Int])
        try browser.click(try element("__button('Sort')"))
        #expect(try until("!!__menu() && __menu().getAnimations().length === 0"))
        try browser.recordSentEvents()
        #expect(
            try value(
                "(r => \(point[0]) < r.left || \(point[0]) > r.right || \(point[1]) < r.top || \(point[1]) > r.bottom)(__menu().getBoundingClientRect())"
            ) as? Bool == true, "the point is outside the menu")

        try browser.click(atViewportX: point[0], y: point[1])
        #expect(try until("!__anyMenu()"), "a click outside closes the menu")
        #expect(try until("__button('Sort').getAttribute('aria-expanded') === 'false'"))
        #expect(try until("document.activeElement === __button('Sort')"), "\(peek("__active()"))")
        // A round trip later, nothing ran: no note added, none deleted; the page only asked to dismiss.
        #expect(try until("__sent.length > 0"))
        #expect(try value("__sent.map((e) => e.kind)") as? [String] == ["dismiss"], "\(peek("JSON.stringify(__sent)"))")
        #expect(try value("__notes()") as? [String] == ["Books", "Trip ideas", "Groceries"])
        #expect(try value("__text().includes('Nothing yet')") as? Bool == true)

        // The same with the "More" menu and a click on empty page.
        try browser.click(try element("__button('More')"))
        #expect(try until("!!__menu() && __menu().getAnimations().length === 0"))
        #expect(try value("__names()") as? [String] == ["Checklist", "Drawing"])
        try browser.click(atViewportX: 640, y: 560)
        #expect(try until("!__anyMenu()"))
        #expect(try until("document.activeElement === __button('More')"), "\(peek("__active()"))")
        #expect(try value("__notes()") as? [String] == ["Books", "Trip ideas", "Groceries"])
        #expect(try value("__text().includes('Nothing yet')") as? Bool == true)
    }

    // MARK: 3. A menu with a primary action

    /// SwiftUI's `Menu(_:content:primaryAction:)`: tapping the button runs the
    /// primary action and opens nothing (so it is not announced as a menu
    /// button); the menu opens another way (here its "More" button beside it).
    /// Choosing an item closes the menu and runs the item: "Drawing" adds
    /// "Drawing 4".
    @Test func moreOpensTheNewMenuItsItemRunsAndNewItselfRunsThePrimaryAction() throws {
        try open()
        let more = "__button('More')"
        #expect(try value("\(more).getAttribute('aria-expanded')") as? String == "false")
        try browser.click(try element(more))
        #expect(try until("!!__menu()"), "More opens the menu")
        #expect(try until("\(more).getAttribute('aria-expanded') === 'true'"))
        let place = try placement(of: "\(more).closest('.mn') || \(more)")
        #expect(place.shown && (place.below || place.above) && place.gap <= 12, "\(place)")
        #expect(place.overlapsHorizontally && place.insideWindow, "\(place)")
        #expect(try value("__names()") as? [String] == ["Checklist", "Drawing"])
        #expect(try until("document.activeElement === __items()[0]"), "the focus is on Checklist: \(peek("__active()"))")
        try browser.keys(Self.down)
        #expect(try until("document.activeElement === __items()[1]"), "↓: Drawing; focused: \(peek("__active()"))")

        try browser.click(try element("__items()[1]"))
        #expect(try until("!__anyMenu()"), "choosing an item closes the menu")
        #expect(try until("__notes()[0] === 'Drawing 4'"), "\(peek("__notes()"))")
        #expect(try value("__notes()") as? [String] == ["Drawing 4", "Books", "Trip ideas", "Groceries"])
        #expect(try until("__text().includes('Added Drawing 4')"))
        #expect(try until("\(more).getAttribute('aria-expanded') === 'false'"))

        // "New" itself: the primary action, no menu.
        let new = "__button('New')"
        #expect(try value("\(new).hasAttribute('aria-haspopup') || \(new).hasAttribute('aria-expanded')") as? Bool == false)
        try browser.execute(
            """
            window.__dialogs = 0;
            new MutationObserver((ms) => ms.forEach((m) => m.addedNodes.forEach((n) => { if (n.tagName === 'DIALOG') __dialogs++; })))
              .observe(document.getElementById('root'), { childList: true, subtree: true });
            """)
        try browser.click(try element(new))
        #expect(try until("__notes()[0] === 'Note 5'"), "New adds a note: \(peek("__notes()"))")
        #expect(try until("__text().includes('Added Note 5')"))
        #expect(try value("__dialogs") as? Int == 0, "nothing was presented")
        #expect(try value("__open().length") as? Int == 0)
        #expect(try value("__notes()") as? [String] == ["Note 5", "Drawing 4", "Books", "Trip ideas", "Groceries"])
    }

    // MARK: 4. A context menu

    /// SwiftUI's `.contextMenu`: a right click on a Mac (a long press on
    /// iPhone) on the note shows the app's menu for it (Rename, Pin, Delete),
    /// attached to the note, in place of the system's own menu. "Pin" closes
    /// the menu and pins the note (pinned notes come first, with a pin);
    /// "Rename" closes it and presents the sheet with the title field.
    @Test func aRightClickOnANoteOpensItsContextMenuPinAndRename() throws {
        try open()
        // Whether the page kept the browser's own menu from showing (read after every listener ran).
        try browser.execute("window.__prevented = []; window.addEventListener('contextmenu', (e) => __prevented.push(e.defaultPrevented));")
        try browser.rightClick(try element("__note('Trip ideas')"))
        #expect(try until("!!__menu()"), "a right click opens the note's menu")
        #expect(try value("__prevented") as? [Bool] == [true], "the browser's own menu is not shown")
        #expect(try value("__names()") as? [String] == ["Rename", "Pin", "Delete"])
        let place = try placement(of: "__note('Trip ideas')")
        #expect(place.shown, "\(place)")
        #expect(place.below || place.above, "the menu opens below the note's row (or above it): \(place)")
        let rowGap =
            try value(
                """
                (() => { const d = __menu().getBoundingClientRect(), r = __note('Trip ideas').closest('li').getBoundingClientRect();
                  return Math.max(d.top - r.bottom, r.top - d.bottom); })()
                """) as? Double ?? .nan
        #expect(rowGap <= 12, "next to the row (\(rowGap) px away): \(place)")
        #expect(place.overlapsHorizontally && place.insideWindow, "\(place)")
        #expect(try until("__menu().querySelector('[role=menu]').contains(document.activeElement)"), "\(peek("__active()"))")

        // Pin.
        try browser.click(try element("__items().find((i) => i.textContent.trim() === 'Pin')"))
        #expect(try until("!__anyMenu()"), "choosing Pin closes the menu")
        #expect(try until("__text().includes('Pinned Trip ideas')"))
        #expect(try value("__notes()") as? [String] == ["Trip ideas", "Books", "Groceries"], "a pinned note comes first")
        #expect(try value("!!__note('Trip ideas').querySelector('[aria-label=Pinned]')") as? Bool == true)

        // Again: the item now says Unpin; Rename presents the sheet.
        try browser.rightClick(try element("__note('Trip ideas')"))
        #expect(try until("!!__menu()"))
        #expect(try value("__names()") as? [String] == ["Rename", "Unpin", "Delete"])
        try browser.click(try element("__items().find((i) => i.textContent.trim() === 'Rename')"))
        #expect(try until("__open().length === 1 && __open()[0].getAttribute('data-lv-modal') === 'sheet'"), "Rename presents the sheet")
        #expect(try until("!__anyMenu()"), "the menu is gone")
        #expect(try value("__open()[0].querySelector(\"input[aria-label='Title']\").value") as? String == "Trip ideas")
        #expect(try value("!!__button('Save', __open()[0])") as? Bool == true)
    }

    // MARK: 5. A narrow window

    /// SwiftUI on iPhone: a menu opened from the trailing end of the
    /// navigation bar is kept on screen (it grows toward the middle rather
    /// than past the screen's edge), still attached to its button.
    @Test func onANarrowWindowTheSortMenuStaysInsideTheWindow() throws {
        try browser.setWindowSize(width: 390, height: 800)
        try open()
        #expect(try until("document.documentElement.clientWidth <= 390"))
        let sort = "__button('Sort')"
        try browser.click(try element(sort))
        #expect(try until("!!__menu()"))
        let place = try placement(of: sort)
        #expect(place.shown, "\(place)")
        #expect(place.insideWindow, "the menu is inside the 390 px window: \(place)")
        #expect(place.facts["pageScrollsSideways"] as? Bool == false, "the page does not scroll sideways: \(place)")
        #expect((place.below || place.above) && place.gap <= 12, "still attached to Sort: \(place)")
        #expect(place.overlapsHorizontally, "\(place)")
        try browser.keys(Self.escape)
        #expect(try until("!__anyMenu()"))
    }
}

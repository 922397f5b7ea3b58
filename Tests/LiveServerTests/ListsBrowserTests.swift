import Foundation
import LiveServerTesting
import Testing

/// The editable-list sample apps in headless Chromium: edit mode, row
/// actions and selection with the keyboard, and row transitions inside a List.
@Suite(.serialized) struct ListsBrowserTests {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)/fidelity/lists" }

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    func open(_ app: String) throws {
        try browser.navigate(url + "/" + app)
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
    }

    func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "\\'") + "'" }

    func waitFor(_ identifier: String, _ text: String, timeout: Double = 5) throws -> Bool {
        try browser.waitUntil(
            "const e = document.querySelector('[data-testid=\(identifier)]'); return !!e && e.textContent === \(quoted(text))",
            timeout: timeout)
    }

    func settled() throws -> Bool { try browser.waitUntil("return LiveUI.state.pending.length === 0") }

    /// A CSS-free way to name the focused element: its accessible label or text, and its row's text.
    func focused() throws -> String {
        try browser.execute(
            """
            const a = document.activeElement, li = a && a.closest('li');
            const content = li ? [...li.children].find((c) => !c.matches('.ls-acts, .ls-move, .ls-bg, button')) : null;
            const row = content ? content.querySelector('.tx') : null;
            return (a.getAttribute('aria-label') || a.textContent.trim()) + ' @ ' + (row ? row.textContent : '');
            """) as? String ?? ""
    }

    func expectFocus(_ expected: String, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try focused()
        #expect(actual == expected, "\(comment) (focused: \(actual))", sourceLocation: sourceLocation)
    }

    func press(_ keys: String...) throws {
        try browser.keys(keys.joined())
        #expect(try settled())
    }

    func focusButton(_ text: String) throws {
        try browser.execute(
            "[...document.querySelectorAll('#root button')].find((b) => b.textContent.trim() === arguments[0]).focus()", [text])
    }

    @Test func deleteAndMoveWithTheKeyboardInEditMode() throws {
        try open("todos")
        try focusButton("Edit")
        try press(WebDriver.Key.enter)
        #expect(try waitFor("status", "Editing"))
        try expectFocus("Done @ ", "the button keeps the focus as its title changes")
        // The pinned row has no controls: Tab goes to the second row's delete button, then its move buttons.
        try press(WebDriver.Key.tab)
        try expectFocus("Delete @ Buy milk")
        try press(WebDriver.Key.tab, WebDriver.Key.tab)
        try expectFocus("Move down @ Buy milk")
        try press(WebDriver.Key.enter)
        #expect(try waitFor("order", "Read the SwiftUI docs, Walk the dog, Buy milk, Call mom"))
        #expect(try browser.waitUntil("return document.activeElement.getAttribute('aria-label') === 'Move down'", timeout: 2))
        try expectFocus("Move down @ Buy milk", "the moved row keeps the focus on its button")
        try press(WebDriver.Key.enter)
        #expect(try waitFor("order", "Read the SwiftUI docs, Walk the dog, Call mom, Buy milk"))
        // Now last: its Move down is disabled. Back to its Delete button and press it.
        try browser.perform([
            WebDriver.keys([
                WebDriver.keyDown(WebDriver.Key.shift), WebDriver.keyDown(WebDriver.Key.tab), WebDriver.keyUp(WebDriver.Key.tab),
                WebDriver.keyUp(WebDriver.Key.shift),
            ])
        ])
        try expectFocus("Move up @ Buy milk")
        try focusButtonInRow("Delete", "Buy milk")
        try press(WebDriver.Key.space)
        #expect(try waitFor("order", "Read the SwiftUI docs, Walk the dog, Call mom"))
        #expect(try browser.waitUntil("return !document.getElementById('root').textContent.includes('Buy milk')"))
        try browser.releaseActions()
    }

    func focusButtonInRow(_ label: String, _ row: String) throws {
        try browser.execute(
            """
            const li = [...document.querySelectorAll('#root li.ls-row')].find((l) => l.textContent.includes(arguments[1]));
            [...li.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === arguments[0] || b.textContent.trim() === arguments[0]).focus();
            """, [label, row])
    }

    @Test func reorderByDraggingTheGrip() throws {
        try open("todos")
        try focusButton("Edit")
        try press(WebDriver.Key.enter)
        #expect(try waitFor("status", "Editing"))
        let grip = try browser.find("li[data-lv-off='1'] .ls-grip")
        let target = try browser.find("li[data-lv-off='3']")
        // From Buy milk's grip to the lower half of the last row: after it.
        try browser.perform([
            WebDriver.pointer([
                WebDriver.move(to: grip), WebDriver.down, WebDriver.move(to: target, y: 5, ms: 150),
                WebDriver.move(to: target, y: 12, ms: 100), WebDriver.up,
            ])
        ])
        #expect(try waitFor("order", "Read the SwiftUI docs, Walk the dog, Call mom, Buy milk"))
        #expect(try browser.execute("return document.querySelectorAll('.ls-drop, .ls-drop-end, .ls-dragged').length") as? Int == 0)
        try browser.releaseActions()
    }

    @Test func aSwipeActionWithTheKeyboard() throws {
        try open("todos")
        try focusButton("Edit")
        // Past the Edit button: the first row's leading action, hidden until the row holds the focus.
        let hidden =
            try browser.execute(
                "return matchMedia('(hover: hover)').matches ? getComputedStyle(document.querySelector('#root li.ls-row .ls-acts')).opacity : 'no hover'"
            ) as? String
        #expect(hidden == "0" || hidden == "no hover", "with a mouse, actions wait for hover or focus")
        try press(WebDriver.Key.tab)
        try expectFocus("Done @ Read the SwiftUI docs")
        #expect(
            try browser.waitUntil(
                "return getComputedStyle(document.activeElement.closest('.ls-acts')).opacity === '1'", timeout: 2),
            "the row's actions show while it has the focus")
        try press(WebDriver.Key.enter)
        #expect(try waitFor("status", "3 left"))
        // On to the trailing actions: Delete, then Flag.
        try press(WebDriver.Key.tab, WebDriver.Key.tab)
        try expectFocus("Flag @ Read the SwiftUI docs")
        try press(WebDriver.Key.enter)
        #expect(
            try browser.waitUntil(
                "return [...document.querySelectorAll('#root li.ls-row')].find((l) => l.textContent.includes('Read the SwiftUI')).querySelector('.ls-bg') !== null"
            ), "the flagged row gets its background")
        try browser.releaseActions()
    }

    @Test func singleSelectionByClickAndArrows() throws {
        try open("mailboxes")
        let sent = try browser.find("li[role=option][aria-selected=false]")
        try browser.click(sent)
        #expect(try waitFor("detail", "Showing Sent"))
        #expect(try browser.execute("return document.activeElement.getAttribute('aria-selected')") as? String == "true")
        try press(WebDriver.Key.arrowDown)
        #expect(try waitFor("detail", "Showing Archive"), "in a single selection the selection follows the arrows")
        try press(WebDriver.Key.arrowDown, WebDriver.Key.arrowDown)
        #expect(try waitFor("detail", "Showing Trash"), "rows that cannot be selected are skipped, the end stops")
        try press("\u{E011}")  // Home
        #expect(try waitFor("detail", "Showing Inbox"))
        #expect(try browser.execute("return document.activeElement.textContent.trim()") as? String == "Inbox")
        #expect(
            try browser.execute("return [...document.querySelectorAll('[aria-selected=true]')].map((e) => e.textContent.trim())")
                as? [String] == ["Inbox"])
        try browser.releaseActions()
    }

    @Test func multipleSelectionByClickArrowsAndSpace() throws {
        try open("contacts")
        let first = try browser.find("li[role=option]")
        try browser.click(first)
        #expect(try waitFor("selected-count", "1 selected"))
        try press(WebDriver.Key.arrowDown)
        #expect(try browser.execute("return document.activeElement.textContent") as? String == "Grace HopperUS Navy")
        #expect(try waitFor("selected-count", "1 selected"), "arrows move the focus only in a multiple selection")
        try press(WebDriver.Key.space)
        #expect(try waitFor("selected-count", "2 selected"))
        #expect(try browser.execute("return document.activeElement.getAttribute('aria-selected')") as? String == "true")
        try press(WebDriver.Key.space)
        #expect(try waitFor("selected-count", "1 selected"), "Space toggles")
        // A button inside a row is not a row click: the refresh button is outside; the search field filters.
        try browser.type(try browser.find("input[type=search]"), "ada")
        #expect(
            try browser.waitUntil("return document.querySelectorAll('#root li[role=option]:not([data-lv-leaving])').length === 1"))
        try browser.releaseActions()
    }

    @Test func rowTransitionsAndAnimationsInsideAList() throws {
        try open("todos")
        try browser.type(try browser.find("input[aria-label='New to-do']"), "Water plants" + WebDriver.Key.enter)
        // The new <li> slides in from the leading edge (the row's .move(edge: .leading)), not a fade.
        let xs =
            try browser.execute(
                """
                return new Promise((done) => {
                  const out = [], until = performance.now() + 900;
                  const tick = () => {
                    const li = [...document.querySelectorAll('#root li.ls-row')].find((l) => l.textContent.includes('Water plants'));
                    if (li) out.push([new DOMMatrixReadOnly(getComputedStyle(li).transform).m41, +getComputedStyle(li).opacity]);
                    if (performance.now() < until) requestAnimationFrame(tick); else done(out);
                  };
                  tick();
                });
                """) as? [[Double]] ?? []
        #expect(xs.contains { $0[0] < -1 }, "a frame with the row off to the left: \(xs.prefix(20))")
        #expect(xs.allSatisfy { $0[1] == 1 }, "no fade: the <li> does not fall back to the default transition")
        #expect(xs.last?[0] == 0)
        // Removing it: it leaves with the same move.
        try focusButtonInRow("Delete", "Water plants")
        try browser.keys(WebDriver.Key.enter)
        #expect(
            try browser.waitUntil(
                "const l = document.querySelector('#root li[data-lv-leaving]'); return !!l && l.getAttribute('data-lv-out') === 'move:-100%,0' && l.getAnimations().length > 0",
                timeout: 2))
        #expect(try browser.waitUntil("return !document.getElementById('root').textContent.includes('Water plants')"))

        // .animation(_:value:) on a List: rows filtered out by a search fade out.
        try open("contacts")
        try browser.type(try browser.find("input[type=search]"), "grace")
        #expect(
            try browser.waitUntil(
                "return [...document.querySelectorAll('#root li[data-lv-leaving]')].some((l) => l.getAnimations().length > 0)", timeout: 2),
            "rows leave with the list's animation")
        #expect(
            try browser.waitUntil("return document.querySelectorAll('#root li[role=option]').length === 1", timeout: 3))
        let ids =
            try browser.execute(
                "const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return ids.length === new Set(ids).size") as? Bool
        #expect(ids == true)
    }
}

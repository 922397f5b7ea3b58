import Foundation
import LiveServerTesting
import Testing

/// The presentation sample apps (Tests/FidelityApps/Presentation) in headless
/// Chromium: modal `<dialog>`s opened and dismissed with the keyboard, focus
/// returned to the opener, the page behind inert, transitions that run.
@Suite(.serialized) struct PresentationBrowserTests {
    struct Page {
        let server: ServerProcess
        let browser: WebDriver

        init(_ app: String) throws {
            (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
            try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/presentation/\(app)")
            guard try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)") else {
                throw WebDriver.Failure(description: "the page did not join")
            }
            // Finds a button by its text, as a user would.
            try browser.execute(
                """
                window.__button = (text, inside) => [...(inside || document).querySelectorAll('button')]
                  .find(b => b.textContent.trim() === text);
                window.__open = () => [...document.querySelectorAll('dialog[data-lv-modal][open]:not([data-lv-leaving])')];
                """)
        }

        func until(_ script: String) throws -> Bool { try browser.waitUntil("return " + script) }
        func value(_ script: String) throws -> Any? { try browser.execute("return " + script) }
        func shows(_ text: String) throws -> Bool {
            try until("document.getElementById('root').textContent.includes(\(js(text)))")
        }
        /// Focuses the button titled `text` (as Tab would reach it) and presses Return.
        func press(_ text: String) throws {
            try browser.execute("__button(\(js(text)), __open().at(-1)).focus()")
            try browser.keys(PresentationBrowserTests.enter)
        }
        func activeText() throws -> String? { try value("document.activeElement.textContent.trim()") as? String }

        func js(_ s: String) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
        }
    }

    static let enter = "\u{E007}", escape = "\u{E00C}", tab = "\u{E004}", shift = "\u{E008}"

    @Test func aSheetOpensFromTheKeyboardTakesTypingAndEscapeReturnsTheFocus() throws {
        let page = try Page("expenses")
        try page.press("Add Expense")
        #expect(try page.until("__open().length === 1 && __open()[0].matches(':modal')"))
        #expect(try page.value("__open()[0].getAttribute('data-lv-modal')") as? String == "sheet")
        // The dialog takes the focus (Chromium focuses the dialog itself); Tab reaches its first field.
        let inside = try page.until("__open()[0].contains(document.activeElement)")
        let active = try page.value("document.activeElement.outerHTML.slice(0, 80)")
        #expect(inside, "\(String(describing: active))")
        try page.browser.keys(Self.tab)
        #expect(try page.until("document.activeElement.getAttribute('aria-label') === 'Name'"))
        try page.browser.execute("window.__sheet = __open()[0]")
        try page.browser.keys("Lunch")
        // Patches morph the open dialog: the same element, still open, Save enabled by the server.
        #expect(try page.until("!__button('Save', __sheet).disabled"))
        #expect(try page.value("__sheet.isConnected && __sheet.open && __open().length === 1") as? Bool == true)
        #expect(try page.value("document.activeElement.value") as? String == "Lunch")
        try page.browser.keys(Self.escape)
        #expect(try page.until("__open().length === 0"))
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.activeText() == "Add Expense")
        #expect(try page.shows("Order added, 1 sheets closed"))
        #expect(try page.value("document.getElementById('root').textContent.includes('Lunch')") as? Bool == false)
    }

    @Test func savingInTheSheetDismissesItFromTheServer() throws {
        let page = try Page("expenses")
        try page.press("Add Expense")
        #expect(try page.until("__open().length === 1 && __open()[0].contains(document.activeElement)"))
        try page.browser.keys(Self.tab)
        #expect(try page.until("document.activeElement.getAttribute('aria-label') === 'Name'"))
        try page.browser.keys("Books")
        #expect(try page.until("!__button('Save', __open()[0]).disabled"))
        try page.press("Save")
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.shows("Books"))
        #expect(try page.shows("1 sheets closed"))
        #expect(try page.activeText() == "Add Expense")
    }

    @Test func anAlertsButtonsByKeyboard() throws {
        let page = try Page("expenses")
        try page.press("Delete All")
        #expect(try page.until("__open().length === 1 && __open()[0].getAttribute('role') === 'alertdialog'"))
        // Cancel has the focus; Return on it keeps everything.
        #expect(try page.until("document.activeElement.textContent.trim() === 'Cancel'"))
        try page.browser.keys(Self.enter)
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.shows("Coffee"))
        #expect(try page.activeText() == "Delete All")
        // Again: Shift+Tab reaches Delete (the focus stays in the alert), Return deletes.
        try page.browser.keys(Self.enter)
        #expect(try page.until("document.activeElement.textContent.trim() === 'Cancel'"))
        try page.browser.performAndRelease([
            [
                "type": "key", "id": "keyboard",
                "actions": [
                    ["type": "keyDown", "value": Self.shift], ["type": "keyDown", "value": Self.tab],
                    ["type": "keyUp", "value": Self.tab], ["type": "keyUp", "value": Self.shift],
                ],
            ]
        ])
        #expect(try page.activeText() == "Delete")
        #expect(try page.value("!!document.activeElement.closest('dialog')") as? Bool == true)
        try page.browser.keys(Self.enter)
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.until("!document.getElementById('root').textContent.includes('Coffee')"))
    }

    @Test func theBackgroundIsInertWhileASheetIsOpen() throws {
        let page = try Page("expenses")
        let sort =
            try page.value("(r => [Math.round(r.left + 20), Math.round(r.top + r.height / 2)])(__button('Sort…').getBoundingClientRect())")
            as? [Int]
        try page.press("Add Expense")
        #expect(try page.until("__open().length === 1"))
        try page.browser.recordSentEvents()
        // A click where the page's "Sort…" button is lands on the backdrop, not the button.
        let point = try #require(sort)
        #expect(try page.value("document.elementFromPoint(\(point[0]), \(point[1])).tagName") as? String == "DIALOG")
        try page.browser.click(atViewportX: point[0], y: point[1])
        try page.browser.execute("__button('Sort…').focus()")
        #expect(try page.value("document.activeElement.textContent.trim()") as? String != "Sort…")
        // A round trip later (typing in the sheet's field): nothing else was sent, the sheet is still the only thing open.
        try page.browser.execute("__open()[0].querySelector('input').focus()")
        try page.browser.keys("x")
        #expect(try page.until("__sent.length > 0"))
        #expect(try page.value("__sent.every(e => e.kind === 'input')") as? Bool == true)
        #expect(try page.value("__open().length === 1 && __open()[0].getAttribute('data-lv-modal') === 'sheet'") as? Bool == true)
    }

    @Test func aConfirmationDialogClosesOnAClickOutsideAndByItsActions() throws {
        let page = try Page("expenses")
        try page.press("Sort…")
        #expect(try page.until("__open().length === 1 && __open()[0].getAttribute('data-lv-modal') === 'dialog'"))
        try page.browser.click(atViewportX: 10, y: 10)
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.activeText() == "Sort…")
        try page.press("Sort…")
        #expect(try page.until("__open().length === 1"))
        try page.press("By name")
        #expect(try page.shows("By name, 0 sheets closed"))
        #expect(try page.until("!document.querySelector('dialog')"))
    }

    @Test func theSheetSlidesUpAndBackDown() throws {
        let page = try Page("expenses")
        // Samples the top edge of each dialog that enters or leaves, every frame.
        try page.browser.execute(
            """
            window.__tops = { in: [], out: [] };
            const sample = (d, list) => { const t0 = performance.now();
              const step = () => { if (!d.isConnected) return; list.push(d.getBoundingClientRect().top); if (performance.now() - t0 < 600) requestAnimationFrame(step); };
              step(); };
            new MutationObserver(ms => ms.forEach(m => {
              m.addedNodes.forEach(n => { if (n.tagName === 'DIALOG') requestAnimationFrame(() => sample(n, __tops.in)); });
              if (m.type === 'attributes' && m.target.tagName === 'DIALOG' && m.target.hasAttribute('data-lv-leaving')) sample(m.target, __tops.out);
            })).observe(document.getElementById('root'), { childList: true, subtree: true, attributes: true, attributeFilter: ['data-lv-leaving'] });
            """)
        try page.press("Add Expense")
        #expect(try page.until("__tops.in.length > 10 && __open().length === 1"))
        let entering = try page.value("__tops.in") as? [Double] ?? []
        // It starts below where it rests and moves up to it.
        #expect((entering.first ?? 0) > (entering.last ?? 0) + 50, "\(entering)")
        try page.browser.keys(Self.escape)
        #expect(try page.until("__tops.out.length > 10 && !document.querySelector('dialog')"))
        let leaving = try page.value("__tops.out") as? [Double] ?? []
        #expect((leaving.last ?? 0) > (leaving.first ?? 0) + 50, "\(leaving)")
        // An alert grows in from slightly larger while it fades in.
        try page.browser.execute(
            """
            window.__alert = [];
            new MutationObserver(ms => ms.forEach(m => m.addedNodes.forEach(d => { if (d.tagName !== 'DIALOG') return;
              const t0 = performance.now(), step = () => { const cs = getComputedStyle(d);
                __alert.push([new DOMMatrix(cs.transform).a, +cs.opacity]); if (performance.now() - t0 < 500) requestAnimationFrame(step); };
              requestAnimationFrame(step); }))).observe(document.getElementById('root'), { childList: true });
            """)
        try page.press("Delete All")
        #expect(try page.until("__alert.length > 10"))
        let alert = try page.value("__alert") as? [[Double]] ?? []
        #expect((alert.first?[0] ?? 0) > 1.02 && (alert.first?[1] ?? 1) < 0.9, "\(alert.prefix(3))")
        #expect(try page.until("__open().length === 1 && __open()[0].getAnimations().length === 0"))
        let rest = try page.value("(cs => [new DOMMatrix(cs.transform).a, +cs.opacity])(getComputedStyle(__open()[0]))")
        #expect(rest as? [Double] == [1, 1])
    }

    @Test func anAlertInASheetClosesFirstAndEachReturnsTheFocus() throws {
        let page = try Page("habits")
        // The welcome cover: Escape does nothing, its button dismisses it.
        #expect(try page.until("__open().length === 1 && __open()[0].getAttribute('data-lv-modal') === 'cover'"))
        try page.browser.recordSentEvents()
        try page.browser.keys(Self.escape)
        #expect(try page.value("__sent.length") as? Int == 0)
        try page.press("Get Started")
        #expect(try page.until("!document.querySelector('dialog')"))
        try page.press("Read: 3")
        #expect(try page.until("__open().length === 1"))
        try page.press("Delete Habit")
        #expect(try page.until("__open().length === 2 && __open()[1].getAttribute('role') === 'alertdialog'"))
        // The alert is on top: the middle of the window is the alert.
        #expect(
            try page.value("!!document.elementFromPoint(innerWidth / 2, innerHeight / 2).closest('[role=alertdialog]')") as? Bool == true)
        try page.browser.keys(Self.escape)
        #expect(try page.until("__open().length === 1 && !document.querySelector('[role=alertdialog]')"))
        #expect(try page.activeText() == "Delete Habit")
        try page.browser.keys(Self.escape)
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.activeText() == "Read: 3")
    }

    @Test func aPopoverHangsBelowItsButtonOnAWideWindow() throws {
        let page = try Page("habits")
        try page.press("Get Started")
        #expect(try page.until("!document.querySelector('dialog')"))
        try page.press("About")
        #expect(try page.until("__open().length === 1 && __open()[0].getAttribute('data-lv-modal') === 'popover'"))
        #expect(try page.until("__open()[0].getAnimations().length === 0"))
        let below =
            try page.value(
                """
                (() => { const b = __button('About').getBoundingClientRect(), p = __open()[0].getBoundingClientRect();
                  return p.top >= b.bottom - 1 && p.width < 400 && Math.abs((p.left + p.right) / 2 - (b.left + b.right) / 2) < 2; })()
                """) as? Bool
        #expect(below == true)
        try page.browser.click(atViewportX: 10, y: 10)
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.activeText() == "About")
    }
}

extension PresentationBrowserTests {
    @Test func onANarrowWindowAPopoverIsASheetAtTheBottom() throws {
        let page = try Page("habits")
        try page.browser.setWindowSize(width: 420, height: 800)
        #expect(try page.until("innerWidth < 700"))
        try page.press("Get Started")
        #expect(try page.until("!document.querySelector('dialog')"))
        try page.press("About")
        #expect(try page.until("__open().length === 1 && __open()[0].getAnimations().length === 0"))
        let sheet =
            try page.value(
                """
                (() => { const p = __open()[0].getBoundingClientRect();
                  return Math.abs(p.bottom - innerHeight) < 1 && Math.abs(p.width - innerWidth) < 1 && p.top > 0; })()
                """) as? Bool
        #expect(sheet == true)
        try page.browser.keys(Self.escape)
        #expect(try page.until("!document.querySelector('dialog')"))
        try page.press("Read: 3")
        #expect(try page.until("__open().length === 1 && __open()[0].getAnimations().length === 0"))
        // A .medium detent: half the window.
        let half = try page.value("Math.round(__open()[0].getBoundingClientRect().height / innerHeight * 100)") as? Int
        #expect(half == 50)
    }
}

extension PresentationBrowserTests {
    @Test func withReducedMotionDialogsAppearAndLeaveAtOnce() throws {
        let page = try Page("expenses")
        try page.browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
        #expect(try page.value("matchMedia('(prefers-reduced-motion: reduce)').matches") as? Bool == true)
        try page.press("Add Expense")
        #expect(try page.until("__open().length === 1"))
        // No transition: at rest from the first frame.
        #expect(try page.value("__open()[0].getAnimations().length") as? Int == 0)
        // Whether the dialog was still in the page when it was marked as leaving (an exit to play).
        try page.browser.execute(
            """
            window.__stayed = null;
            new MutationObserver(ms => ms.forEach(m => { if (m.attributeName === 'data-lv-leaving') __stayed = m.target.isConnected; }))
              .observe(document.getElementById('root'), { subtree: true, attributes: true, attributeFilter: ['data-lv-leaving'] });
            """)
        try page.browser.keys(Self.escape)
        #expect(try page.until("__stayed !== null"))
        #expect(try page.value("__stayed") as? Bool == false)
        #expect(try page.until("!document.querySelector('dialog')"))
        #expect(try page.activeText() == "Add Expense")
    }

    @Test func inDarkModeAnAlertIsDark() throws {
        let page = try Page("expenses")
        try page.browser.emulateColorScheme("dark")
        try page.press("Delete All")
        #expect(try page.until("__open().length === 1 && __open()[0].getAnimations().length === 0"))
        // Dark background, light title: the sum of the channels says which.
        let channels = "(c => c.match(/[\\d.]+/g).slice(0, 3).reduce((a, b) => a + +b, 0))"
        let background = try page.value("\(channels)(getComputedStyle(__open()[0]).backgroundColor)") as? Double ?? 765
        let title = try page.value("\(channels)(getComputedStyle(__open()[0].querySelector('h2')).color)") as? Double ?? 0
        #expect(background < 200 && title > 600, "\(background) \(title)")
    }
}

import Foundation
import LiveServerTesting
import Testing

/// The controls sample apps in headless Chromium, served by LiveFixtureServer:
/// each control operated with the mouse and with the keyboard, the server's
/// state read back from the text the app shows.
@Suite(.serialized) struct ControlsBrowserTests {
    struct Page {
        let server: ServerProcess
        let browser: WebDriver

        init(_ app: String) throws {
            (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
            try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/controls/\(app)")
            guard try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)") else {
                throw WebDriver.Failure(description: "the page did not join")
            }
        }

        /// Waits until the page shows `text` (the server re-rendered with the new state).
        func shows(_ text: String) throws -> Bool {
            try browser.waitUntil("return document.getElementById('root').textContent.includes(\(js(text)))")
        }

        func find(_ css: String) throws -> String { try browser.find(css) }

        func value(_ script: String) throws -> Any? { try browser.execute("return " + script) }

        /// Records the events the page sends from now on (`window.__sent`).
        func recordEvents() throws {
            try browser.execute(
                """
                window.__sent = [];
                const ws = LiveUI.state.ws, send = ws.send.bind(ws);
                ws.send = (m) => { const o = JSON.parse(m); if (o.t === 'event') window.__sent.push(Object.assign(o, { at: performance.now() })); send(m); };
                """)
        }

        func js(_ s: String) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
        }
    }

    static let space = " ", enter = "\u{E007}", right = "\u{E014}", down = "\u{E015}", left = "\u{E012}"

    @Test func togglesByMouseAndKeyboardAndServerResetMovesTheirState() throws {
        let page = try Page("settings")
        // Mouse: the switch itself, then the label's text (a label toggles its input).
        try page.browser.click(try page.find("label.tg.sw:nth-of-type(1) input"))
        #expect(try page.shows("Notifications off, dark mode off"))
        try page.browser.click(try page.find("label.tg.sw:nth-of-type(2) .tg-t"))
        #expect(try page.shows("Notifications off, dark mode on"))
        // Keyboard: Space on the focused switch.
        try page.browser.type(try page.find("label.tg.sw:nth-of-type(1) input"), Self.space)
        #expect(try page.shows("Notifications on, dark mode on"))
        // The custom style is a button: Return presses it.
        try page.browser.type(try page.find("button.bt.pl"), Self.enter)
        #expect(try page.shows("auto-save on"))
        // The server resets: the switch the user turned on is off again (the property, not only the attribute).
        try page.browser.click(try page.find("button.rd"))
        #expect(try page.shows("Notifications on, dark mode off"))
        #expect(try page.value("document.querySelector('label.tg.sw:nth-of-type(2) input').checked") as? Bool == false)
    }

    @Test func menuPickerByMouseAndKeyboard() throws {
        let page = try Page("settings")
        try page.recordEvents()
        // Keyboard: ↓ on the focused select moves to the next option (Date Added → Size).
        try page.browser.type(try page.find("select.pk-s"), Self.down)
        #expect(try page.shows("Sorted by Size"))
        // Mouse: choosing an option.
        try page.browser.click(try page.find("select.pk-s option[value='0']"))
        #expect(try page.shows("Sorted by Name"))
        // The wire carried option indices only.
        let values = try page.value("window.__sent.filter(e => e.kind === 'input').map(e => e.value).join(',')") as? String
        #expect(values == "2,0")
        // Server-side reset: the select shows the default again.
        try page.browser.click(try page.find("button.rd"))
        #expect(try page.shows("Sorted by Date Added"))
        #expect(try page.value("document.querySelector('select.pk-s').value") as? String == "1")
    }

    @Test func segmentedPickerAndStepperByMouseAndKeyboard() throws {
        let page = try Page("tip-calculator")
        #expect(try page.shows("Amount per person: $60.00"))
        // Mouse: a segment (its label).
        try page.browser.click(try page.find("fieldset.seg label.pk-o:nth-of-type(2)"))
        #expect(try page.shows("Amount per person: $57.50"))
        // Keyboard: → moves the choice to the next segment (15% → 20%).
        try page.browser.type(try page.find("fieldset.seg input:checked"), Self.right)
        #expect(try page.shows("Amount per person: $60.00"))
        // Stepper: click Increment, then Return and Space on the focused buttons.
        try page.browser.click(try page.find("button[aria-label=Increment]"))
        #expect(try page.shows("3 people"))
        try page.browser.type(try page.find("button[aria-label=Increment]"), Self.enter)
        #expect(try page.shows("4 people"))
        try page.browser.type(try page.find("button[aria-label=Decrement]"), Self.space)
        #expect(try page.shows("3 people"))
        #expect(try page.shows("Amount per person: $40.00"))
    }

    @Test func sliderDragIsThrottledAndEndsOnTheExactValue() throws {
        let page = try Page("tip-calculator")
        try page.recordEvents()
        let slider = try page.find("input[type=range]")
        // Mouse: a 600 ms drag from the middle past the right end, 30 moves.
        let width = try page.value("document.querySelector('input[type=range]').offsetWidth") as? Int ?? 0
        #expect(width > 100)
        try page.browser.drag(slider, by: width / 2 + 30, steps: 30, stepMilliseconds: 20)
        #expect(try page.shows("Extra tip: $20"))
        #expect(try page.value("document.querySelector('input[type=range]').value") as? String == "20")
        let inputs = try page.value("window.__sent.filter(e => e.kind === 'input').length") as? Int ?? 0
        let last = try page.value("JSON.stringify(window.__sent[window.__sent.length - 1])") as? String ?? ""
        #expect(inputs >= 1 && inputs <= 20, "throttled to ~20/s: \(inputs) input events")
        #expect(last.contains(#""kind":"change""#) && last.contains(#""value":"20""#), "\(last)")
        #expect(!(try page.value("document.getElementById('root').textContent") as? String ?? "").contains("adjusting"))
        // Keyboard: ← three times on the focused slider.
        try page.browser.type(slider, Self.left + Self.left + Self.left)
        #expect(try page.shows("Extra tip: $17"))
    }

    @Test func continuousSliderDragSendsAtMostTwentyValuesASecond() throws {
        let page = try Page("settings")
        try page.recordEvents()
        let slider = try page.find("input[type=range]")
        let width = try page.value("document.querySelector('input[type=range]').offsetWidth") as? Int ?? 0
        // 40 moves over 800 ms, each to a new value: unthrottled, that is 40 input events.
        try page.browser.drag(slider, fromX: -width / 2 + 4, by: width * 9 / 10, steps: 40, stepMilliseconds: 20)
        #expect(try page.browser.waitUntil("return window.__sent.some(e => e.kind === 'change')"))
        let inputs = try page.value("window.__sent.filter(e => e.kind === 'input').length") as? Int ?? 0
        // Timed by the page's own clock when it sent them (a loaded machine stretches WebDriver's calls, not the throttle).
        let gap = try page.browser.execute(
            "const t = window.__sent.filter(e => e.kind === 'input').map(e => e.at); "
                + "return Math.min(...t.slice(1).map((v, i) => v - t[i]))") as? Double ?? 0
        #expect(inputs >= 3, "\(inputs) input events")
        #expect(gap >= 45, "at most one value per 50 ms (timers may fire a little early): the closest two were \(gap) ms apart")
        let final = try page.value("document.querySelector('input[type=range]').value") as? String ?? "?"
        let last = try page.value("JSON.stringify(window.__sent[window.__sent.length - 1])") as? String ?? ""
        #expect(last.contains(#""kind":"change""#) && last.contains("\"value\":\"\(final)\""), "\(last) vs \(final)")
        let shown = Int(Double(final) ?? -1)
        #expect(try page.shows("Volume \(shown)"))
    }

    @Test func datePickersByMouseAndKeyboard() throws {
        let page = try Page("flight-booker")
        // Mouse picks the flight kind; the return date picker is enabled by the server.
        try page.browser.click(try page.find("select.pk-s option[value='1']"))
        #expect(try page.browser.waitUntil("return !document.querySelectorAll('input[type=date]')[1].disabled"))
        // Click into each field's first part, then type (Chromium's en-US order: month, day, year; hour, minute, AM/PM).
        let departure = try page.find("input[type=date]")
        try page.browser.click(
            departure, atX: 8 - (try page.value("document.querySelector('input[type=date]').offsetWidth") as? Int ?? 0) / 2)
        try page.browser.keys("03052027")
        let boarding = try page.find("input[type=time]")
        try page.browser.click(
            boarding, atX: 8 - (try page.value("document.querySelector('input[type=time]').offsetWidth") as? Int ?? 0) / 2)
        try page.browser.keys("0230P")
        #expect(try page.shows("Boarding at 2027-01-01 14:30"))
        try page.browser.click(try page.find("button.bp"))
        #expect(try page.shows("Booked: Return 2027-03-05 00:00"))
        // The return date picker's range starts at the departure now.
        #expect(try page.value("document.querySelectorAll('input[type=date]')[1].min") as? String == "2027-03-05")
    }

    @Test func colorPickerSendsHex() throws {
        let page = try Page("settings")
        // The native color dialog cannot be driven headless: set what it would, as its input event does.
        try page.browser.execute(
            """
            const c = document.querySelector('input[type=color]');
            c.value = '#ff8000';
            c.dispatchEvent(new Event('input', {bubbles: true}));
            """)
        #expect(try page.shows("accent #FF8000FF"))
    }

    @Test func tapsAndDoubleTapsByMouseAndKeyboard() throws {
        let page = try Page("photo-card")
        // The card's two tap gestures are nested elements: the single tap outside, the double inside.
        let card = try page.find("[data-lv-tap='1']:has([data-lv-tap='2'])")
        try page.browser.doubleClick(card)
        #expect(try page.shows("♥ 1"))
        // A double tap is not also a single tap.
        usleep(400_000)
        #expect(try page.shows("Not selected"))
        try page.browser.click(card)
        #expect(try page.shows("Selected"))
        // Keyboard: Return on the focused card is its single tap.
        try page.browser.type(card, Self.enter)
        #expect(try page.shows("Not selected"))
        try page.browser.click(try page.find("[data-lv-tap='1']:not(:has([data-lv-tap]))"))
        #expect(try page.shows("No likes yet"))
        // A button-style toggle: a click, then Space on the focused button; aria-pressed follows.
        try page.browser.click(try page.find("button[aria-pressed]"))
        #expect(try page.shows("Bookmarked"))
        #expect(try page.value("document.querySelector('button[aria-pressed]').getAttribute('aria-pressed')") as? String == "true")
        try page.browser.type(try page.find("button[aria-pressed]"), Self.space)
        #expect(try page.shows("Not bookmarked"))
        // The inline picker's radios by mouse.
        try page.browser.click(try page.find("fieldset.rl label.pk-o:nth-of-type(3)"))
        #expect(try page.shows("Favorite: Strawberry"))
    }

    @Test func progressFollowsTheServer() throws {
        let page = try Page("download")
        try page.browser.click(try page.find("button.bt:not(.rd)"))
        #expect(try page.browser.waitUntil("return !!document.querySelector('.pv.pi progress')"))
        let download = try page.find("#root .hs button:nth-of-type(2)")
        try page.browser.click(download)
        try page.browser.type(download, Self.enter)
        #expect(try page.shows("50%"))
        #expect(try page.value("document.querySelector('.pv.lx progress').value") as? Double == 50)
        #expect(try page.value("document.querySelector('.pv.lx progress').getAttribute('aria-labelledby') !== null") as? Bool == true)
    }
}

import Foundation
import LiveServerTesting
import Testing

/// The motion sample apps in headless Chromium, operated with real pointer
/// input (W3C actions: pointer down, move, up) and the keyboard, checking
/// that the server's state changed and that the animation ran in the page.
@Suite(.serialized) struct MotionBrowserTests {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)/fidelity/motion" }

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    func open(_ app: String) throws {
        try browser.navigate(url + "/" + app)
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
    }

    func text(_ text: String, timeout: Double = 5) throws -> Bool {
        try browser.waitUntil("return document.getElementById('root').textContent.includes(\(quoted(text)))", timeout: timeout)
    }

    func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "\\'") + "'" }

    func settled() throws -> Bool { try browser.waitUntil("return LiveUI.state.pending.length === 0") }

    @Test func theCardFollowsAMouseDragAndSpringsBack() throws {
        try open("card")
        // In viewport coordinates: the card moves under the pointer as it is dragged.
        let center =
            try browser.execute(
                "const r = document.querySelector('[data-testid=card]').getBoundingClientRect(); return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]"
            ) as? [Int] ?? [0, 0]
        let (x, y) = (center[0], center[1])
        let before = try browser.execute("window.__t0 = performance.now(); return LiveUI.state.seq") as? Int ?? 0
        // 60 pointer moves over about a second, ending 90 right and 40 down.
        let steps = (1...60).map { i in WebDriver.move(x: x + 90 * i / 60, y: y + 40 * i / 60, ms: 16) }
        try browser.perform([WebDriver.pointer([WebDriver.move(x: x, y: y), WebDriver.down] + steps)])
        #expect(try text("Dragging"), "the server saw the drag while the button is held")
        #expect(try settled())
        let moves = (try browser.execute("return LiveUI.state.seq") as? Int ?? 0) - before
        let ms = try browser.execute("return performance.now() - window.__t0") as? Double ?? 0
        #expect(moves >= 5 && moves < 60, "60 pointer moves went out coalesced, got \(moves)")
        #expect(Double(moves) <= ms / 33 + 2, "at most one move per 33 ms: \(moves) in \(Int(ms)) ms")
        try browser.perform([WebDriver.pointer([WebDriver.up])])
        #expect(try text("Last drop: 90, 40"), "the release point is exact")
        #expect(try text("Drops: 1") && text("Resting"))
        #expect(
            try browser.waitUntil(
                "return document.querySelector('[data-testid=card]').getAnimations().some((a) => a.effect.getTiming().easing.startsWith('linear('))",
                timeout: 1), "the snap back runs as a sampled spring")
        #expect(
            try browser.execute("return document.querySelector('[data-testid=card]').style.transform") as? String == "translate(0px, 0px)")
        try browser.releaseActions()
    }

    @Test func theCardMovesWithArrowKeys() throws {
        try open("card")
        let card = try browser.find("[data-testid=card]")
        try browser.type(card, WebDriver.Key.arrowLeft)
        #expect(try text("Last drop: -20, 0"), "an arrow press drags 20 points and releasing the key ends it")
        try browser.type(card, WebDriver.Key.shift + WebDriver.Key.arrowDown)
        #expect(try text("Last drop: 0, 100") && text("Drops: 2"))
        #expect(try browser.execute("return document.activeElement.getAttribute('data-testid')") as? String == "card")
        // Tab still leaves: focus is not trapped.
        try browser.perform([WebDriver.keys([WebDriver.keyDown(WebDriver.Key.tab), WebDriver.keyUp(WebDriver.Key.tab)])])
        #expect(try browser.execute("return document.activeElement.getAttribute('data-testid')") as? String != "card")
    }

    @Test func swipingARowAwayWithMouseAndKeyboard() throws {
        try open("inbox")
        let row = try browser.find("[data-testid=row-1]")
        try browser.perform([
            WebDriver.pointer([
                WebDriver.move(to: row), WebDriver.down, WebDriver.move(to: row, x: -60, ms: 150),
                WebDriver.move(to: row, x: -160, ms: 250), WebDriver.up,
            ])
        ])
        #expect(try text("2 messages"))
        #expect(
            try browser.waitUntil("return document.querySelectorAll('[data-lv-leaving]').length > 0", timeout: 1)
                || browser.execute("return document.getAnimations().length > 0") as? Bool == true,
            "the row leaves with its transition")
        #expect(try browser.waitUntil("return !document.body.textContent.includes('Lunch on Friday?')"))
        // A short swipe springs back.
        let second = try browser.find("[data-testid=row-2]")
        try browser.perform([
            WebDriver.pointer([WebDriver.move(to: second), WebDriver.down, WebDriver.move(to: second, x: -40, ms: 200), WebDriver.up])
        ])
        #expect(try settled())
        #expect(try text("2 messages"))
        // Shift+Left drags 100 points: past the threshold.
        try browser.type(second, WebDriver.Key.shift + WebDriver.Key.arrowLeft)
        #expect(try text("1 messages"))
        try browser.releaseActions()
    }

    @Test func theRecordingDotPulsesUntilStopped() throws {
        try open("recorder")
        try browser.click(try browser.find("#root button"))
        #expect(try text("Recording"))
        let forever =
            "return document.querySelector('[data-testid=dot]').getAnimations().some((a) => a.effect.getTiming().iterations === Infinity && a.effect.getTiming().direction === 'alternate')"
        #expect(try browser.waitUntil(forever, timeout: 2))
        usleep(1_500_000)
        #expect(try browser.execute(forever) as? Bool == true, "still pulsing after more than two plays")
        // Stop with the keyboard: Return on the focused button.
        try browser.type(try browser.find("#root button"), WebDriver.Key.enter)
        #expect(try text("Idle"))
        #expect(try browser.waitUntil("return !(\(forever.dropFirst(7)))", timeout: 2), "stopped when the state changed")
    }

    @Test func doubleTapAndKeyboardLikeThePhoto() throws {
        try open("like")
        let photo = try browser.find("[aria-label=Photo]")
        // Keyboard: the double tap's own element is a tab stop; Return on it is one activation.
        try browser.type(try browser.find("[aria-label=Photo] [data-lv-tap='2']"), WebDriver.Key.enter)
        #expect(try text("42 likes"))
        #expect(
            try browser.waitUntil(
                "return [...document.querySelectorAll('#root button')].some((b) => b.getAnimations().some((a) => a.effect.getTiming().easing.startsWith('linear(')))",
                timeout: 1), "the like button bounces")
        try browser.click(try browser.find("#root button"))
        #expect(try text("41 likes"))
        // One click is a single tap (the caption), not a double tap.
        try browser.perform([WebDriver.pointer([WebDriver.move(to: photo), WebDriver.down, WebDriver.up])])
        #expect(try text("Sunset at the pier"))
        #expect(try settled())
        #expect(try text("41 likes"))
        // A double click is the double tap only: the caption stays.
        try browser.perform([
            WebDriver.pointer([WebDriver.move(to: photo), WebDriver.down, WebDriver.up, WebDriver.pause(60), WebDriver.down, WebDriver.up])
        ])
        #expect(try text("42 likes"))
        usleep(500_000)
        #expect(try text("Sunset at the pier"), "the first click of the double tap did not toggle the caption")
        // Return on the photo itself is its single tap.
        try browser.type(photo, WebDriver.Key.enter)
        #expect(try browser.waitUntil("return !document.getElementById('root').textContent.includes('Sunset at the pier')"))
        try browser.releaseActions()
    }

    @Test func holdingConfirmsWithMouseAndKeyboard() throws {
        try open("hold")
        let circle = try browser.find("[aria-label='Hold to confirm']")
        try browser.perform([WebDriver.pointer([WebDriver.move(to: circle), WebDriver.down, WebDriver.pause(300), WebDriver.up])])
        #expect(try settled())
        #expect(try text("Hold to place your order"), "released early")
        try browser.perform([WebDriver.pointer([WebDriver.move(to: circle), WebDriver.down])])
        #expect(try text("Keep holding…", timeout: 1))
        #expect(
            try browser.waitUntil(
                "return document.querySelector('[aria-label=\"Hold to confirm\"]').getAnimations().length > 0", timeout: 1),
            "it grows while held")
        #expect(try text("Order placed", timeout: 3), "confirmed while still held, after a second")
        try browser.perform([WebDriver.pointer([WebDriver.up])])
        #expect(try text("Not pressed"))
        try browser.releaseActions()

        try browser.click(try browser.find("#root button"))
        #expect(try text("Hold to place your order"))
        // Keyboard: Shift+Tab from Reset back to the circle, then hold Space.
        try browser.perform([
            WebDriver.keys([
                WebDriver.keyDown(WebDriver.Key.shift), WebDriver.keyDown(WebDriver.Key.tab), WebDriver.keyUp(WebDriver.Key.tab),
                WebDriver.keyUp(WebDriver.Key.shift),
            ])
        ])
        #expect(try browser.execute("return document.activeElement.getAttribute('aria-label')") as? String == "Hold to confirm")
        try browser.perform([
            WebDriver.keys([WebDriver.keyDown(WebDriver.Key.space), WebDriver.pause(300), WebDriver.keyUp(WebDriver.Key.space)])
        ])
        #expect(try settled())
        #expect(try text("Hold to place your order"), "released early")
        try browser.perform([
            WebDriver.keys([WebDriver.keyDown(WebDriver.Key.space), WebDriver.pause(1300), WebDriver.keyUp(WebDriver.Key.space)])
        ])
        #expect(try text("Order placed"))
        try browser.releaseActions()
    }

    @Test func loopsStartedOnAppearRunFromTheFirstLoad() throws {
        try open("loading")
        let spins =
            "const e = document.querySelector('[data-testid=spinner]'); return !!e && e.getAnimations().some((a) => a.effect.getTiming().iterations === Infinity && a.effect.getTiming().direction === 'normal')"
        let breathes =
            "const e = document.querySelector('[data-testid=badge]'); return !!e && e.getAnimations().some((a) => a.effect.getTiming().iterations === Infinity && a.effect.getTiming().direction === 'alternate' && a.effect.getTiming().easing === 'ease-in-out')"
        #expect(try browser.waitUntil(spins, timeout: 2), "the spinner turns from the first page load")
        #expect(try browser.waitUntil(breathes, timeout: 2), "the badge breathes with its own animation")
        // The spinner really turns: its transform changes between frames.
        let a = try browser.execute("return getComputedStyle(document.querySelector('[data-testid=spinner]')).transform") as? String
        usleep(200_000)
        let b = try browser.execute("return getComputedStyle(document.querySelector('[data-testid=spinner]')).transform") as? String
        #expect(a != b, "\(a ?? "") then \(b ?? "")")
        // Keyboard: Return on the button finishes loading; the badge keeps breathing.
        try browser.type(try browser.find("#root button"), WebDriver.Key.enter)
        #expect(try text("All caught up"))
        #expect(try browser.execute(breathes) as? Bool == true)
        // Mouse: reload brings the spinner back, turning again.
        try browser.click(try browser.find("#root button"))
        #expect(try browser.waitUntil(spins, timeout: 2))
    }

    @Test func aTokenIsPickedUpByAPressAndDraggedWithMouseAndKeyboard() throws {
        try open("token")
        let center =
            try browser.execute(
                "const r = document.querySelector('[aria-label=Token]').getBoundingClientRect(); return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]"
            ) as? [Int] ?? [0, 0]
        let (x, y) = (center[0], center[1])
        try browser.perform([WebDriver.pointer([WebDriver.move(x: x, y: y), WebDriver.down, WebDriver.pause(700)])])
        #expect(try text("Picked up"), "held long enough")
        let steps = (1...20).map { i in WebDriver.move(x: x + 4 * i, y: y + i, ms: 16) }
        try browser.perform([WebDriver.pointer(steps + [WebDriver.up])])
        #expect(try text("Position: 80, 20"))
        #expect(try text("Resting"))
        try browser.releaseActions()
        // Keyboard: hold Space until picked up, then an arrow drags it.
        try browser.click(try browser.find("[aria-label=Token]"))  // a short click: focus, nothing picked up
        #expect(try settled())
        #expect(try text("Resting"))
        try browser.perform([
            WebDriver.keys([
                WebDriver.keyDown(WebDriver.Key.space), WebDriver.pause(700), WebDriver.keyUp(WebDriver.Key.space),
                WebDriver.keyDown(WebDriver.Key.arrowRight), WebDriver.keyUp(WebDriver.Key.arrowRight),
            ])
        ])
        #expect(try text("Position: 100, 20"))
        try browser.releaseActions()
    }
}

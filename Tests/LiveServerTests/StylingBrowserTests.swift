import Foundation
import LiveServerTesting
import Testing

/// The styling sample apps in headless Chromium: the computed styles the
/// modifiers promise, the buttons operated with the mouse and the keyboard,
/// and screenshots (saved to /tmp/liveui-styling-*.png) to look at.
@Suite(.serialized) struct StylingBrowserTests {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)/fidelity/styling" }

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.execute("window.resizeTo && window.resizeTo(800, 900)")
    }

    func open(_ app: String) throws {
        try browser.navigate(url + "/" + app)
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
    }

    /// A computed style property of the element marked `.accessibilityIdentifier(id)`.
    func computed(_ id: String, _ property: String) throws -> String {
        try browser.execute(
            "const e = document.querySelector(`[data-testid='${arguments[0]}']`); return e ? getComputedStyle(e)[arguments[1]] : 'missing'",
            [id, property]) as? String ?? ""
    }

    func computed(selector: String, _ property: String) throws -> String {
        try browser.execute(
            "const e = document.querySelector(arguments[0]); return e ? getComputedStyle(e)[arguments[1]] : 'missing'",
            [selector, property]) as? String ?? ""
    }

    func waitForText(_ text: String) throws -> Bool {
        try browser.waitUntil("return document.getElementById('root').textContent.includes(\(jsString(text)))")
    }

    func jsString(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "\\'") + "'" }

    /// Presses Return on an element (WebDriver focuses it first), as a keyboard user would.
    func pressReturn(_ css: String) throws { try browser.type(try browser.find(css), "\u{E007}") }

    @Test func profileCardStylesAndFollowButton() throws {
        try open("profile")
        let avatar = try computed(selector: "[data-testid=avatar] [style*='clip-path']", "clipPath")
        #expect(avatar.hasPrefix("circle("), "\(avatar)")
        #expect(try computed("header", "height") == "110px")
        // The ring overlay paints over the clipped avatar (a clip makes an element paint after plain siblings).
        let ringOnTop =
            try browser.execute(
                """
                const ring = document.querySelector('[data-testid=avatar] .ar'), r = ring.getBoundingClientRect();
                return document.elementFromPoint(r.left + 2, r.top + r.height / 2) === ring;
                """) as? Bool
        #expect(ringOnTop == true)
        #expect(try computed(selector: "[data-testid=header] > .fill", "backgroundImage").hasPrefix("linear-gradient(to right bottom"))
        #expect(try computed("card", "filter").contains("drop-shadow"))
        #expect(try computed(selector: "[data-testid=card] > div", "clipPath") == "inset(0px round 20px)")
        // `.secondary` is the inherited black at 60 %.
        let subtitle = try computed("subtitle", "color")
        #expect(subtitle == "color(srgb 0 0 0 / 0.6)" || subtitle == "rgba(0, 0, 0, 0.6)", "\(subtitle)")
        #expect(try computed(selector: "button.bp", "backgroundColor") == "rgb(204, 26, 77)", "the pink tint")
        try browser.screenshot(to: "/tmp/liveui-styling-profile.png")

        try browser.click(try browser.find("button.bp"))  // the mouse
        #expect(try waitForText("Unfollow"))
        #expect(try waitForText("129"))
        #expect(
            try browser.waitUntil("return getComputedStyle(document.querySelector('button.bp')).backgroundColor === 'rgb(142, 142, 147)'"))
        try pressReturn("button.bp")  // the keyboard
        #expect(try browser.waitUntil("return document.querySelector('button.bp').textContent.trim() === 'Follow'"))
        #expect(try waitForText("128"))
    }

    @Test func dashboardEffects() throws {
        try open("dashboard")
        #expect(try computed("glow", "filter") == "blur(20px)")
        #expect(try computed("revenue", "backgroundImage").hasPrefix("linear-gradient(to right"))
        #expect(try computed("revenue", "webkitBackgroundClip") == "text")
        #expect(try computed("revenue", "color") == "rgba(0, 0, 0, 0)")
        #expect(try computed("progress", "width") == "210px")
        #expect(
            try computed(selector: "[data-testid=progress] > .fill", "backgroundColor") == "rgb(88, 86, 214)", "filled with the indigo tint"
        )
        // The badge: rotated 20° inside an offset wrapper.
        let badge =
            try browser.execute(
                "const m = new DOMMatrixReadOnly(getComputedStyle(document.querySelector(\"[data-testid='badge-Orders'] > div\")).transform); return Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI)"
            ) as? Int
        #expect(badge == 20)
        #expect(try computed(selector: "[data-testid=ring] .fill", "backgroundImage").hasPrefix("conic-gradient(from 90deg"))
        let composite = try computed(selector: "[data-testid=ring] .fill", "maskComposite")
        #expect(composite.hasPrefix("exclude"), "the gradient shows only in the ring: \(composite)")
        // `.position(x: 38, y: 6)` puts the dot's center there, in the ring's 44×44 frame.
        let center =
            try browser.execute(
                """
                const dot = document.querySelector("[data-testid=online]").getBoundingClientRect();
                const ring = document.querySelector("[data-testid=ring]").getBoundingClientRect();
                return [Math.round(dot.left + dot.width / 2 - ring.left), Math.round(dot.top + dot.height / 2 - ring.top)];
                """) as? [Int]
        #expect(center == [38, 6])
        #expect(try computed("goal", "backdropFilter") == "blur(8px)")
        #expect(try computed("goal", "borderRadius") == "12px")
        try browser.screenshot(to: "/tmp/liveui-styling-dashboard.png")

        let angle =
            "const m = new DOMMatrixReadOnly(getComputedStyle(document.querySelector(\"[data-testid=refresh]\")).transform); return Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI)"
        #expect(try browser.execute(angle) as? Int == 0)
        // withAnimation turns the icon through the angles in between.
        try browser.execute(
            """
            window.__angles = [];
            const probe = () => {
              const m = new DOMMatrixReadOnly(getComputedStyle(document.querySelector('[data-testid=refresh]')).transform);
              window.__angles.push(Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI));
              if (window.__angles.length < 90) requestAnimationFrame(probe);
            };
            requestAnimationFrame(probe);
            """)
        try browser.click(try browser.find("[data-testid=refresh]"))
        #expect(try waitForText("Refreshed 1 times"))
        #expect(try browser.waitUntil("return window.__angles.length >= 90"))
        let angles = try browser.execute("return window.__angles") as? [Int] ?? []
        #expect(angles.contains { abs($0) > 10 && abs($0) < 170 }, "a frame mid-turn: \(angles)")
        #expect(
            try browser.waitUntil(angle.replacingOccurrences(of: "return Math.round", with: "return 180 === Math.abs(Math.round") + ")"))
        try pressReturn("[data-testid=refresh]")
        #expect(try waitForText("Refreshed 2 times"))
        #expect(try browser.waitUntil(angle.replacingOccurrences(of: "return Math.round", with: "return 0 === Math.round")))
    }

    @Test func cardGridBackgroundsOverlaysAndSelection() throws {
        try open("cards")
        #expect(try computed(selector: "[data-testid=card-Ocean] button > span > span", "backgroundImage").hasPrefix("linear-gradient("))
        #expect(try computed(selector: "[data-testid=card-Ocean] button > span > span", "borderRadius") == "16px")
        #expect(try computed("card-Ocean", "zIndex") == "0")
        // fixedSize: a frame's idealWidth where it has one, else the text on one line.
        #expect(try computed(selector: "[data-testid=rule] > .fx", "width") == "120px")
        let lines =
            try browser.execute(
                "const r = document.createRange(); r.selectNodeContents(document.querySelector('[data-testid=hint]')); return r.getClientRects().length"
            ) as? Int
        #expect(lines == 1)
        try browser.click(try browser.find("[data-testid=card-Ocean] button"))
        #expect(try waitForText("Selected: Ocean"))
        #expect(try browser.waitUntil("return getComputedStyle(document.querySelector('[data-testid=card-Ocean]')).zIndex === '1000'"))
        #expect(try computed("card-Ocean", "outlineColor") == "rgb(255, 204, 0)")
        #expect(try computed("card-Ocean", "outlineWidth") == "3px")
        try browser.screenshot(to: "/tmp/liveui-styling-cards.png")
        try pressReturn("[data-testid=card-Night] button")
        #expect(try waitForText("Selected: Night"))
        #expect(try browser.waitUntil("return getComputedStyle(document.querySelector('[data-testid=card-Ocean]')).zIndex === '0'"))
        #expect(try computed("card-Night", "zIndex") == "1000")
    }

    @Test func skeletonFeedRedactsWhileLoading() throws {
        try browser.navigate(url + "/skeleton-held")
        // Served redacted, and held so until Load is clicked (a timer could run out first).
        let title = "[data-testid='row-0'] .f-hl"
        #expect(try computed(selector: title, "color") == "rgba(0, 0, 0, 0)", "the text cannot be read")
        #expect(try computed(selector: title, "backgroundColor") == "rgba(120, 120, 128, 0.2)", "a placeholder block")
        #expect(try computed(selector: "h1", "color") == "rgb(0, 0, 0)", "the unredacted header stays readable")
        #expect(try browser.execute("return document.querySelector('[data-testid=feed]').getAttribute('aria-busy')") as? String == "true")
        try browser.screenshot(to: "/tmp/liveui-styling-skeleton.png")
        try browser.click(try browser.find("[data-testid=feed] button"))
        #expect(try waitForText("Swift on the server"))
        #expect(try computed(selector: title, "color") == "rgb(0, 0, 0)")
        try browser.screenshot(to: "/tmp/liveui-styling-loaded.png")

        try browser.click(try browser.find("[data-testid=feed] button"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=feed]').getAttribute('aria-busy') === 'true'"))
        #expect(try waitForText("Swift on the server"))
        #expect(try browser.waitUntil("return !document.querySelector('[data-testid=feed]').hasAttribute('aria-busy')"))
        try pressReturn("[data-testid=feed] button")
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=feed]').getAttribute('aria-busy') === 'true'"))
        #expect(try browser.waitUntil("return !document.querySelector('[data-testid=feed]').hasAttribute('aria-busy')", timeout: 5))
    }
}

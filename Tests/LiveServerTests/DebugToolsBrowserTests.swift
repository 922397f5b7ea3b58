import Foundation
import LiveServerTesting
import Testing

/// The client's debug tools in headless Chromium: `LiveUI.debug(true)` logs
/// the socket's messages both ways; `LiveUI.latency(ms)` survives a reload in
/// the tab and delays both directions, and the login still works through it.
@Suite(.serialized) struct DebugToolsBrowserTests {
    let fixture: BrowserFixture
    var browser: WebDriver { fixture.browser }
    var url: String { fixture.url }

    init() throws { fixture = try BrowserFixture(environment: ["LOGIN_DELAY_MS": "0"]) }

    func waitJoined() throws {
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)"))
    }

    /// `[LiveUI.debug(), LiveUI.latency()]` as JSON.
    func settings() throws -> String? {
        try browser.execute("return JSON.stringify([LiveUI.debug(), LiveUI.latency()])") as? String
    }

    /// From now on, the page keeps the text of every console.log line in `window.__logs`.
    func captureConsole() throws {
        try browser.execute(
            """
            window.__logs = [];
            const log = console.log;
            console.log = (...args) => { window.__logs.push(String(args[0])); log.apply(console, args); };
            """)
    }

    func logs() throws -> [String] { try browser.execute("return window.__logs") as? [String] ?? [] }

    @Test func debugLogsBothWaysAndLatencySlowsBothWaysAcrossAReload() throws {
        try browser.navigate(url + "/")
        try waitJoined()
        #expect(try settings() == "[false,0]", "a new tab starts with both off")

        // Debug: each keystroke goes out as an event and comes back as a patch
        // that acknowledges it, with the time applying took and the round trip.
        try captureConsole()
        #expect(try browser.execute("return LiveUI.debug(true)") as? Bool == true)
        try browser.type(try browser.find("input[aria-label=Username]"), "ann")
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0 && window.__logs.length >= 6"))
        let lines = try logs()
        #expect(lines.filter { $0 == "[LiveUI] → event" }.count == 3, "\(lines)")
        let patches = lines.filter { $0.hasPrefix("[LiveUI] ← patch ") }
        #expect(patches.count >= 3, "\(lines)")
        #expect(
            patches.allSatisfy {
                $0.range(of: #"^\[LiveUI\] ← patch \d+\.\d ms, round trip \d+\.\d ms$"#, options: .regularExpression) != nil
            },
            "\(patches)")

        // Latency: kept in the tab's sessionStorage, so it is back after a reload.
        #expect(try browser.execute("return LiveUI.latency(300)") as? Int == 300)
        try browser.navigate(url + "/")
        #expect(try settings() == "[true,300]")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)", timeout: 10))
        try captureConsole()
        try browser.type(try browser.find("input[aria-label=Username]"), "bob")
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0", timeout: 10))

        // Click Login, and time until "Hello bob!" shows, inside the page.
        try browser.execute(
            """
            window.__took = null;
            const start = performance.now();
            const seen = () => {
              if (document.body.innerText.includes('Hello bob!')) window.__took = performance.now() - start;
              else requestAnimationFrame(seen);
            };
            document.querySelector('#root button').click();
            requestAnimationFrame(seen);
            """)
        #expect(try browser.waitUntil("return window.__took !== null", timeout: 10), "the app still works")
        let took = try browser.execute("return window.__took") as? Double ?? 0
        #expect(took >= 2 * 300 - 20, "300 ms out and 300 ms back: took \(took) ms")
        #expect(took < 5000)
        let slow = try logs()
        let trips = slow.compactMap { line -> Double? in
            guard let r = line.range(of: #"round trip \d+\.\d"#, options: .regularExpression) else { return nil }
            return Double(line[r].dropFirst("round trip ".count))
        }
        #expect(trips.contains { $0 >= 2 * 300 - 20 }, "the click's round trip is logged: \(slow)")

        // Both off, and off after a reload too; the page is as fast as before.
        #expect(
            try browser.execute("LiveUI.debug(false); LiveUI.latency(0); return JSON.stringify([LiveUI.debug(), LiveUI.latency()])")
                as? String == "[false,0]")
        try browser.navigate(url + "/")
        #expect(try settings() == "[false,0]")
        try waitJoined()
        try captureConsole()
        try browser.type(try browser.find("input[aria-label=Username]"), "cy")
        try browser.click(try browser.find("button"))
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello cy!')"))
        #expect(try logs().isEmpty, "nothing is logged once debug is off")
    }
}

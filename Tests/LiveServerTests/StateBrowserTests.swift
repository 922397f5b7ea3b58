import Foundation
import LiveServerTesting
import Testing

/// The state sample apps in headless Chromium against LiveFixtureServer:
/// each operated with the mouse and with the keyboard, checking what the
/// server rendered back. Timers and `.task` sleeps run on the real clock here.
@Suite(.serialized) struct StateBrowserTests {
    /// The fixture server and a browser on one sample app, joined.
    struct Page {
        let server: ServerProcess
        let browser: WebDriver

        init(_ path: String) throws {
            (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
            try browser.openJoined("http://127.0.0.1:\(server.port)\(path)")
        }

        func close() {
            browser.quit()
            server.stop()
        }

        /// Waits until the page's text contains `text`.
        func waitFor(_ text: String, timeout: Double = 5) throws -> Bool {
            try browser.waitUntil("return document.body.innerText.includes(\(js(text)))", timeout: timeout)
        }

        func pageText() throws -> String { try browser.execute("return document.body.innerText") as? String ?? "" }

        /// A button by its visible text, tagged with a test id so WebDriver can find it by CSS.
        func button(_ title: String) throws -> String {
            let tag = "b" + String(UInt32.random(in: 0...UInt32.max))
            let found =
                try browser.execute(
                    """
                    const b = [...document.querySelectorAll('button')].find(b => b.textContent.trim() === arguments[0]
                        || b.getAttribute('aria-label') === arguments[0]);
                    if (!b) return false;
                    b.setAttribute('data-test', arguments[1]);
                    return true;
                    """, [title, tag]) as? Bool ?? false
            guard found else { throw WebDriver.Failure(description: "no button \(title)") }
            return try browser.find("button[data-test=\(tag)]")
        }

        /// Presses Return on an element (the keyboard way to activate a focused button).
        func pressReturn(_ element: String) throws { try browser.type(element, "\u{E007}") }

        func js(_ s: String) -> String {
            String(data: try! JSONSerialization.data(withJSONObject: [s]), encoding: .utf8)!.dropFirst().dropLast().description
        }
    }

    @Test func countdownPausesWithTheMouseAndResumesWithTheKeyboard() throws {
        let page = try Page("/fidelity/state/countdown")
        defer { page.close() }
        #expect(try page.waitFor("Time remaining: 9", timeout: 4), "the timer ticks on the server's clock")
        try page.browser.click(try page.button("Pause"))
        #expect(try page.waitFor("Resume"))
        let paused = try page.pageText()
        Thread.sleep(forTimeInterval: 1.5)
        #expect(try page.pageText() == paused, "paused: no tick changes the page")
        try page.pressReturn(try page.button("Resume"))
        #expect(try page.waitFor("Pause"))
        let number = { (text: String) -> Int? in
            text.components(separatedBy: "Time remaining: ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        }
        let before = try #require(number(paused))
        #expect(
            try page.browser.waitUntil(
                "const m = document.body.innerText.match(/Time remaining: (\\d+)/); return !!m && Number(m[1]) < \(before)", timeout: 4))
        let after = try #require(number(try page.pageText()))
        #expect(after < before)
    }

    @Test func searchTypingRunsOnChangeAndTheDebouncedTask() throws {
        let page = try Page("/fidelity/state/search")
        defer { page.close() }
        #expect(try page.waitFor("Searches: 1"), "the first search runs 300 ms after appearing")
        let field = try page.browser.find("input[aria-label='Search fruits']")
        try page.browser.click(field)
        try page.browser.type(field, "ap")
        #expect(try page.waitFor("to 'ap'"), "onChange saw the typed query")
        #expect(try page.waitFor("Apricot"))
        #expect(try page.browser.waitUntil("return !document.body.innerText.includes('Banana')"))
        #expect(try page.pageText().contains("Grape"))
    }

    @Test func cartRowsWithTheMouseAndTheKeyboard() throws {
        let page = try Page("/fidelity/state/cart")
        defer { page.close() }
        #expect(try page.waitFor("Total items: 4"))
        try page.browser.click(try page.browser.find("button[aria-label='More Apples']"))
        #expect(try page.waitFor("Apples × 3"))
        #expect(try page.waitFor("Total items: 5"))
        try page.pressReturn(try page.browser.find("button[aria-label='More Milk']"))
        #expect(try page.waitFor("Milk × 2"))
        let name = try page.browser.find("input[aria-label='Name of item 2']")
        try page.browser.click(name)
        try page.browser.type(name, " rolls")
        #expect(try page.waitFor("Bread rolls × 1"), "the row's $item.name binding round-trips")
        try page.browser.click(try page.browser.find("button[aria-label='Remove Bread rolls']"))
        #expect(try page.browser.waitUntil("return !document.body.innerText.includes('Bread rolls ×')"))
        #expect(try page.waitFor("Total items: 5"))
        let note = try page.browser.find("input[aria-label='Gift message']")
        try page.browser.type(note, "Hi")
        #expect(try page.waitFor("Note: Hi"), "@Bindable local and property share the model")
    }

    @Test func postsLoadOnAppearAndReloadWithMouseAndKeyboard() throws {
        let page = try Page("/fidelity/state/posts")
        defer { page.close() }
        #expect(try page.waitFor("Hello, Linux"))
        #expect(try page.waitFor("Loaded 1 times"))
        try page.browser.click(try page.button("Reload"))
        #expect(try page.waitFor("Loaded 2 times"))
        try page.pressReturn(try page.button("Reload"))
        #expect(try page.waitFor("Loaded 3 times"))
    }
}

import Foundation
import LiveServerTesting
import Testing

/// `.safeAreaInset` in headless Chromium, on the chat and log sample apps
/// (Tests/FidelityApps/Scrolling/ChatInsetApp.swift): the bar stays at its
/// edge of the window or the scroll view while the content scrolls, and the
/// content's end scrolls clear of it.
@Suite(.serialized) struct SafeAreaInsetBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    func open(_ path: String) throws {
        try browser.openJoined("http://127.0.0.1:\(server.port)\(path)")
        try browser.execute(
            """
            window.__rect = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
            window.__bar = () => document.querySelector('.sai-bar');
            // The bar and its ancestors, where each is drawn (for failure messages).
            window.__chain = () => {
              const out = [];
              for (let e = __bar(); e; e = e.parentElement) {
                const r = e.getBoundingClientRect();
                out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.top) + '-' + Math.round(r.bottom));
              }
              return out.join(' | ') + ' window ' + innerHeight + ' scrolled ' + document.scrollingElement.scrollTop;
            };
            """)
    }

    /// A value for a failure's message (never throws).
    func peek(_ script: String) -> String { (try? browser.execute("return " + script)).map { "\($0)" } ?? "nil" }

    func number(_ script: String) throws -> Double {
        (try browser.execute("return " + script) as? NSNumber)?.doubleValue ?? .nan
    }

    /// SwiftUI: the composer stays at the window's foot over a long list, and the last message ends above it.
    @Test func theComposerStaysAtTheFootAndTheLastMessageClearsIt() throws {
        try open("/fidelity/scrolling/chat-inset")
        let height = try number("window.innerHeight")
        #expect(try number("__bar().getBoundingClientRect().height") > 30)
        #expect(abs(try number("__bar().getBoundingClientRect().bottom") - height) <= 1, "at the top of the list")
        // The list is longer than the window, and its first row is in view, not pushed away.
        #expect(try number("document.scrollingElement.scrollHeight") > height)
        let firstRow = "[...document.querySelectorAll('li')].filter((li) => li.textContent.trim() === 'Message 1')[0]"
        #expect(try number("\(firstRow).getBoundingClientRect().top") < height / 2)
        try browser.scrollEveryBox(to: 400)
        #expect(abs(try number("__bar().getBoundingClientRect().bottom") - height) <= 1, "half way down")
        try browser.scrollEveryBox(to: nil)
        let lastRow = "[...document.querySelectorAll('li')].filter((li) => li.textContent.trim() === 'Message 30')[0]"
        let rowBottom = try number("\(lastRow).getBoundingClientRect().bottom")
        let barTop = try number("__bar().getBoundingClientRect().top")
        #expect(rowBottom <= barTop + 1, "the last message ends at \(rowBottom), the bar starts at \(barTop)")
        #expect(abs(try number("__bar().getBoundingClientRect().bottom") - height) <= 1, "at the end: \(peek("__chain()"))")
    }

    /// SwiftUI: the summary stays at the scroll view's top while its lines scroll under it.
    @Test func theSummaryStaysOverTheScrollingLines() throws {
        try open("/fidelity/scrolling/log-inset")
        let scroller = "document.querySelector('.sv-y')"
        let top = try number("\(scroller).getBoundingClientRect().top")
        #expect(abs(try number("__bar().getBoundingClientRect().top") - top) <= 1)
        #expect(try number("\(scroller).scrollHeight") > (try number("\(scroller).clientHeight")))
        try browser.execute("\(scroller).scrollTop = 600")
        #expect(try number("\(scroller).scrollTop") > 100)
        #expect(abs(try number("__bar().getBoundingClientRect().top") - top) <= 1, "after scrolling")
        // A line has scrolled under the bar: the bar is what the page shows there.
        let covered = try browser.execute(
            "const b = __bar().getBoundingClientRect(); return __bar().contains(document.elementFromPoint(b.left + 5, b.top + b.height / 2));")
        #expect(covered as? Bool == true)
    }
}

import Foundation
import LiveServerTesting
import Testing

/// The scrolling sample apps in headless Chromium: a 10,000-row lazy stack
/// scrolled by the keyboard streams its rows in (and drops those far away),
/// `scrollTo` brings row 5000 into view, grids lay out as CSS grids.
/// Screenshots go to /tmp/liveui-scrolling-*.png.
@Suite(.serialized) struct ScrollingBrowserTests {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)/fidelity/scrolling" }

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    func open(_ app: String) throws {
        try browser.navigate(url + "/" + app)
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
    }

    /// The lazy container's window, `[start, end, count]`.
    func window(_ testID: String) throws -> [Int] {
        let script =
            "const e = document.querySelector('[data-testid=\(testID)] [data-lv-lazy], [data-lv-lazy][data-testid=\(testID)]'); return e ? e.getAttribute('data-lv-win').split(',').map(Number) : []"
        return try browser.execute(script) as? [Int] ?? []
    }

    /// Whether row `#n` is in the page and inside the scroll view's visible box.
    func rowVisible(_ n: Int) throws -> Bool {
        try browser.execute(
            """
            const label = [...document.querySelectorAll('[data-testid=contacts] .tx')].find(e => e.textContent === '#' + arguments[0]);
            if (!label) return false;
            const r = label.getBoundingClientRect(), box = document.querySelector('[data-testid=contacts]').getBoundingClientRect();
            return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
            """, [n]) as? Bool ?? false
    }

    func rowCount() throws -> Int {
        try browser.execute("return document.querySelectorAll('[data-testid=contacts] [data-lv-lazy] > button').length") as? Int ?? -1
    }

    /// Rows whose box is at least partly inside the scroll view's.
    func rowsOnScreen() throws -> Int {
        try browser.execute(
            """
            const box = document.querySelector('[data-testid=contacts]').getBoundingClientRect();
            return [...document.querySelectorAll('[data-testid=contacts] [data-lv-lazy] > button')]
              .filter(b => { const r = b.getBoundingClientRect(); return r.bottom > box.top + 1 && r.top < box.bottom - 1; }).length;
            """) as? Int ?? 0
    }

    @Test func endAndPageDownStreamRowsIn() throws {
        try open("contacts")
        #expect(try window("contacts") == [0, 50, 10_000] || (try window("contacts")).first == 0)
        #expect(
            try browser.execute("return document.querySelectorAll('[data-testid=contacts] [data-lv-lazy] > button').length") as? Int ?? 0
                <= 120)
        // The scroll view is focusable: the keyboard scrolls it.
        try browser.type(try browser.find("[data-testid=contacts]"), "\u{E00F}")  // PageDown
        #expect(try browser.waitUntil("return document.activeElement.matches('[data-testid=contacts]')"))
        for _ in 0..<9 { try browser.keys("\u{E00F}") }
        // About 90 rows down: the window followed, and rows before it were dropped.
        let streamed = try browser.waitUntil(
            "const w = document.querySelector('[data-lv-win]').getAttribute('data-lv-win').split(',').map(Number); return LiveUI.state.pending.length === 0 && w[0] > 20 && w[1] > 80"
        )
        let debug = try browser.execute(
            "const s = document.querySelector('[data-testid=contacts]'); return [s.scrollTop, s.clientHeight, document.querySelector('[data-lv-win]').getAttribute('data-lv-win')]"
        )
        #expect(streamed, "rows stream in after PageDown: \(String(describing: debug))")
        // A window asked for mid-scroll may already be behind the final position (a loaded
        // machine, a full test run): the page then asks again. What must hold is that rows arrive.
        let onScreen = try browser.waitUntil(
                """
                const box = document.querySelector('[data-testid=contacts]').getBoundingClientRect();
                return LiveUI.state.pending.length === 0 && [...document.querySelectorAll('[data-testid=contacts] [data-lv-lazy] > button')]
                  .filter(b => { const r = b.getBoundingClientRect(); return r.bottom > box.top + 1 && r.top < box.bottom - 1; }).length >= 8;
                """)
        let seen = try rowsOnScreen()
        #expect(onScreen, "rows on screen after PageDown: \(seen)")
        // What went over the socket from here on, for the failure message.
        try browser.execute(
            """
            const ws = LiveUI.state.ws, log = window.__lvLog = [];
            const send = ws.send.bind(ws);
            ws.send = m => { log.push('> ' + m.slice(0, 120)); send(m); };
            ws.addEventListener('message', m => log.push('< ' + String(m.data).slice(0, 120)));
            document.addEventListener('keydown', e => log.push('key ' + e.key + (e.defaultPrevented ? ' (prevented)' : '')), true);
            document.querySelector('[data-testid=contacts]').addEventListener('scroll', e => log.push('scroll ' + Math.round(e.target.scrollTop)));
            """)
        // The PageDowns scroll smoothly; End is pressed once the scroller has stood
        // still for 300 ms. In full parallel runs End has failed to bring the
        // window down (twice on 2026-12-01; on 2026-12-06 the scroller stood where
        // ten PageDowns had put it, scrollTop 5010, and nothing was sent), as if it
        // had landed in a scroll still animating. The log above now also records
        // the keys the page saw and its scroll events, if it happens again.
        let still = try browser.waitUntil(
            """
            const s = document.querySelector('[data-testid=contacts]'), w = window.__lvStill = window.__lvStill || { top: -1, since: 0 };
            if (s.scrollTop !== w.top) { w.top = s.scrollTop; w.since = performance.now(); return false; }
            return performance.now() - w.since > 300;
            """, timeout: 10)
        #expect(still, "the scroller came to rest after PageDown")
        try browser.keys("\u{E010}")  // End
        let ended = try browser.waitUntil(
            "return document.querySelector('[data-lv-win]').getAttribute('data-lv-win') .endsWith(',10000,10000')", timeout: 10)
        if !ended {
            let state = try browser.execute(
                """
                const s = document.querySelector('[data-testid=contacts]'), l = document.querySelector('[data-lv-lazy]');
                return JSON.stringify({top: s.scrollTop, height: s.scrollHeight, client: s.clientHeight, win: l.getAttribute('data-lv-win'),
                  rh: l.style.getPropertyValue('--lv-rh'), pending: LiveUI.state.pending, active: document.activeElement.outerHTML.slice(0, 80),
                  log: window.__lvLog.slice(-30)});
                """)
            Issue.record("End did not bring the window to the last rows: \(String(describing: state))")
        }
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0"))
        #expect(try rowVisible(9_999), "the last row is on screen")
        #expect(try rowCount() <= 400, "rows far from the screen were dropped")
        try browser.screenshot(to: "/tmp/liveui-scrolling-contacts-end.png")
        try browser.keys("\u{E011}")  // Home
        #expect(
            try browser.waitUntil(
                "return document.querySelector('[data-lv-win]').getAttribute('data-lv-win').startsWith('0,')", timeout: 10))
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0"))
        #expect(try rowVisible(0))
    }

    @Test func scrollingByScriptStreamsRowsIn() throws {
        try open("contacts")
        // Half way down, as a scroll bar drag would.
        try browser.execute("const s = document.querySelector('[data-testid=contacts]'); s.scrollTop = s.scrollHeight / 2")
        #expect(
            try browser.waitUntil(
                "const w = document.querySelector('[data-lv-win]').getAttribute('data-lv-win').split(',').map(Number); return w[0] > 4000 && w[1] < 6000 && LiveUI.state.pending.length === 0",
                timeout: 10))
        let w = try window("contacts")
        // The rows on screen are the rows in the window: none is missing where the user looks.
        let shown = try rowsOnScreen()
        #expect(shown >= 8, "\(shown) rows on screen, window \(w)")
    }

    @Test func jumpTo5000BringsTheRowIntoView() throws {
        try open("contacts")
        try browser.click(try browser.find("button.bp"))
        #expect(try browser.waitUntil("return [...document.querySelectorAll('.tx')].some(e => e.textContent === '#5000')"))
        // Smooth, so it takes a moment to arrive.
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0"))
        // Smooth: wait until the row stops moving.
        var tops: [Int] = []
        for _ in 0..<60 {
            let top =
                try browser.execute(
                    """
                    const label = [...document.querySelectorAll('.tx')].find(e => e.textContent === '#5000');
                    if (!label) return -100000;
                    const row = label.closest('button'), box = document.querySelector('[data-testid=contacts]').getBoundingClientRect();
                    return Math.round(row.getBoundingClientRect().top - box.top);
                    """) as? Int ?? -100000
            tops.append(top)
            if tops.count >= 3, tops.suffix(3).allSatisfy({ $0 == top }) { break }
            usleep(100_000)
        }
        #expect(try rowVisible(5_000), "row 5000 is on screen after scrollTo")
        #expect(tops.last.map { abs($0) <= 2 } == true, "anchor .top puts the row at the top: \(tops)")
        try browser.screenshot(to: "/tmp/liveui-scrolling-contacts-5000.png")
        // The row can be selected where it landed.
        try browser.click(try browser.find("[aria-label='Ava Abbott']"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=selection]').textContent === 'Selected: Ava Abbott'"))
    }

    @Test func photoGridFitsColumnsToTheWindow() throws {
        try open("photos")
        let columns =
            try browser.execute("return getComputedStyle(document.querySelector('.lg')).gridTemplateColumns.split(' ').length") as? Int ?? 0
        #expect(columns >= 5, "\(columns) adaptive columns in a 1280 px window")
        try browser.screenshot(to: "/tmp/liveui-scrolling-photos.png")
        try browser.click(try browser.find("[aria-label='Forest 1']"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=favorites]').textContent === '1 favorites'"))
    }

    @Test func carouselScrollsSideways() throws {
        try open("carousel")
        let metrics =
            try browser.execute(
                "const c = document.querySelector('[data-testid=carousel]'); return [c.scrollWidth > c.clientWidth + 200, getComputedStyle(c).scrollbarWidth, getComputedStyle(c).overflowY]"
            ) as? [Any] ?? []
        #expect(metrics.first as? Bool == true, "the cards overflow sideways")
        #expect(metrics.count == 3 && metrics[1] as? String == "none" && metrics[2] as? String == "hidden", "\(metrics)")
        try browser.execute("document.querySelector('[data-testid=carousel]').scrollLeft = 10000")
        try browser.click(try browser.find("[aria-label='Oaxaca, Mexico']"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=chosen]').textContent === 'Trip to Oaxaca'"))
        try browser.screenshot(to: "/tmp/liveui-scrolling-carousel.png")
    }

    @Test func standingsColumnsLineUp() throws {
        try open("standings")
        // Right edges of the points column's cells are equal (gridColumnAlignment(.trailing)).
        let rights =
            try browser.execute(
                "return [...document.querySelectorAll('[data-testid=table] .gr')].slice(0, 4).map(r => Math.round(r.children[3].getBoundingClientRect().right))"
            ) as? [Int] ?? []
        #expect(rights.count == 4 && Set(rights).count == 1, "\(rights)")
        let lefts =
            try browser.execute(
                "return [...document.querySelectorAll('[data-testid=table] .gr')].slice(0, 4).map(r => Math.round(r.children[0].getBoundingClientRect().left))"
            ) as? [Int] ?? []
        #expect(lefts.count == 4 && Set(lefts).count == 1, "\(lefts)")
        try browser.screenshot(to: "/tmp/liveui-scrolling-standings.png")
    }
}

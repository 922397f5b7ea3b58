import Foundation
import LiveServerTesting
import Testing

/// A review's reproductions (2026-12-07), kept as regression tests: stacked
/// insets, an inset in a tab or over a scroll view in a navigation stack, a
/// share link in a menu or used from the keyboard, a `Path` in points and a
/// shape painted with a gradient foreground style.
@Suite(.serialized) struct InsetShareReviewBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    func open(_ path: String) throws {
        try browser.openJoined("http://127.0.0.1:\(server.port)\(path)")
        try browser.execute(
            """
            window.__byText = (t) => [...document.querySelectorAll('*')].filter((e) => e.childElementCount === 0 && e.textContent.trim() === t)[0];
            window.__barOf = (t) => __byText(t).closest('.sai-bar');
            window.__r = (e) => e.getBoundingClientRect().toJSON();
            window.__button = (name) => [...document.querySelectorAll('button')]
              .find((b) => (b.getAttribute('aria-label') || b.textContent.trim()) === name);
            """)
    }

    func value(_ s: String) -> String { (try? browser.execute("return JSON.stringify(" + s + ")")).map { "\($0)" } ?? "nil" }
    func number(_ s: String) throws -> Double { (try browser.execute("return " + s) as? NSNumber)?.doubleValue ?? .nan }

    @Test func nestedTopInsetsOnAScrollViewDoNotOverlap() throws {
        try open("/fidelity/scrolling/rv-nested")
        try browser.scrollEveryBox(to: 600)
        let outer = value("__r(__barOf('Outer bar'))"), inner = value("__r(__barOf('Inner bar'))")
        let outerBottom = try number("__r(__barOf('Outer bar')).bottom")
        let innerTop = try number("__r(__barOf('Inner bar')).top")
        #expect(outerBottom <= innerTop + 1, "outer \(outer) inner \(inner)")
    }

    @Test func nestedBottomInsetsOnAListDoNotOverlap() throws {
        try open("/fidelity/scrolling/rv-nested-list")
        try browser.scrollEveryBox(to: 600)
        let outer = value("__r(__barOf('Outer bar'))"), inner = value("__r(__barOf('Inner bar'))")
        // SwiftUI: the outer bar is below the inner one.
        let innerBottom = try number("__r(__barOf('Inner bar')).bottom")
        let outerTop = try number("__r(__barOf('Outer bar')).top")
        #expect(innerBottom <= outerTop + 1, "outer \(outer) inner \(inner) window \(value("innerHeight"))")
    }

    @Test func anInsetInATabStaysAboveTheTabBar() throws {
        try open("/fidelity/scrolling/rv-tab")
        for at in [0, 600] {
            try browser.scrollEveryBox(to: at)
            let bar = value("__r(__barOf('Composer'))")
            let tabs = value("__r(document.querySelector('[role=tablist]'))")
            let hit = try browser.execute(
                "const b = __r(__barOf('Composer')); return __barOf('Composer').contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));")
            #expect(hit as? Bool == true, "scrolled \(at): composer \(bar) tab bar \(tabs) window \(value("innerHeight"))")
            let tabHit = try browser.execute(
                "const t = document.querySelector('[role=tablist]'), b = __r(t); const e = document.elementFromPoint(b.left + 20, b.top + b.height / 2); return t.contains(e) ? 'tabs' : (e.tagName + '.' + e.className + ' ' + e.textContent.trim().slice(0, 30));")
            #expect(tabHit as? String == "tabs", "scrolled \(at): the tab bar is covered by \(tabHit ?? "nil"): composer \(bar) tab bar \(tabs)")
        }
    }

    @Test func anInsetOnAScrollViewInANavigationStackIsVisible() throws {
        try open("/fidelity/scrolling/rv-nav-scroll")
        let bar = value("__r(__barOf('Composer'))")
        let h = try number("innerHeight")
        let bottom = try number("__r(__barOf('Composer')).bottom")
        #expect(bottom <= h + 1, "composer \(bar) window \(h)")
        try browser.scrollEveryBox(to: 600)
        #expect(try number("__r(__barOf('Composer')).bottom") <= h + 1, "composer \(value("__r(__barOf('Composer'))")) window \(h)")
    }

    /// SwiftUI: choosing Share in a menu closes the menu (and presents the sheet).
    @Test func aShareLinkInAMenuClosesTheMenu() throws {
        try open("/fidelity/scrolling/rv-share")
        guard try browser.waitUntil("return typeof LiveUI.sharePayload === 'function'") else { throw WebDriver.Failure(description: "no share area") }
        try browser.execute("window.__shared = []; navigator.share = (d) => { window.__shared.push(d); return Promise.resolve(); };")
        try browser.click(try browser.find("[id='\(try browser.execute("return __button('More').id") as! String)']"))
        #expect(try browser.waitUntil("return !!document.querySelector('dialog[data-lv-modal=menu]')"))
        let id = try #require(try browser.execute("return __button('Share from menu') && __button('Share from menu').id") as? String)
        try browser.click(try browser.find("[id='\(id)']"))
        #expect(try browser.waitUntil("return __shared.length === 1"), "shared \(value("__shared"))")
        #expect(try browser.waitUntil("return !document.querySelector('dialog[data-lv-modal=menu]')", timeout: 2), "the menu is still open after sharing")
    }

    @Test func enterAndSpaceOnAShareLinkShareAndDisabledDoesNot() throws {
        try open("/fidelity/scrolling/rv-share")
        guard try browser.waitUntil("return typeof LiveUI.sharePayload === 'function'") else { throw WebDriver.Failure(description: "no share area") }
        try browser.execute("window.__shared = []; navigator.share = (d) => { window.__shared.push(d); return Promise.resolve(); };")
        try browser.recordSentEvents()
        try browser.execute("__button('Hostile share').focus()")
        try browser.keys("\u{E007}")
        #expect(try browser.waitUntil("return __shared.length === 1"), "Enter: \(value("__shared"))")
        try browser.keys(" ")
        #expect(try browser.waitUntil("return __shared.length === 2"), "Space: \(value("__shared"))")
        #expect(value("__shared[0]") == value("({text: 'He said \"<b>hi</b>\" & \\'bye\\'\\n2nd line', title: 'A \"quoted\" <subject>'})"), "\(value("__shared[0]"))")
        // Disabled: a click does nothing.
        let id = try #require(try browser.execute("return __button('Disabled share').id") as? String)
        #expect(try browser.execute("return __button('Disabled share').disabled") as? Bool == true)
        try? browser.click(try browser.find("[id='\(id)']"))
        try browser.execute("__button('Disabled share').click()")
        #expect(try number("__shared.length") == 2)
        #expect(try number("__sent.length") == 0, "\(value("__sent"))")
    }
}

@Suite(.serialized) struct PathReviewBrowserTests {
    /// SwiftUI: a Path's points are points of the view's own space: an 80 × 80 square at (20, 20).
    @Test func aPathWithoutAFrameIsDrawnAtItsOwnCoordinates() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/scrolling/rv-path")
        let r = try browser.execute(
            """
            const box = document.querySelector('[data-testid="square"]'), p = box.querySelector('path');
            const b = box.getBoundingClientRect(), q = p.getBoundingClientRect();
            return [q.left - b.left, q.top - b.top, q.width, q.height, b.width, b.height, innerWidth, innerHeight].map(Math.round);
            """) as? [Int]
        #expect(r.map { Array($0[0..<4]) } == [20, 20, 80, 80], "path at x,y,w,h + box w,h + window w,h: \(r ?? [])")
        let fill = try browser.execute("return getComputedStyle(document.querySelector('[data-testid=gtri] path')).fill") as? String
        #expect(fill != "rgba(0, 0, 0, 0)", "a square with a gradient foregroundStyle is painted \(fill ?? "nil")")
    }
}

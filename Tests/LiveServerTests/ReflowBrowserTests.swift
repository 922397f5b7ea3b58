import Foundation
import LiveServerTesting
import Testing

/// Issue 17 item 5 (WCAG 1.4.4 Resize Text, 1.4.10 Reflow): every demo route
/// fits a 320 CSS px wide window with no horizontal scrolling, and text
/// follows the browser's font size as Dynamic Type follows the system's: at
/// twice the default size, body text is twice as large and the page still
/// reflows (at 640 px, which 200 % zoom of a 1280 px window amounts to).
@Suite(.serialized) struct ReflowBrowserTests {
    static let routes = ["/", "/offset", "/colors", "/colors/purple", "/folders", "/programmatic", "/demos"]

    struct Page {
        let server: ServerProcess
        let browser: WebDriver
        var base: String { "http://127.0.0.1:\(server.port)" }

        init() throws {
            guard WebDriver.available() else {
                throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
            }
            server = try ServerProcess(environment: ["LIVEUI_STORE": "memory"])
            browser = try WebDriver()
        }

        func close() {
            browser.quit()
            server.stop()
        }

        /// The viewport as a phone's or a zoomed window's, in CSS pixels.
        func viewport(width: Int, height: Int) throws {
            try browser.devTools(
                "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        }

        /// The reader's default font size (Chromium's setting, 16 px unless changed).
        func defaultFontSize(_ px: Int) throws {
            try browser.devTools("Page.setFontSizes", ["fontSizes": ["standard": px, "fixed": px * 13 / 16]])
        }

        func open(_ path: String) throws {
            try browser.navigate(base + path)
            try AxeAudit.settle(browser)
        }

        /// How many CSS pixels the page is wider than the window (0: no horizontal
        /// scrolling), or 1 when some text or control is cut off by the window's
        /// edges instead (the root clips its overflow, which would hide it).
        /// Horizontal scroll views scroll by design and are left out, and so is
        /// a view placed wholly outside the window (the offset login's main
        /// view, waiting to slide in), as SwiftUI's `.offset` places it too.
        func overflow() throws -> Int {
            let script = """
                const sideways = document.documentElement.scrollWidth - innerWidth;
                if (sideways > 0) return sideways;
                const cut = [...document.querySelectorAll('#root .tx, #root button, #root a, #root input, #root h1, #root h2')]
                  .filter(e => e.getClientRects().length && !e.closest('.sv-x, [hidden], .vh, dialog:not([open])'))
                  .filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && ((r.left < innerWidth && r.right > innerWidth + 1) || (r.right > 0 && r.left < -1)); });
                return cut.length ? 1 : 0;
                """
            return (try browser.execute(script) as? Int) ?? -1
        }

        func fontSize(_ css: String) throws -> Double {
            let value = try browser.execute("return parseFloat(getComputedStyle(document.querySelector(arguments[0])).fontSize)", [css])
            return (value as? Double) ?? Double(value as? Int ?? -1)
        }
    }

    @Test func everyDemoRouteReflowsAt320CSSPixels() throws {
        let page = try Page()
        defer { page.close() }
        try page.viewport(width: 320, height: 640)
        for route in Self.routes {
            try page.open(route)
            #expect(try page.browser.execute("return innerWidth") as? Int == 320)
            #expect(try page.overflow() <= 0, "\(route) scrolls sideways at 320 px")
        }
        // Logged in, the greeting and the Logout button fit too.
        try page.open("/")
        try page.browser.type(intoField: "Username", "a-rather-long-user-name-for-a-narrow-phone")
        try page.browser.click(text: "Login")
        #expect(try page.browser.waitUntil("return document.body.innerText.includes('Hello')", timeout: 10))
        try AxeAudit.settle(page.browser)
        #expect(try page.overflow() <= 0, "the logged-in page scrolls sideways at 320 px")
    }

    @Test func textFollowsTheBrowserFontSizeAndStillReflows() throws {
        let page = try Page()
        defer { page.close() }
        try page.open("/demos")
        let body = try page.fontSize("body")
        let title = try page.fontSize(".f-lt")
        #expect(body == 17)
        #expect(title == 34)
        try page.defaultFontSize(32)
        try page.open("/demos")
        let bigBody = try page.fontSize("body")
        let bigTitle = try page.fontSize(".f-lt")
        print("reflow: body text \(body) px → \(bigBody) px, large title \(title) px → \(bigTitle) px at a 32 px default font size")
        #expect(bigBody == 34)
        #expect(bigTitle == 68)
        try page.viewport(width: 640, height: 400)
        for route in Self.routes {
            try page.open(route)
            #expect(try page.overflow() <= 0, "\(route) scrolls sideways at 640 px with text at 200 %")
        }
    }
}

import Foundation
import LiveServerTesting
import Testing

/// The tutorial-style apps (Tests/FidelityApps/RealApps) in headless
/// Chromium, for what only a browser shows: scroll snapping and window-relative
/// frames on Moonshot's mission page, a view link inside a value-pushed page,
/// a disabled NavigationLink that a click cannot follow, the empty-state icon.
@Suite(.serialized) struct RealAppsBrowserTests {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)/fidelity/realapps" }

    init() throws {
        guard WebDriver.available() else {
            throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
        }
        server = try ServerProcess(executable: "LiveFixtureServer")
        browser = try WebDriver()
    }

    func open(_ app: String) throws {
        try browser.navigate(url + "/" + app)
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
    }

    func waitForTitle(_ title: String) throws -> Bool {
        try browser.waitUntil("return document.title === \(String(reflecting: title))")
    }

    @Test func moonshotMissionPageSnapsItsCrewAndSizesItsImageByTheWindow() throws {
        try open("moonshot")
        try browser.click(try browser.find("a[data-nav][href$='/moonshot/11']"))
        #expect(try waitForTitle("Apollo 11"))
        let snap = try browser.execute(
            """
            const sv = document.querySelector('.snp');
            const item = sv && sv.querySelector('.stl > *');
            return sv ? [getComputedStyle(sv).scrollSnapType, item ? getComputedStyle(item).scrollSnapAlign : ''] : [];
            """) as? [String] ?? []
        #expect(snap.first?.contains("mandatory") == true, "scrollTargetBehavior(.viewAligned): \(snap)")
        #expect(snap.last?.contains("start") == true, "scrollTargetLayout(): \(snap)")
        // containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }: 60 % of the window.
        let ratio = try browser.execute(
            """
            const f = [...document.querySelectorAll('.fr')].find(e => (e.getAttribute('style') || '').includes('cqw'));
            return f ? f.getBoundingClientRect().width / document.documentElement.clientWidth : 0;
            """) as? Double ?? 0
        #expect(abs(ratio - 0.6) < 0.03, "width / window = \(ratio)")

        // The page's content has its height: the resizable image in the
        // vertical ScrollView does not collapse (it did: `flex: 1 1 0` on an unbounded height).
        let heights = try browser.execute(
            """
            const c = document.querySelector('.nv-top .sv-y > .sv-c'), f = c.querySelector('.fr');
            return [c.getBoundingClientRect().height, f.getBoundingClientRect().height, f.getBoundingClientRect().width];
            """) as? [Double] ?? []
        #expect(heights.count == 3 && heights[0] > heights[1] && heights[1] >= heights[2] * 0.9, "content, image frame, its width: \(heights)")
        try browser.click(try browser.find("a[data-nav][href$='/moonshot/11/michael-collinscommand-module-pilot']"))
        #expect(try waitForTitle("Michael Collins"))
        try browser.back()
        #expect(try waitForTitle("Apollo 11"))
    }

    @Test func cupcakeCheckoutLinkStaysShutUntilTheAddressIsComplete() throws {
        try open("cupcakes")
        try browser.click(try browser.find("a[data-nav][href$='/cupcakes/delivery-details']"))
        #expect(try waitForTitle("Delivery details"))
        let link = try browser.find("a.nl[aria-disabled=true]")
        try browser.click(link)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try browser.title() == "Delivery details", "a disabled link goes nowhere")
        for (field, text) in [("Name", "Ada"), ("Street Address", "1 Loop"), ("City", "Cupertino"), ("Zip", "95014")] {
            try browser.type(try browser.find("input[aria-label='\(field)']"), text)
        }
        #expect(try browser.waitUntil("return !!document.querySelector(\"a[data-nav][href$='/check-out']\")"))
        try browser.click(try browser.find("a[data-nav][href$='/check-out']"))
        #expect(try waitForTitle("Check out"))
    }

    @Test func anEmptyExpenseListShowsALargeIconAboveItsTitle() throws {
        try open("iexpense")
        let boxes = try browser.execute(
            """
            const cu = document.querySelector('.cu');
            const icon = cu && cu.querySelector('.lb > .ic'), title = cu && cu.querySelector('.lb > .tx');
            if (!icon || !title) return [];
            const i = icon.getBoundingClientRect(), t = title.getBoundingClientRect();
            return [i.height, i.bottom, t.top];
            """) as? [Double] ?? []
        #expect(boxes.count == 3)
        if boxes.count == 3 {
            #expect(boxes[0] > 40, "the icon is large: \(boxes[0]) px")
            #expect(boxes[1] <= boxes[2] + 1, "the icon stands above the title")
        }
    }
}

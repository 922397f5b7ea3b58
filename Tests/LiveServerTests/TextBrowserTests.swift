import Foundation
import LiveServerTesting
import Testing

/// The text and image sample apps (Tests/FidelityApps/Text) in headless
/// Chromium, served by LiveFixtureServer with the fixture's image assets.
/// Screenshots go to the temporary directory (`liveui-text-*.png`) for a look.
@Suite(.serialized) struct TextBrowserTests {
    struct Fixture {
        let server: ServerProcess
        let browser: WebDriver
        var url: String { "http://127.0.0.1:\(server.port)" }

        init(environment: [String: String] = [:]) throws {
            guard WebDriver.available() else {
                throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
            }
            let assets = ServerProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/TextAssets").path
            // `localhost` too, whatever the environment says: `anAsyncImageFromAnotherOriginLoads` fetches from it.
            server = try ServerProcess(
                executable: "LiveFixtureServer",
                environment: ["LIVEUI_ASSETS": assets, "LIVEUI_ALLOWED_HOSTS": "127.0.0.1,localhost"].merging(environment) { $1 })
            browser = try WebDriver(width: 900, height: 1000)
        }

        func open(_ path: String) throws {
            try browser.navigate(url + path)
            guard try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)") else {
                throw WebDriver.Failure(description: "\(path) did not join")
            }
        }

        func number(_ script: String) throws -> Double {
            let value = try browser.execute(script)
            if let d = value as? Double { return d }
            if let i = value as? Int { return Double(i) }
            throw WebDriver.Failure(description: "not a number: \(String(describing: value)) from \(script)")
        }

        func string(_ script: String) throws -> String { try browser.execute(script) as? String ?? "" }

        func screenshot(_ name: String) throws {
            try browser.screenshot(to: FileManager.default.temporaryDirectory.appendingPathComponent("liveui-text-\(name).png").path)
        }
    }

    @Test func assetsAndAsyncImagesLoadInTheBrowser() throws {
        let f = try Fixture()
        try f.open("/fidelity/text/profile")
        // The avatar comes from the assets folder, at a content-hashed URL, and decodes.
        #expect(
            try f.browser.waitUntil(
                "const i = document.querySelector('img[alt=avatar]'); return !!i && i.complete && i.naturalWidth === 96"))
        let src = try f.string("return document.querySelector('img[alt=avatar]').getAttribute('src')")
        #expect(src.hasPrefix("/assets/avatar.png?v="))
        try f.browser.execute(
            "window.__cc = null; fetch(arguments[0]).then(r => { window.__cc = r.status + ' ' + r.headers.get('cache-control') + ' ' + r.headers.get('content-type') })",
            [src])
        #expect(try f.browser.waitUntil("return window.__cc !== null"))
        #expect(try f.string("return window.__cc") == "200 public, max-age=31536000, immutable image/png")
        // The avatar fills its 96×96 frame, fitted, with round corners.
        #expect(try f.number("return document.querySelector('img[alt=avatar]').getBoundingClientRect().width") == 96)
        #expect(try f.string("return getComputedStyle(document.querySelector('img[alt=avatar]')).objectFit") == "contain")

        // The banner: loading text first (server HTML), then the image once the browser loaded it.
        let banner = "document.querySelector('[data-testid=banner-image]').closest('.ai')"
        #expect(try f.browser.waitUntil("return \(banner).getAttribute('data-phase') === 'success'"))
        #expect(
            try f.string("return getComputedStyle(document.querySelector('[data-testid=banner-loading]').parentNode).display") == "none")
        #expect(try f.string("return getComputedStyle(document.querySelector('[data-testid=banner-failed]').parentNode).display") == "none")
        let img = "document.querySelector('[data-testid=banner-image] img')"
        #expect(try f.number("return \(img).getBoundingClientRect().width") == 320)
        #expect(try f.number("return \(img).getBoundingClientRect().height") == 120)
        #expect(try f.string("return getComputedStyle(\(img)).objectFit") == "cover")
        #expect(try f.string("return getComputedStyle(\(img)).opacity") == "1")

        // A URL that fails: the placeholder stays, through the failure phase.
        let broken = "document.querySelector('img[src=\"/assets/no-such-image.png\"]').closest('.ai')"
        #expect(try f.browser.waitUntil("return \(broken).getAttribute('data-phase') === 'failure'"))
        #expect(try f.number("return \(broken).querySelector('.ai-f svg').getBoundingClientRect().width") > 20)
        #expect(try f.string("return getComputedStyle(\(broken).querySelector('.ai-s')).display") == "none")
        // AsyncImage(url:) alone: the image at its natural size.
        #expect(
            try f.browser.waitUntil("return document.querySelector('[data-testid=plain-async]').getAttribute('data-phase') === 'success'"))
        #expect(try f.number("return document.querySelector('[data-testid=plain-async] img').getBoundingClientRect().width") == 96)
        // A missing asset: the placeholder glyph, announced by its name.
        #expect(try f.string("return document.querySelector('[data-testid=missing-photo]').getAttribute('aria-label')") == "no such photo")
        try f.screenshot("profile")
        f.server.stop()
    }

    /// An image from another origin loads (an app's `AsyncImage` of an https URL): the page's CSP
    /// allows images from anywhere, and its cross-origin isolation is `credentialless`, which takes
    /// another origin's image without asking that origin to opt in (`require-corp` would refuse it).
    @Test func anAsyncImageFromAnotherOriginLoads() throws {
        let f = try Fixture()
        try f.open("/remote-image")
        let box = "document.querySelector('[data-testid=remote-image]')"
        #expect(try f.browser.waitUntil("return \(box).getAttribute('data-phase') === 'success'"))
        #expect(try f.string("return new URL(\(box).querySelector('img').currentSrc).hostname") == "localhost")
        #expect(try f.number("return \(box).querySelector('img').naturalWidth") > 0)
        #expect(try f.browser.execute("return self.crossOriginIsolated") as? Bool == true)
        f.server.stop()
    }

    /// An operator who keeps images to the page's own origin (`LIVEUI_IMAGE_SOURCES=none`) gets it:
    /// the browser refuses the same image, and the AsyncImage shows its failure.
    @Test func anOperatorCanKeepImagesToThePagesOwnOrigin() throws {
        let f = try Fixture(environment: ["LIVEUI_IMAGE_SOURCES": "none"])
        try f.open("/remote-image")
        #expect(try f.browser.waitUntil("return document.querySelector('[data-testid=remote-image]').getAttribute('data-phase') === 'failure'"))
        f.server.stop()
    }

    @Test func textRunsSymbolsAndMarkdownRenderWithTheirStyles() throws {
        let f = try Fixture()
        try f.open("/fidelity/text/about")
        func style(_ text: String, _ property: String) throws -> String {
            try f.string(
                """
                const e = [...document.querySelectorAll('#root *')].find(e => [...e.childNodes].some(n => n.nodeType === 3 && n.data === \(js(text))));
                return e ? getComputedStyle(e)[\(js(property))] : 'missing';
                """)
        }
        #expect(try style("Notes", "fontWeight") == "700")
        #expect(try style("tiny", "fontStyle") == "italic")
        #expect(try style("paper", "textDecorationLine") == "line-through")
        #expect(try style("2.4.1", "fontFamily").contains("monospace"))
        #expect(try style("What's new", "textTransform") == "uppercase")
        #expect(try f.string("return document.querySelector('a.lk').href") == "https://example.com/guide")
        #expect(try f.number("return document.querySelectorAll('a[href^=javascript], a[href^=JavaScript]').length") == 0)
        // Two lines of the long text show; the rest is cut.
        let clamp = "document.querySelector('[data-testid=whats-new]')"
        let lineHeight = try f.number("return parseFloat(getComputedStyle(\(clamp)).lineHeight)")
        let height = try f.number("return \(clamp).getBoundingClientRect().height")
        #expect(abs(height - 2 * lineHeight) < 2)
        #expect(try f.number("return \(clamp).scrollHeight") > height + 5)
        try f.screenshot("about")

        try f.open("/fidelity/text/weather")
        // Symbols are sized by their font and colored by foregroundColor.
        let sun = "document.querySelector('svg[aria-label=\"Sun max\"]')"
        #expect(abs(try f.number("return \(sun).getBoundingClientRect().width") - 1.1 * 64) < 0.5)
        #expect(try f.string("return getComputedStyle(\(sun)).color") == "rgb(255, 204, 0)")
        let large = "document.querySelector('svg[aria-label=\"Cloud sun\"]')"
        #expect(abs(try f.number("return \(large).getBoundingClientRect().width") - 1.42 * 17) < 0.5)
        #expect(try f.string("return getComputedStyle(\(large)).color") == "rgb(0, 0, 0)")
        // The icon-only label's title is there for screen readers but takes no space.
        #expect(
            try f.number(
                "return [...document.querySelectorAll('.vh')].filter(e => e.textContent === 'Humidity 60%')[0].getBoundingClientRect().width"
            ) <= 1)
        // The timer style ticks in the browser, with no message from the server.
        let timer = "document.querySelector('[data-testid=next-update] [data-tick]')"
        let first = try f.string("return \(timer).textContent")
        #expect(first.wholeMatch(of: /1[45]:[0-5][0-9]/) != nil, "\(first)")
        #expect(try f.browser.waitUntil("return \(timer).textContent !== \(js(first))", timeout: 3))
        try f.screenshot("weather")

        try f.open("/fidelity/text/product")
        // The star inside the rating text is 1em of the subheadline font (15px) and orange like the text
        // (the shop's darker orange, for contrast).
        let star = "document.querySelector('.tx > svg.sy')"
        #expect(abs(try f.number("return \(star).getBoundingClientRect().width") - 15) < 0.5)
        #expect(try f.string("return getComputedStyle(\(star)).color") == "rgb(158, 82, 0)")
        #expect(try style("22%", "color") == "rgb(196, 0, 18)")
        // A label's own color wins over the icon tint.
        #expect(try f.string("return getComputedStyle(document.querySelector('.lb > svg.ic')).color") == "rgb(26, 115, 51)")
        try f.screenshot("product")
        f.server.stop()
    }

    func js(_ s: String) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: [s]), encoding: .utf8)!.dropFirst().dropLast().description
    }
}

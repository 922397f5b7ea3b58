import FidelityApps
import Foundation
import LiveTesting
import LiveUI
import Testing

/// The text and image sample apps, in-process: what a user would read.
@MainActor @Suite struct TextFidelityTests {
    static let assets = ImageAssetTable(["avatar": "/assets/avatar.png?v=1", "banner": "/assets/banner.png?v=2"])

    func open(_ path: String) throws -> TestSession {
        let app = try #require(FidelityApps.text.first { $0.path == path })
        return TestSession(path: path, route: path, imageAssets: Self.assets) { app.makeRoot() }
    }

    @Test func productCardFormatsPricesAndRatings() throws {
        let page = try open("/fidelity/text/product")
        #expect(try page.text("Today's Deals").tag == "h1")
        #expect(try page.text(12.5.formatted(.currency(code: "EUR"))).style("font-weight") == "700")
        let old = try page.text(16.0.formatted(.currency(code: "EUR")))
        #expect(old.style("text-decoration-line") == "line-through")
        let save = try page.text(0.22.formatted(.percent.precision(.fractionLength(0))))
        #expect(save.style("font-weight") == "700" && save.style("color") == "rgb(196,0,18)", "the shop's darker red, for contrast")
        #expect(page.hasText(" 4.7 (128 reviews)"))
        #expect(page.hasText("In stock") && page.hasText("Sold out"))
        #expect(page.hasText("2 products, prices include VAT"))
        #expect(!page.session.hasDiagnostics)
    }

    @Test func weatherSummaryShowsSymbolsAndDates() throws {
        let page = try open("/fidelity/text/weather")
        let sun = try page.scope.findAll(.image("Sun max"))[0]
        #expect(sun.style("font-size") == "64px" && sun.style("color") == "rgb(255,204,0)")
        #expect(page.hasText("21°"))
        #expect(page.hasText("Feels like 20.2°"))
        // `.symbolVariant(.fill)` draws sun.max.fill (a filled path); cloud.rain has no fill drawing and stays outlined.
        #expect(try page.scope.findAll(.image("Sun max"))[1].html.contains("fill-rule"))
        #expect(try !page.image("Cloud rain").html.contains("fill-rule"))
        #expect(try page.text("Humidity 60%").attribute("class")?.contains("vh") == true)
        let long = DateFormatter()
        long.dateStyle = .long
        long.timeStyle = .none
        #expect(page.hasText("Updated " + long.string(from: Date(timeIntervalSince1970: 1_700_000_000))))
        let timer = try page.element(identifier: "next-update")
        #expect(timer.html.contains("data-tick=\"timer:"))
        #expect(timer.text.wholeMatch(of: /Next update in 1[45]:[0-5][0-9]/) != nil)
    }

    @Test func profileShowsTheAvatarAndLetsTheBrowserLoadRemoteImages() throws {
        let page = try open("/fidelity/text/profile")
        let avatar = try page.image("avatar")
        #expect(avatar.attribute("src") == "/assets/avatar.png?v=1")
        #expect(avatar.style("object-fit") == "contain")
        // The AsyncImage box starts empty and holds all three phases; the server never fetches.
        let banner = try page.element(identifier: "banner-image")
        #expect(banner.html.contains("src=\"/assets/banner.png\"") && banner.html.contains("loading=\"lazy\""))
        #expect(page.hasText("Loading banner…") && page.hasText("Banner unavailable"))
        #expect(page.html.contains("data-phase=\"empty\""))
        // A missing asset: placeholder and one warning naming it.
        #expect(try page.element(identifier: "missing-photo").tag == "svg")
        let warnings = page.session.takeDiagnostics().map(\.message)
        #expect(warnings.count == 1 && warnings[0].contains("no-such-photo"))
    }

    @Test func aboutRendersMarkdownSafely() throws {
        let page = try open("/fidelity/text/about")
        #expect(try page.text("Notes").style("font-weight") == "700")
        #expect(try page.text("2.4.1").tag == "code")
        #expect(try page.link("user guide").attribute("href") == "https://example.com/guide")
        #expect(try page.link("write to us").attribute("href") == "mailto:help@example.com")
        #expect(throws: TestError.self) { try page.link("this link") }
        #expect(page.hasText("Never trust this link and keep snake_case_names as they are."))
        #expect(page.hasText("**not bold**, <b>not HTML</b>"))
        #expect(page.html.contains("&lt;b&gt;not HTML&lt;/b&gt;"))
        #expect(page.hasText("*Also* verbatim"))
        #expect(try page.link("Privacy policy").attribute("href") == "https://example.com/privacy")
        #expect(try page.element(identifier: "whats-new").style("-webkit-line-clamp") == "2")
        #expect(try page.text("What's new").style("text-transform") == "uppercase")
    }
}

import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The styling sample apps, driven like a user: their state round-trips over
/// the wire format, and the styles they depend on are in the page.
@MainActor @Suite struct StylingAppsTests {
    func open(_ path: String) throws -> TestSession {
        let app = try #require(FidelityApps.styling.first { $0.path == path })
        return TestSession(path: app.path, route: app.path) { app.makeRoot() }
    }

    func style(_ page: TestSession, _ id: String) throws -> String {
        try page.element(identifier: id).attribute("style") ?? ""
    }

    @Test func profileCardFollowsAndRetints() throws {
        let page = try open("/fidelity/styling/profile")
        #expect(page.html.contains("clip-path:circle()"), "the avatar is clipped to a circle")
        #expect(try style(page, "header") == "height:110px")
        #expect(page.html.contains("background:linear-gradient(to bottom right,rgb(175,82,222) 0%,rgb(0,122,255) 100%)"))
        #expect(try style(page, "card").contains("filter:drop-shadow(rgba(0,0,0,0.2) 0px 6px 12px)"))
        #expect(try style(page, "subtitle") == "color:var(--lv-fg2,var(--lv-2))")
        #expect(try page.button("Follow").attribute("style") == "--lv-tint:rgb(204,26,77)", "a deeper pink, for contrast")
        try page.button("Follow").click()
        #expect(page.hasText("129"))
        #expect(try page.button("Unfollow").attribute("style") == "--lv-tint:rgb(142,142,147)")
        try page.button("Unfollow").click()
        #expect(page.hasText("128"))
        #expect(page.failures.isEmpty)
    }

    @Test func dashboardRefreshTurnsTheIcon() throws {
        let page = try open("/fidelity/styling/dashboard")
        #expect(page.hasText("Refreshed 0 times"))
        #expect(try style(page, "refresh") == "transform:rotate(0deg)")
        try page.button("Refresh").click()
        #expect(page.hasText("Refreshed 1 times"))
        #expect(try style(page, "refresh") == "transform:rotate(180deg)")
        #expect(try style(page, "badge-Orders").contains("translate(8px,-8px)"))
        #expect(page.html.contains("transform:rotate(20deg)"))
        #expect(throws: TestError.self) { try page.element(identifier: "badge-Returns") }
        #expect(try style(page, "glow").contains("filter:blur(20px)"))
        #expect(try style(page, "revenue").contains("background-clip:text"))
        #expect(try style(page, "progress") == "width:210px", "70 % of the 300-point frame the reader is in")
        #expect(page.failures.isEmpty)
    }

    /// The button inside the card marked `card-<name>` (its text is the name and a number).
    func card(_ page: TestSession, _ name: String) throws -> TestElement {
        try page.within(identifier: "card-" + name).find(PageQuery("the card's button") { $0.tag == "button" })
    }

    @Test func cardGridSelectsAndLiftsACard() throws {
        let page = try open("/fidelity/styling/cards")
        #expect(page.hasText("Pick a card"))
        #expect(try style(page, "card-Ocean").contains("z-index:0"))
        try card(page, "Ocean").click()
        #expect(try page.element(identifier: "status").text == "Selected: Ocean")
        let ocean = try style(page, "card-Ocean")
        #expect(ocean.contains("outline:3px solid rgb(255,204,0)"))
        #expect(ocean.contains("z-index:1000"))
        #expect(ocean.contains("transform:scale(1.05)"))
        try card(page, "Night").click()
        #expect(try style(page, "card-Ocean").contains("z-index:0"))
        #expect(try style(page, "card-Night").contains("z-index:1000"))
        #expect(page.html.contains("border-radius:16px"))
        #expect(page.failures.isEmpty)
    }

    @Test func skeletonFeedLoadsAndReloads() throws {
        let page = try open("/fidelity/styling/skeleton")
        let feed = try page.element(identifier: "feed")
        #expect(feed.attribute("class")?.split(separator: " ").contains("rd") == true)
        #expect(feed.attribute("aria-busy") == "true")
        #expect(try page.button("Loading…").isDisabled)
        #expect(page.hasText("Placeholder title here"))
        page.advance(by: 1)
        #expect(page.hasText("Swift on the server"))
        #expect(feed.attribute("aria-busy") == nil)
        #expect(feed.attribute("class")?.split(separator: " ").contains("rd") == false)
        try page.button("Reload").click()
        #expect(feed.attribute("aria-busy") == "true")
        #expect(page.hasText("Placeholder title here"))
        page.advance(by: 1)
        #expect(page.hasText("Skeleton screens"))
        #expect(page.failures.isEmpty)
    }

    @Test func aHeldSkeletonFeedWaitsForLoad() throws {
        let page = try open("/fidelity/styling/skeleton-held")
        let feed = try page.element(identifier: "feed")
        page.advance(by: 60)
        #expect(feed.attribute("aria-busy") == "true", "still loading a minute later")
        #expect(page.hasText("Placeholder title here"))
        try page.button("Load").click()
        #expect(try page.button("Loading…").isDisabled)
        page.advance(by: 1)
        #expect(page.hasText("Swift on the server"))
        #expect(feed.attribute("aria-busy") == nil)
        #expect(try !page.button("Reload").isDisabled)
        #expect(page.failures.isEmpty)
    }
}

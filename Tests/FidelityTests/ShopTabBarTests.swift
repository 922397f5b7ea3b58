import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Preference keys in an app (Tests/FidelityApps/Environment/ShopTabBarApp.swift):
/// a tab bar the container learns from its pages, a form every field checks, and
/// a badge drawn from what the rows report.
@MainActor @Suite struct ShopTabBarTests {
    private func page() -> TestSession {
        let page = TestSession { ShopTabBarApp() }
        page.checkRenders()
        return page
    }

    /// The element a page's `.opacity` lowered to: the nearest around `text` that sets one.
    private func page(of page: TestSession, around text: String) throws -> Element {
        func chain(_ e: Element) -> [Element]? {
            if e.children.count == 1, case .text(let t) = e.children[0], t == text { return [e] }
            for case .element(let child) in e.children {
                if let below = chain(child) { return [e] + below }
            }
            return nil
        }
        let path = try #require(chain(page.page))
        return try #require(path.reversed().first { ($0[attribute: "style"] ?? "").contains("opacity") })
    }

    private func style(of page: TestSession, around text: String) throws -> String {
        try self.page(of: page, around: text)[attribute: "style"] ?? ""
    }

    @Test func theBarShowsTheTabsThePagesReport() throws {
        let page = page()
        let bar = try page.within(identifier: "tab-bar")
        for title in ["Home", "Search", "Cart", "Profile"] { #expect(bar.hasText(title), "\(title)") }
        #expect(try style(of: page, around: "Featured").contains("opacity:1"))
        let hidden = try self.page(of: page, around: "Items in cart: 0")
        // Transparent pages take no clicks (the selected page under them gets them), no focus, and are not read out.
        #expect(hidden[attribute: "style"]?.contains("opacity:0") == true && hidden[attribute: "inert"] != nil)
        #expect(try self.page(of: page, around: "Featured")[attribute: "inert"] == nil)
        try page.element(identifier: "tab-cart").click()
        #expect(try style(of: page, around: "Items in cart: 0").contains("opacity:1"))
        #expect(try style(of: page, around: "Featured").contains("opacity:0"))
        #expect(page.failures.isEmpty)
    }

    @Test func theOrderButtonWaitsForEveryFieldToBeValid() throws {
        let page = page()
        try page.button("Add to cart").click()
        try page.element(identifier: "tab-cart").click()
        #expect(page.hasText("Items in cart: 1"))
        let order = try page.button("Place order")
        #expect(order.attribute("disabled") != nil)
        try page.textField("Name").type("Ada")
        #expect(try page.button("Place order").attribute("disabled") != nil)
        try page.textField("Postcode").type("12a")
        #expect(page.hasText("Postcode is not valid"))
        try page.textField("Postcode").setValue("12345")
        #expect(!page.hasText("Postcode is not valid"))
        #expect(try page.button("Place order").attribute("disabled") == nil)
        try page.button("Place order").click()
        #expect(page.hasText("Order placed for Ada"))
        #expect(page.failures.isEmpty)
    }

    @Test func theBadgeCountsTheUnreadRows() throws {
        let page = page()
        #expect(try page.element(identifier: "unread-badge").text == "3 unread")
        try page.buttons("Mark read")[0].click()
        #expect(try page.element(identifier: "unread-badge").text == "2 unread")
        try page.buttons("Mark read")[0].click()
        try page.buttons("Mark read")[0].click()
        #expect(throws: (any Error).self) { try page.element(identifier: "unread-badge") }
        #expect(page.failures.isEmpty)
    }
}

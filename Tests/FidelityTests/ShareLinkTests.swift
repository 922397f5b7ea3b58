import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `ShareLink`, in-process, on the recipe sample app
/// (Tests/FidelityApps/Controls/RecipeShareApp.swift): buttons named as
/// SwiftUI names them, carrying what the page shares (areas/share.js).
@MainActor @Suite struct ShareLinkTests {
    /// SwiftUI: the default label is "Share" with the share symbol; the item, subject and message go with it.
    @Test func theDefaultLabelIsShareAndTheItemGoesWithIt() throws {
        let page = TestSession { RecipeShareApp() }
        let share = try page.button("Share")
        #expect(share.attribute("data-lv-share") == "https://example.com/recipes/lemon-tart")
        #expect(share.attribute("data-lv-share-kind") == "url")
        #expect(share.attribute("data-lv-share-title") == "Lemon tart")
        #expect(share.attribute("data-lv-share-text") == "Try this one")
        let titled = try page.button("Send the recipe")
        #expect(titled.attribute("data-lv-share-title") == nil)
    }

    /// Text is shared as text; a preview's title is the share's title; the item follows the state.
    @Test func textIsSharedAsTextAndFollowsTheState() throws {
        let page = TestSession { RecipeShareApp() }
        let list = try page.button("Share the shopping list")
        #expect(list.attribute("data-lv-share-kind") == "text")
        #expect(list.attribute("data-lv-share-title") == "Shopping list")
        #expect(list.attribute("data-lv-share") == "Shopping list: lemons, eggs, butter (4 servings)")
        try page.button("Increment").click()
        #expect(try page.button("Share the shopping list").attribute("data-lv-share")?.hasSuffix("(5 servings)") == true)
    }

    /// A click that reaches the server (before the page's share script loaded) does nothing, and is no error.
    @Test func aClickThatReachesTheServerIsHarmless() throws {
        let page = TestSession { RecipeShareApp() }
        let before = page.page
        try page.button("Share").click()
        #expect(page.page == before, "the page did not change")
    }

    /// Only web URLs are shared as URLs: another scheme is text.
    @Test func otherSchemesAreSharedAsText() throws {
        let page = TestSession {
            ShareLink(item: URL(string: "javascript:alert(1)")!) { Text("Odd") }
        }
        #expect(try page.button("Odd").attribute("data-lv-share-kind") == "text")
    }
}

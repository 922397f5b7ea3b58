import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The accessibility sample apps (Tests/FidelityApps/Accessibility), driven
/// as a screen reader or keyboard user would, in-process.
@MainActor @Suite struct AccessibilityAppsTests {
    @Test func theRecipeCardReadsTitleFirstRatingAsOneElementAndActsFromTheKeyboard() throws {
        let page = TestSession { RecipeCardApp() }
        // The title is a level-2 heading, read before the photo drawn above it.
        let title = try page.text("Lemon Tart")
        #expect(title.attribute("role") == "heading" && title.attribute("aria-level") == "2")
        let summary = try page.element(identifier: "summary")
        #expect(summary.accessibilityLabel == "45 min, 6 servings")
        let rating = try page.element(identifier: "rating")
        #expect(rating.accessibilityLabel == "Rating")
        #expect(rating.accessibilityDescription == "4 out of 5 stars")
        try page.button("Rate higher").click()
        #expect(try page.element(identifier: "rating").accessibilityDescription == "5 out of 5 stars")
        try page.button("Rate lower").click()
        try page.button("Rate lower").click()
        #expect(try page.element(identifier: "rating").accessibilityDescription == "3 out of 5 stars")
        // The heart is a toggle button; its state and the log (a live region) follow.
        let heart = try page.element(identifier: "favorite")
        #expect(heart.attribute("role") == "button" && heart.attribute("aria-pressed") == "false")
        #expect(heart.attribute("aria-description") == "Keeps the recipe in your favorites")
        try heart.click()
        #expect(try page.element(identifier: "favorite").attribute("aria-pressed") == "true")
        let log = try page.element(identifier: "log")
        #expect(log.attribute("role") == "status" && log.text == "Added to favorites")
        // Escape inside the tip dismisses it.
        #expect(try page.element(identifier: "tip").pressEscape())
        #expect(!page.hasText("Tip: chill the dough for 30 minutes."))
    }

    @Test func theDeliveryTrackerAnnouncesItsValidationMessageAndTheStatusThatChangesByItself() throws {
        let page = TestSession { DeliveryTrackerApp() }
        try page.button("Track").click()
        let error = try page.text("Enter the 6 or more characters of your tracking number.")
        #expect(error.attribute("role") == "status")
        try page.textField("Tracking number").type("1Z999AA")
        try page.button("Track").click()
        #expect(!page.hasText("Enter the 6 or more characters of your tracking number."))
        #expect(try page.button("Looking up…").isDisabled)
        page.advance(by: 1)
        let status = try page.element(identifier: "status")
        #expect(status.text == "Status: Packed" && status.attribute("aria-live") == "polite")
        let region = status.id
        page.advance(by: 60)
        // The same region, its text patched in place, so a screen reader reads the change.
        #expect(try page.element(identifier: "status").id == region)
        #expect(try page.element(identifier: "status").text == "Status: Shipped")
        let current = try page.find(PageQuery("the current stage") { $0[attribute: "aria-current"] == "true" })
        #expect(current.text == "Shipped")
        try page.button("Track another").click()
        #expect(try page.textField("Tracking number").value == "")
    }

    @Test func theDraftEditorSavesByItselfAndTheSavedFieldIsANewElementWithTheSameLabel() throws {
        let page = TestSession { DraftEditorApp() }
        let field = try page.textField("Title")
        try field.type("Groceries")
        page.advance(by: 0.5)
        #expect(!page.hasText("Saved: Groceries"))
        page.advance(by: 0.6)
        #expect(page.visibleText.contains("Saved: Groceries"))
        // The browser moves the focus to it (58-a11y.js): same label, another element.
        let saved = try page.textField("Title")
        #expect(saved.id != field.id && saved.value == "Groceries")
        try page.button("Discard").click()
        #expect(page.visibleText.contains("New draft"))
        #expect(try page.textField("Title").value == "")
    }
}

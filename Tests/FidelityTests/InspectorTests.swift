import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.inspector`, in-process (Tests/FidelityApps/Presentation/RecipeInspectorApp.swift):
/// a column beside the view in a wide tab, a sheet in a narrow one.
@MainActor @Suite struct InspectorTests {
    private func aside(_ page: TestSession) -> Element? {
        page.page.allElements().first { $0.tag == "aside" && $0[attribute: "aria-label"] == "Inspector" }
    }

    @Test func aWideTabShowsAColumnBesideTheView() throws {
        let page = TestSession(viewport: Viewport(width: 1200, height: 800)) { RecipeInspectorApp() }
        page.checkRenders()
        let column = try #require(aside(page))
        #expect(column[attribute: "style"] == "width:280px", "the ideal width the content asks for")
        #expect(column.textContent.contains("Servings: 4"))
        // The inspector acts on the same state as the view beside it.
        try page.button("Increment").click()
        #expect(page.hasText("Serves 5"))
        try page.button("Hide details").click()
        #expect(aside(page) == nil && page.hasText("Serves 5"))
        try page.button("Show details").click()
        #expect(aside(page) != nil)
        #expect(page.failures.isEmpty)
    }

    @Test func aNarrowTabShowsASheet() throws {
        let page = TestSession(viewport: Viewport(width: 390, height: 844)) { RecipeInspectorApp() }
        page.checkRenders()
        #expect(aside(page) == nil)
        let sheet = try #require(page.page.allElements().first { $0.tag == "dialog" })
        #expect(sheet.textContent.contains("Servings: 4"))
        try page.pressEscape()
        #expect(!page.page.allElements().contains { $0.tag == "dialog" })
        #expect(page.hasText("Show details"))
        #expect(page.failures.isEmpty)
    }
}

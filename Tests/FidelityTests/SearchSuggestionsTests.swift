import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.searchSuggestions` and `.searchCompletion`, in-process
/// (Tests/FidelityApps/Lists/FruitSearchApp.swift): the field lists them
/// (a `<datalist>`), and they follow the app's state.
@MainActor @Suite struct SearchSuggestionsTests {
    private func suggestions(_ page: TestSession) throws -> [String] {
        let field = try #require(page.page.allElements().first { $0[attribute: "type"] == "search" })
        let id = try #require(field[attribute: "list"])
        let list = try #require(page.page.find(id: id))
        #expect(list.tag == "datalist")
        return list.allElements().filter { $0.tag == "option" }.compactMap { $0[attribute: "value"] }
    }

    @Test func theFieldListsTheCompletionsAndTheyFollowTheSearch() throws {
        let page = TestSession { FruitSearchApp() }
        #expect(try suggestions(page) == ["Apple", "Apricot", "Banana"], "a view without a completion is not one")
        try page.textField("Search fruit").type("ap")
        #expect(try suggestions(page) == ["Apple", "Apricot"])
        // Choosing one puts its completion in the field: the browser types it in.
        try page.textField("Search fruit").setValue("Apricot")
        #expect(try suggestions(page) == ["Apricot"])
        #expect(page.hasText("Apricot") && !page.hasText("Banana"))
    }

    /// A label that differs from its completion is the option's text.
    @Test func aLabelOtherThanTheCompletionIsShown() throws {
        @MainActor struct Cities: View {
            @State private var query = ""
            var body: some View {
                List { Text("Results") }
                    .searchable(text: $query)
                    .searchSuggestions { Text("Paris, France").searchCompletion("Paris") }
            }
        }
        let page = TestSession { Cities() }
        let option = try #require(page.page.allElements().first { $0.tag == "option" })
        #expect(option[attribute: "value"] == "Paris")
        #expect(option.textContent == "Paris, France")
    }
}

import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.searchScopes`, in-process (Tests/FidelityApps/Lists/LibrarySearchApp.swift):
/// the scopes are a segmented picker under the search field that writes the
/// app's scope, shown as the activation says on a page whose field is always there.
@MainActor @Suite struct SearchScopesTests {
    private func titles(_ page: TestSession) -> [String] {
        ["Moby-Dick", "Middlemarch", "Blue Train", "Kind of Blue", "Blue Planet", "Middle Earth Tales"].filter { page.hasText($0) }
    }

    /// The segmented picker, right after the search field (its suggestions list between them, if any).
    private func scopeBar(_ page: TestSession) throws -> Element? {
        let field = try #require(page.page.allElements().first { $0[attribute: "type"] == "search" })
        let container = try #require(page.page.allElements().first { $0.children.contains(.element(field)) })
        return container.children.lazy.compactMap { node -> Element? in
            if case .element(let e) = node, e.tag == "fieldset" { return e } else { return nil }
        }.first
    }

    /// `.automatic` on iOS is `.onTextEntry`: no scopes until the field has text; then a
    /// segmented control (a radio group named "Search scope") whose choice writes the scope.
    @Test func scopesShowOnTextEntryAndNarrowTheResults() throws {
        let page = TestSession { LibrarySearchApp() }
        #expect(try scopeBar(page) == nil)
        #expect(titles(page).count == 6)
        try page.textField("Search the library").type("blue")
        let bar = try #require(try scopeBar(page))
        #expect(bar[attribute: "class"]?.contains("seg") == true && bar[attribute: "class"]?.contains("sr-s") == true)
        let picker = try page.picker("Search scope")
        #expect(picker.options == ["All", "Books", "Music", "Shows"])
        #expect(picker.selectedOption == "All")
        #expect(titles(page) == ["Blue Train", "Kind of Blue", "Blue Planet"])
        try picker.select("Music")
        #expect(try page.picker("Search scope").selectedOption == "Music")
        #expect(titles(page) == ["Blue Train", "Kind of Blue"])
        // An emptied field hides the scopes; the chosen scope stays, as after SwiftUI hides them.
        try page.textField("Search the library").setValue("")
        #expect(try scopeBar(page) == nil)
        #expect(titles(page) == ["Blue Train", "Kind of Blue"])
        try page.textField("Search the library").type("k")
        #expect(try page.picker("Search scope").selectedOption == "Music")
    }

    /// `.onSearchPresentation`: the page's search is always presented, so the scopes are always shown.
    @Test func onSearchPresentationShowsThemAtOnce() throws {
        let page = TestSession { LibrarySearchApp(activation: .onSearchPresentation) }
        #expect(try scopeBar(page) != nil)
        try page.picker("Search scope").select("Books")
        #expect(titles(page) == ["Moby-Dick", "Middlemarch"])
    }

    /// The iOS 16 spelling, with suggestions too: each under its own field, the
    /// suggestions' list first, then the scopes; a field further down has neither.
    @Test func theIOS16FormWithSuggestionsAndANestedField() throws {
        enum Kind: Hashable { case people, places }
        @MainActor struct Directory: View {
            @State private var query = "a"
            @State private var inner = ""
            @State private var kind = Kind.people
            var body: some View {
                VStack {
                    Text(kind == .people ? "Showing people" : "Showing places")
                    List { Text("Row") }.searchable(text: $inner, prompt: "Inner")
                }
                .searchable(text: $query, prompt: "Outer")
                .searchScopes($kind) {
                    Text("People").tag(Kind.people)
                    Text("Places").tag(Kind.places)
                }
                .searchSuggestions { Text("Ada").searchCompletion("Ada") }
            }
        }
        let page = TestSession { Directory() }
        let fields = page.page.allElements().filter { $0[attribute: "type"] == "search" }
        #expect(fields.count == 2)
        #expect(page.page.allElements().filter { $0.tag == "fieldset" }.count == 1)
        #expect(page.page.allElements().filter { $0.tag == "datalist" }.count == 1)
        try page.picker("Search scope").select("Places")
        #expect(page.hasText("Showing places"))
    }
}

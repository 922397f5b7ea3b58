import LiveUI

/// A searchable library with search scopes, as search samples write one:
/// `.searchScopes` over a state enum, each scope a `Text` tagged with its
/// case, the results filtered by both the text and the scope.
public struct LibrarySearchApp: View {
    enum Shelf: String, CaseIterable, Identifiable {
        case all = "All"
        case books = "Books"
        case music = "Music"
        case shows = "Shows"
        var id: Self { self }
    }

    struct Item: Identifiable {
        let title: String
        let shelf: Shelf
        var id: String { title }

        var symbol: String {
            switch shelf {
            case .books: "book"
            case .music: "music.note"
            case .shows, .all: "tv"
            }
        }
    }

    let items = [
        Item(title: "Moby-Dick", shelf: .books), Item(title: "Middlemarch", shelf: .books),
        Item(title: "Blue Train", shelf: .music), Item(title: "Kind of Blue", shelf: .music),
        Item(title: "Blue Planet", shelf: .shows), Item(title: "Middle Earth Tales", shelf: .shows),
    ]
    let activation: SearchScopeActivation
    @State private var query = ""
    @State private var shelf = Shelf.all

    var results: [Item] {
        items.filter { item in
            (shelf == .all || item.shelf == shelf) && (query.isEmpty || item.title.localizedCaseInsensitiveContains(query))
        }
    }

    public init(activation: SearchScopeActivation = .automatic) {
        self.activation = activation
    }

    public var body: some View {
        NavigationStack {
            List(results) { item in
                Label(item.title, systemImage: item.symbol)
            }
            .navigationTitle("Library")
            .searchable(text: $query, prompt: "Search the library")
            .searchScopes($shelf, activation: activation) {
                ForEach(Shelf.allCases) { shelf in
                    Text(shelf.rawValue).tag(shelf)
                }
            }
        }
    }
}

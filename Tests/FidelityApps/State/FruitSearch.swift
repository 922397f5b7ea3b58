import LiveUI

/// A search screen: `onChange(of:)` reacts to each edit, `.task(id:)`
/// restarts the (debounced) search whenever the query changes.
public struct FruitSearchView: View {
    static let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach"]

    @State private var query = ""
    @State private var results: [String] = []
    @State private var edits = 0
    @State private var lastEdit = ""
    @State private var searches = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Search fruits", text: $query)
                .textFieldStyle(.roundedBorder)
            Text("Edits: \(edits)")
            if !lastEdit.isEmpty {
                Text("Changed \(lastEdit)")
            }
            Text("Searches: \(searches)")
            if results.isEmpty {
                Text("No results")
            } else {
                List(results, id: \.self) { fruit in
                    Text(fruit)
                }
            }
        }
        .padding()
        .onChange(of: query) { oldValue, newValue in
            edits += 1
            lastEdit = "from '\(oldValue)' to '\(newValue)'"
        }
        .task(id: query) {
            // Wait for typing to pause; a new query cancels this sleep.
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            searches += 1
            results = Self.fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        }
    }
}

import LiveUI

/// A searchable list with suggestions under its field, as search samples
/// write one: `.searchSuggestions` with a `.searchCompletion` on each.
public struct FruitSearchApp: View {
    let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    @State private var query = ""

    var results: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    public init() {}

    public var body: some View {
        NavigationStack {
            List(results, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, prompt: "Search fruit")
            .searchSuggestions {
                ForEach(results.prefix(3), id: \.self) { fruit in
                    Label(fruit, systemImage: "leaf").searchCompletion(fruit)
                }
                Text("Seasonal picks")
            }
        }
    }
}

import LiveUI

/// Sections in a List, as grouped lists in public samples use them: a header
/// per group, rows from ForEach, a footer with a count.
struct GroceryList: View {
    struct Item: Identifiable {
        let id: Int
        let name: String
        let aisle: String
    }

    @State private var items = [
        Item(id: 1, name: "Apples", aisle: "Produce"),
        Item(id: 2, name: "Carrots", aisle: "Produce"),
        Item(id: 3, name: "Milk", aisle: "Dairy"),
    ]
    @State private var newItem = ""

    private var aisles: [String] { Array(Set(items.map(\.aisle))).sorted() }

    var body: some View {
        NavigationStack {
            List {
                ForEach(aisles, id: \.self) { aisle in
                    Section {
                        ForEach(items.filter { $0.aisle == aisle }) { item in
                            Text(item.name)
                        }
                    } header: {
                        Text(aisle)
                    } footer: {
                        Text("\(items.filter { $0.aisle == aisle }.count) items")
                    }
                }
                Section("Add to Dairy") {
                    TextField("New item", text: $newItem)
                        .onSubmit {
                            items.append(Item(id: items.count + 1, name: newItem, aisle: "Dairy"))
                            newItem = ""
                        }
                }
            }
            .navigationTitle("Groceries")
        }
    }
}

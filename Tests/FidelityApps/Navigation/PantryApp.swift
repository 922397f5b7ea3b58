import LiveUI

/// A CRUD list in the iOS 16 style: NavigationStack(path:) over an array of
/// values, value links, a destination per type, an add button in the
/// toolbar, and a "Pop to root" button that empties the path. Two rows are
/// both called "Milk" (two brands): each has its own URL, by its id.
struct PantryApp: View {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
        var brand: String
    }

    @State private var items = [
        Item(id: 1, name: "Milk", brand: "Meadow"),
        Item(id: 2, name: "Eggs", brand: "Henhouse"),
        Item(id: 3, name: "Milk", brand: "Oatly"),
    ]
    @State private var path: [Item] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(items) { item in
                    NavigationLink(item.name, value: item)
                }
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: Item.self) { item in
                ItemDetail(item: item, items: items, path: $path)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        let next = (items.map(\.id).max() ?? 0) + 1
                        items.append(Item(id: next, name: "Item \(next)", brand: "Store"))
                    } label: {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
            Text("Depth: \(path.count)")
        }
    }
}

private struct ItemDetail: View {
    let item: PantryApp.Item
    let items: [PantryApp.Item]
    @Binding var path: [PantryApp.Item]

    var body: some View {
        VStack(spacing: 12) {
            Text("\(item.name) by \(item.brand)")
            // A related item of another brand, pushed on top of this one.
            ForEach(items.filter { $0.name == item.name && $0.id != item.id }) { other in
                NavigationLink("Compare with \(other.brand)", value: other)
            }
            Button("Pop to root") { path = [] }
            Text("Depth: \(path.count)")
        }
        .navigationTitle(item.brand)
        .navigationBarTitleDisplayMode(.inline)
    }
}

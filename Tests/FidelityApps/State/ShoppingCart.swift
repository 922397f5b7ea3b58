import LiveUI

/// An `@Observable` cart (the iOS 17 way): owned with `@State`, shared with
/// `.environment(_:)`, rows edited through `ForEach($cart.items)` bindings
/// and `@Bindable`.
public struct CartItem: Identifiable, Equatable {
    public let id: Int
    public var name: String
    public var quantity: Int
}

@Observable public final class Cart {
    var items: [CartItem] = [
        CartItem(id: 1, name: "Apples", quantity: 2),
        CartItem(id: 2, name: "Bread", quantity: 1),
        CartItem(id: 3, name: "Milk", quantity: 1),
    ]
    var note = ""

    public init() {}

    var totalQuantity: Int { items.reduce(0) { $0 + $1.quantity } }

    func remove(_ item: CartItem) {
        items.removeAll { $0.id == item.id }
    }
}

public struct ShoppingCartView: View {
    @State private var cart = Cart()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Cart")
                .font(.title)
            ForEach($cart.items) { $item in
                CartRow(item: $item)
            }
            CartSummary()
            NoteEditor(cart: cart)
        }
        .padding()
        .environment(cart)
    }
}

struct CartRow: View {
    @Binding var item: CartItem
    @Environment(Cart.self) private var cart

    var body: some View {
        HStack {
            TextField("Name of item \(item.id)", text: $item.name)
            Text("\(item.name) × \(item.quantity)")
            Button("−") {
                if item.quantity > 1 { item.quantity -= 1 }
            }
            .accessibilityLabel("Fewer \(item.name)")
            .buttonStyle(.bordered)
            Button("+") {
                item.quantity += 1
            }
            .accessibilityLabel("More \(item.name)")
            .buttonStyle(.bordered)
            Button("Remove") {
                cart.remove(item)
            }
            .accessibilityLabel("Remove \(item.name)")
        }
    }
}

struct CartSummary: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        @Bindable var cart = cart
        VStack(alignment: .leading) {
            Text("Total items: \(cart.totalQuantity)")
            TextField("Gift message", text: $cart.note)
        }
    }
}

struct NoteEditor: View {
    @Bindable var cart: Cart

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Note", text: $cart.note)
            if !cart.note.isEmpty {
                Text("Note: \(cart.note)")
            }
        }
    }
}

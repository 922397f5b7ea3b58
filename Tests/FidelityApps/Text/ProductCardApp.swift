import LiveUI

// A shop's product card: prices through format styles, a rating with a
// specifier and star symbols, styled runs joined with +.

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let originalPrice: Double
    let rating: Double
    let reviewCount: Int
    let inStock: Bool
}

struct ProductCard: View {
    let product: Product

    private var discount: Double { 1 - product.price / product.originalPrice }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(product.name)
                .font(.headline)
            HStack {
                Text(product.price, format: .currency(code: "EUR"))
                    .font(.title2)
                    .bold()
                Text(product.originalPrice, format: .currency(code: "EUR"))
                    .strikethrough()
                    .foregroundColor(.secondary)
            }
            Text("Save ") + Text(discount, format: .percent.precision(.fractionLength(0))).bold().foregroundColor(.red)
            Text("\(Image(systemName: "star.fill")) \(product.rating, specifier: "%.1f") (\(product.reviewCount) reviews)")
                .font(.subheadline)
                .foregroundColor(.orange)
            if product.inStock {
                Label("In stock", systemImage: "checkmark.circle.fill")
                    .foregroundColor(.green)
            } else {
                Label("Sold out", systemImage: "xmark.circle")
                    .foregroundColor(.red)
            }
        }
        .padding()
        .background(Color.white)
        .cornerRadius(12)
    }
}

struct ProductCardApp: View {
    let products = [
        Product(id: 1, name: "Espresso Cup", price: 12.5, originalPrice: 16, rating: 4.66, reviewCount: 128, inStock: true),
        Product(id: 2, name: "Pour-Over Kettle", price: 49, originalPrice: 70, rating: 4.2, reviewCount: 37, inStock: false),
    ]

    var body: some View {
        VStack(spacing: 16) {
            Text("Today's Deals")
                .font(.largeTitle)
            ForEach(products) { product in
                ProductCard(product: product)
            }
            Text("\(products.count, format: .number) products, prices include VAT")
                .font(.footnote)
                .foregroundColor(.gray)
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

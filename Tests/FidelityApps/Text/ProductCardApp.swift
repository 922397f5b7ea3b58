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

// The shop's own text colors: darker than the system ones on the light card,
// lighter on the dark one, so that small text keeps 4.5:1 (WCAG AA) in both.
struct ShopPalette {
    let colorScheme: ColorScheme
    var saleRed: Color { colorScheme == .dark ? Color(red: 1, green: 0.41, blue: 0.38) : Color(red: 0.77, green: 0, blue: 0.07) }
    var ratingOrange: Color { colorScheme == .dark ? Color(red: 1, green: 0.62, blue: 0.04) : Color(red: 0.62, green: 0.32, blue: 0) }
    var stockGreen: Color { colorScheme == .dark ? Color(red: 0.19, green: 0.82, blue: 0.35) : Color(red: 0.1, green: 0.45, blue: 0.2) }
}

struct ProductCard: View {
    let product: Product
    @Environment(\.colorScheme) private var colorScheme
    private var palette: ShopPalette { ShopPalette(colorScheme: colorScheme) }

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
            Text("Save ") + Text(discount, format: .percent.precision(.fractionLength(0))).bold().foregroundColor(palette.saleRed)
            Text("\(Image(systemName: "star.fill")) \(product.rating, specifier: "%.1f") (\(product.reviewCount) reviews)")
                .font(.subheadline)
                .foregroundColor(palette.ratingOrange)
            if product.inStock {
                Label("In stock", systemImage: "checkmark.circle.fill")
                    .foregroundColor(palette.stockGreen)
            } else {
                Label("Sold out", systemImage: "xmark.circle")
                    .foregroundColor(palette.saleRed)
            }
        }
        .padding()
        .background(Color(.systemBackground))
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
                .foregroundColor(.secondary)
        }
        .padding()
        .background(Color(.secondarySystemBackground))
    }
}

import LiveUI

/// A grid of cards with shaped backgrounds, corner overlays and borders;
/// tapping a card selects it, lifts it (zIndex, scale) and outlines it.
struct CardGridApp: View {
    struct Card: Identifiable {
        let id: Int
        let name: String
        let symbol: String
        let color: Color
    }

    let cards = [
        Card(id: 0, name: "Sunrise", symbol: "sun.max", color: .orange),
        Card(id: 1, name: "Ocean", symbol: "drop", color: .blue),
        Card(id: 2, name: "Forest", symbol: "leaf", color: .green),
        Card(id: 3, name: "Night", symbol: "moon", color: .indigo),
    ]
    @State private var selected: Int?

    var body: some View {
        VStack(spacing: 16) {
            Text(selected.map { "Selected: \(cards[$0].name)" } ?? "Pick a card")
                .font(.headline)
                .accessibilityIdentifier("status")
            HStack(spacing: 16) {
                ForEach(cards.prefix(2)) { card in cardView(card) }
            }
            HStack(spacing: 16) {
                ForEach(cards.suffix(2)) { card in cardView(card) }
            }
            Capsule()
                .fill(.quaternary)
                .frame(minWidth: 0, idealWidth: 120, maxWidth: .infinity)
                .fixedSize(horizontal: true, vertical: false)
                .frame(height: 4)
                .accessibilityIdentifier("rule")
            Text("Tap a card to select it")
                .font(.footnote)
                .fixedSize()
                .accessibilityIdentifier("hint")
                .padding(8)
                .background(.quaternary, in: Capsule())
                .frame(width: 100)  // narrower than the hint: fixedSize keeps it on one line
        }
        .padding()
    }

    func cardView(_ card: Card) -> some View {
        Button {
            selected = card.id
        } label: {
            Label(card.name, systemImage: card.symbol)
                .font(.headline)
                .foregroundColor(.white)
                .frame(width: 140, height: 100)
                .background(card.color.gradient, in: RoundedRectangle(cornerRadius: 16))
                .overlay(alignment: .bottomTrailing) {
                    Text("#\(card.id + 1)")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(6)
                }
        }
        .buttonStyle(.plain)
        .border(selected == card.id ? Color.yellow : Color.clear, width: 3)
        .scaleEffect(selected == card.id ? 1.05 : 1)
        .zIndex(selected == card.id ? 1 : 0)
        .accessibilityIdentifier("card-\(card.name)")
    }
}

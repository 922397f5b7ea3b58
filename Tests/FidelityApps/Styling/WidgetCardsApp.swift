import LiveUI

/// Widget-style cards whose inner panels follow the card's corners, as widget
/// and card tutorials draw them: `.containerShape(.rect(cornerRadius:))` on the
/// card, `ContainerRelativeShape` (filled, as a background shape, as a clip)
/// inside it; and one panel outside any container shape, which stays square.
public struct WidgetCardsApp: View {
    @State private var steps = 6_200

    public init() {}

    public var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Steps").font(.headline)
                Text("\(steps)")
                    .font(.largeTitle)
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.orange.opacity(0.25), in: ContainerRelativeShape())
                    .accessibilityIdentifier("steps-panel")
                Button("Add 100 steps") { steps += 100 }
            }
            .padding(12)
            .frame(width: 260)
            .background(.orange.opacity(0.12))
            .containerShape(.rect(cornerRadius: 24))
            .clipShape(ContainerRelativeShape())
            .accessibilityIdentifier("steps-card")

            ZStack {
                ContainerRelativeShape()
                    .fill(.teal.opacity(0.3))
                    .accessibilityIdentifier("square-panel")
                Text("No container shape: square")
            }
            .frame(width: 260, height: 80)
        }
        .padding()
    }
}

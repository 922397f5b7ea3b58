import LiveUI

/// A card that follows the finger and springs back when released, as in the
/// classic `@GestureState` drag samples.
public struct DraggableCardView: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var lastDrop = CGSize.zero
    @State private var drops = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 32) {
            RoundedRectangle(cornerRadius: 16)
                // Deeper than .blue, so the white label reads at 5.9:1.
                .fill(Color(red: 0, green: 0.38, blue: 0.8))
                .frame(width: 220, height: 140)
                .overlay(Text("Drag me").foregroundColor(.white).bold())
                .offset(dragOffset)
                .animation(.spring(response: 0.35, dampingFraction: 0.55), value: dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            lastDrop = value.translation
                            drops += 1
                        }
                )
                .accessibilityIdentifier("card")
            Text(dragOffset == .zero ? "Resting" : "Dragging")
            Text("Last drop: \(Int(lastDrop.width)), \(Int(lastDrop.height))")
            Text("Drops: \(drops)")
        }
        .padding()
    }
}

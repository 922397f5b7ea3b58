import LiveUI

/// A button you must hold for a second to place an order; it grows and turns
/// green while held, and lets go if released early.
public struct HoldToConfirmView: View {
    @GestureState private var isPressing = false
    @State private var confirmed = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text(confirmed ? "Order placed" : "Hold to place your order")
            Circle()
                .fill(isPressing ? Color.green : Color.gray)
                .frame(width: 96, height: 96)
                .scaleEffect(isPressing ? 1.2 : 1)
                .animation(.easeInOut(duration: 1), value: isPressing)
                .gesture(
                    LongPressGesture(minimumDuration: 1)
                        .updating($isPressing) { currentState, gestureState, _ in
                            gestureState = currentState
                        }
                        .onEnded { _ in
                            confirmed = true
                        }
                )
                .accessibilityLabel("Hold to confirm")
            Text(isPressing ? "Keep holding…" : "Not pressed")
            Button("Reset") {
                confirmed = false
            }
        }
    }
}

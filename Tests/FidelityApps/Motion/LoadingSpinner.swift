import LiveUI

/// A loading screen whose spinner turns and whose "Live" badge breathes from
/// the moment it appears, until loading finishes. The badge's dot breathes,
/// not its text: text faded to 40 % would not keep its contrast.
public struct LoadingView: View {
    @State private var isRotating = false
    @State private var breathe = false
    @State private var loaded = false

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            if loaded {
                Text("All caught up")
            } else {
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color.blue)
                    .frame(width: 44, height: 44)
                    .rotationEffect(.degrees(isRotating ? 360 : 0))
                    .onAppear {
                        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                            isRotating = true
                        }
                    }
                    .accessibilityIdentifier("spinner")
            }
            HStack(spacing: 6) {
                Circle()
                    .fill(Color.red)
                    .frame(width: 10, height: 10)
                    .opacity(breathe ? 0.4 : 1)
                    .animation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true), value: breathe)
                    .onAppear { breathe = true }
                    .accessibilityIdentifier("badge")
                Text("LIVE")
                    .bold()
            }
            Button(loaded ? "Reload" : "Finish loading") {
                loaded.toggle()
                if !loaded { isRotating = false }
            }
        }
    }
}

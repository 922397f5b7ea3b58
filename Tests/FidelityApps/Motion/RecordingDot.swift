import LiveUI

/// A red dot that pulses for as long as recording is on.
public struct RecorderView: View {
    @State private var isRecording = false

    public init() {}

    public var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(Color.red)
                .frame(width: 24, height: 24)
                .scaleEffect(isRecording ? 1.5 : 1)
                .opacity(isRecording ? 0.3 : 1)
                .animation(
                    isRecording ? .easeInOut(duration: 0.6).repeatForever(autoreverses: true) : .default,
                    value: isRecording
                )
                .accessibilityIdentifier("dot")
            Text(isRecording ? "Recording" : "Idle")
            Button(isRecording ? "Stop" : "Record") {
                isRecording.toggle()
            }
        }
    }
}

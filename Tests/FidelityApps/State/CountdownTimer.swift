import LiveUI

/// A countdown in the style of the "Timer.publish + onReceive" samples:
/// the timer is a stored property, ticks arrive through `onReceive`.
public struct CountdownTimerView: View {
    @State private var timeRemaining = 10
    @State private var isActive = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Time remaining: \(timeRemaining)")
                .font(.largeTitle)
            if timeRemaining == 0 {
                Text("Time's up!")
            }
            HStack {
                Button(isActive ? "Pause" : "Resume") {
                    isActive.toggle()
                }
                Button("Reset") {
                    timeRemaining = 10
                    isActive = true
                }
            }
        }
        .padding()
        .onReceive(timer) { _ in
            guard isActive else { return }
            if timeRemaining > 0 {
                timeRemaining -= 1
            }
        }
    }
}

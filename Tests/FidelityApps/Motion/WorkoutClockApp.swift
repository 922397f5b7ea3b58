import Foundation
import LiveUI

/// A workout clock with `TimelineView`: the elapsed seconds redrawn every
/// second from the start, and a stop that takes the clock away.
public struct WorkoutClockApp: View {
    @State private var start = Date()
    @State private var running = true

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            if running {
                TimelineView(.periodic(from: start, by: 1)) { context in
                    let seconds = Int(context.date.timeIntervalSince(start).rounded())
                    VStack {
                        Text("Elapsed \(seconds)s")
                            .font(.largeTitle)
                            .monospacedDigit()
                        Text(context.cadence == .seconds ? "Updating every second" : "Updating")
                            .foregroundStyle(.secondary)
                    }
                }
            } else {
                Text("Stopped")
            }
            Button(running ? "Stop" : "Start") {
                if !running { start = Date() }
                running.toggle()
            }
        }
        .padding()
    }
}

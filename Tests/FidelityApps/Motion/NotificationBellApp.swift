import LiveUI

/// Symbols that move, as iOS 17 and 18 samples animate them: a bell that bounces
/// at each new message, a sync arrow that turns and a Wi-Fi symbol that sweeps
/// while syncing, a heart that pulses three times when favorited, a star held
/// larger while it is, and a switch that stills them all.
public struct NotificationBellApp: View {
    @State private var unread = 0
    @State private var syncing = false
    @State private var favorite = false
    @State private var still = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 24) {
                Image(systemName: "bell.fill")
                    .font(.largeTitle)
                    .symbolEffect(.bounce, value: unread)
                    .accessibilityIdentifier("bell")
                Image(systemName: "arrow.triangle.2.circlepath")
                    .font(.largeTitle)
                    .symbolEffect(.rotate, isActive: syncing)
                    .accessibilityIdentifier("sync")
                Image(systemName: "wifi")
                    .font(.largeTitle)
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeating.speed(2), isActive: syncing)
                    .accessibilityIdentifier("wifi")
            }
            Text("\(unread) unread")
            Button("New message") { unread += 1 }
            Toggle("Syncing", isOn: $syncing)
            HStack {
                Label("Favorite", systemImage: "heart.fill")
                    .symbolEffect(.pulse, options: .repeat(3), value: favorite)
                    .accessibilityIdentifier("heart")
                Image(systemName: "star.fill")
                    .symbolEffect(.scale.up, isActive: favorite)
                    .accessibilityIdentifier("star")
            }
            Button(favorite ? "Unfavorite" : "Favorite") { favorite.toggle() }
            Toggle("Still", isOn: $still)
        }
        .padding()
        .symbolEffectsRemoved(still)
    }
}

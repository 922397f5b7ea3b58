import LiveUI

/// A profile's actions in a row where the row fits, in a column where it does
/// not, and a date that shortens, with `ViewThatFits`; a toggle narrows the
/// column they sit in, as a window narrowing would.
public struct AdaptiveActionsApp: View {
    @State private var narrow = false
    @State private var follows = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 20) {
            Toggle("Narrow column", isOn: $narrow)
                .frame(width: 260)
            ViewThatFits(in: .horizontal) {
                HStack {
                    actions
                }
                .accessibilityIdentifier("row")
                VStack {
                    actions
                }
                .accessibilityIdentifier("column")
            }
            .frame(width: narrow ? 160 : 600)
            ViewThatFits {
                Text("Wednesday, December 7, 2026").accessibilityIdentifier("long-date")
                Text("Dec 7, 2026").accessibilityIdentifier("short-date")
                Text("12/7").accessibilityIdentifier("tiny-date")
            }
            .frame(width: narrow ? 60 : 400)
            Text("Follows: \(follows)")
        }
        .padding()
    }

    private var actions: some View {
        Group {
            Button("Follow") { follows += 1 }
                .buttonStyle(.borderedProminent)
            Button("Message") {}
                .buttonStyle(.bordered)
            Button("Share profile") {}
                .buttonStyle(.bordered)
        }
    }
}

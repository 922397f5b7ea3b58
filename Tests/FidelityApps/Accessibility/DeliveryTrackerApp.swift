import LiveUI

/// A delivery tracker of the kind public samples build around a timer and a
/// network call: the status changes on its own (the server pushes it), the
/// tracking-number form validates, and a lookup finishes after a delay.
public struct DeliveryTrackerApp: View {
    enum Stage: Int, CaseIterable {
        case ordered, packed, shipped, delivered
        var title: String {
            switch self {
            case .ordered: return "Ordered"
            case .packed: return "Packed"
            case .shipped: return "Shipped"
            case .delivered: return "Delivered"
            }
        }
    }

    @State private var number = ""
    @State private var error: String?
    @State private var isLooking = false
    @State private var stage: Stage?
    @State private var minutes = 30
    let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("Track a parcel").font(.title)
            if let stage {
                Text("Status: \(stage.title)")
                    .accessibilityAddTraits(.updatesFrequently)
                    .accessibilityIdentifier("status")
                Text("Arrives in \(minutes) min")
                    .accessibilityIdentifier("eta")
                HStack {
                    ForEach(Stage.allCases, id: \.self) { s in
                        Text(s.title)
                            .padding(4)
                            .accessibilityAddTraits(s == stage ? .isSelected : [])
                    }
                }
                .accessibilityElement(children: .contain)
                Button("Track another") {
                    self.stage = nil
                    number = ""
                }
            } else {
                TextField("Tracking number", text: $number)
                    .textFieldStyle(.roundedBorder)
                if let error {
                    Text(error).font(.footnote).foregroundColor(.red)
                }
                Button(isLooking ? "Looking up…" : "Track") { track() }
                    .disabled(isLooking)
            }
        }
        .padding()
        .onReceive(timer) { _ in
            guard let current = stage else { return }
            minutes = max(0, minutes - 10)
            if let next = Stage(rawValue: current.rawValue + 1) { stage = next }
        }
    }

    private func track() {
        guard number.count >= 6 else {
            error = "Enter the 6 or more characters of your tracking number."
            return
        }
        error = nil
        isLooking = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            isLooking = false
            stage = .packed
            minutes = 30
        }
    }
}

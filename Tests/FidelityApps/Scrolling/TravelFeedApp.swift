import LiveUI

/// A travel feed with iOS 17's scroll effects, as tutorials write them: cards
/// that fade, shrink and blur as they leave the scroll view
/// (`.scrollTransition`), a horizontal strip of destinations that turn as they
/// pass its edges (`axis: .horizontal`, `phase.value`), a list whose rows only
/// change as they go out at the top (`topLeading:bottomTrailing:`, a threshold),
/// and a header drawn with `.visualEffect` from its geometry.
public struct TravelFeedApp: View {
    struct Trip: Identifiable {
        let id: Int
        let place: String
        let nights: Int
    }

    private let trips = (1...24).map { Trip(id: $0, place: "Destination \($0)", nights: 2 + $0 % 5) }
    @State private var saved: Set<Int> = []

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("Travel feed")
                .font(.title)
                .visualEffect { content, proxy in
                    content.offset(y: proxy.frame(in: .scrollView).minY > 0 ? 4 : 0).opacity(proxy.size.width > 0 ? 1 : 0.5)
                }
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(1...12, id: \.self) { i in
                        Text("City \(i)")
                            .frame(width: 120, height: 80)
                            .background(.blue.opacity(0.15), in: .rect(cornerRadius: 12))
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .rotation3DEffect(.degrees(phase.value * -30), axis: (x: 0, y: 1, z: 0))
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            }
                            .accessibilityIdentifier("city-\(i)")
                    }
                }
                .padding(.horizontal)
            }
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(trips) { trip in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(trip.place).font(.headline)
                                Text("\(trip.nights) nights")
                            }
                            Spacer()
                            Button(saved.contains(trip.id) ? "Saved" : "Save") { saved.insert(trip.id) }
                        }
                        .padding()
                        .frame(height: 90)
                        .background(.orange.opacity(0.15), in: .rect(cornerRadius: 16))
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                                .blur(radius: phase.isIdentity ? 0 : 2)
                        }
                        .accessibilityIdentifier("trip-\(trip.id)")
                    }
                    ForEach(1...6, id: \.self) { i in
                        Text("Note \(i)")
                            .scrollTransition(
                                topLeading: .interactive.threshold(.visible(0.5)), bottomTrailing: .identity
                            ) { content, phase in
                                content.opacity(phase == .topLeading ? 0 : 1)
                            }
                            .accessibilityIdentifier("note-\(i)")
                    }
                }
                .padding()
            }
            // Four cards shown whole, the fifth just below: none half faded at the start.
            .frame(height: 440)
            .accessibilityIdentifier("feed")
        }
    }
}

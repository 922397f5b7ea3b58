import LiveUI

/// A travel app's home screen: a horizontal carousel of destinations (no
/// scroll bar), and a vertical list of tips below it.
struct CarouselApp: View {
    struct Destination: Identifiable {
        let id: String
        let country: String
        let color: Color
    }

    let destinations = [
        Destination(id: "Lisbon", country: "Portugal", color: .orange),
        Destination(id: "Kyoto", country: "Japan", color: .pink),
        Destination(id: "Reykjavik", country: "Iceland", color: .cyan),
        Destination(id: "Marrakesh", country: "Morocco", color: .red),
        Destination(id: "Vancouver", country: "Canada", color: .green),
        Destination(id: "Cape Town", country: "South Africa", color: .purple),
        Destination(id: "Hanoi", country: "Vietnam", color: .yellow),
        Destination(id: "Oaxaca", country: "Mexico", color: .indigo),
    ]
    @State private var chosen = "Lisbon"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Discover").font(.largeTitle).bold().padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 16) {
                        ForEach(destinations) { place in
                            Button {
                                chosen = place.id
                            } label: {
                                VStack(alignment: .leading) {
                                    Spacer()
                                    Text(place.id).font(.title2).bold()
                                    Text(place.country).font(.subheadline)
                                }
                                .foregroundStyle(.white)
                                .padding()
                                .frame(width: 220, height: 160, alignment: .leading)
                                .background(place.color.gradient, in: RoundedRectangle(cornerRadius: 20))
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("\(place.id), \(place.country)")
                        }
                    }
                    .padding(.horizontal)
                }
                .accessibilityIdentifier("carousel")
                Text("Trip to \(chosen)").font(.headline).padding(.horizontal).accessibilityIdentifier("chosen")
                ForEach(1..<13) { day in
                    Text("Day \(day): explore \(chosen)")
                        .padding(.horizontal)
                }
            }
        }
        .scrollBounceBehavior(.basedOnSize)
    }
}

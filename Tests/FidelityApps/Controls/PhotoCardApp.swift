import LiveUI

/// Tap to select a card, double-tap to like it, as in photo feed samples.
struct PhotoCardView: View {
    @State private var likes = 0
    @State private var selected = false
    @State private var flavor = "Vanilla"
    @State private var bookmarked = false

    var body: some View {
        VStack(spacing: 16) {
            VStack {
                Text("Sunset at the beach")
                Text(likes == 0 ? "No likes yet" : "♥ \(likes)")
            }
            .padding()
            .onTapGesture(count: 2) {
                likes += 1
            }
            .onTapGesture {
                selected.toggle()
            }
            Text(selected ? "Selected" : "Not selected")
            Toggle("Bookmark", isOn: $bookmarked)
                .toggleStyle(.button)
            Text(bookmarked ? "Bookmarked" : "Not bookmarked")
            Text("Tap me")
                .onTapGesture {
                    likes = 0
                }
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
                Text("Strawberry").tag("Strawberry")
            }
            .pickerStyle(.inline)
            Text("Favorite: \(flavor)")
        }
        .padding()
    }
}

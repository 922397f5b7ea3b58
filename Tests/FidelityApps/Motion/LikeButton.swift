import LiveUI

/// A like button that pops with a bouncy spring, and a photo that likes on
/// double tap and shows its caption on a single tap.
public struct LikeButtonView: View {
    @State private var liked = false
    @State private var likes = 41
    @State private var showsCaption = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Color.orange
                .frame(width: 240, height: 160)
                .cornerRadius(12)
                // The double tap's own control needs a name of its own, as in VoiceOver.
                .accessibilityLabel("Like the photo")
                .onTapGesture(count: 2) {
                    if !liked { toggle() }
                }
                .onTapGesture {
                    showsCaption.toggle()
                }
                .accessibilityLabel("Photo")
            if showsCaption {
                Text("Sunset at the pier")
            }
            Button {
                toggle()
            } label: {
                Label(liked ? "Liked" : "Like", systemImage: liked ? "heart.fill" : "heart")
            }
            .scaleEffect(liked ? 1.3 : 1, anchor: .bottom)
            .animation(.bouncy, value: liked)
            Text("\(likes) likes")
        }
    }

    private func toggle() {
        liked.toggle()
        likes += liked ? 1 : -1
    }
}

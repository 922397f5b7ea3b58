import LiveUI

/// A profile card in the style of SwiftUI tutorials: a gradient header, a round
/// avatar with a ring and a shadow, a secondary subtitle, a tinted follow button.
struct ProfileCardApp: View {
    @State private var isFollowing = false
    @State private var followers = 128

    var body: some View {
        VStack(spacing: 12) {
            LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 110)
                .accessibilityIdentifier("header")

            Text("JA")
                .font(.largeTitle)
                .foregroundColor(.white)
                .frame(width: 96, height: 96)
                // Darker than .orange, so the white initials keep 3:1 (large text).
                .background(Color(red: 0.8, green: 0.4, blue: 0))
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
                .offset(y: -60)
                .padding(.bottom, -60)
                .accessibilityIdentifier("avatar")

            Text("Jane Appleseed")
                .font(.title2)
                .fontWeight(.bold)
            Text("Designer at Cupertino Coffee")
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("subtitle")

            HStack(spacing: 24) {
                VStack {
                    Text("\(followers)").font(.headline)
                    Text("Followers").font(.caption).foregroundStyle(.secondary)
                }
                VStack {
                    Text("56").font(.headline)
                    Text("Following").font(.caption).foregroundStyle(.secondary)
                }
            }

            Button(isFollowing ? "Unfollow" : "Follow") {
                isFollowing.toggle()
                followers += isFollowing ? 1 : -1
            }
            .buttonStyle(.borderedProminent)
            // A deeper pink than .pink: white on it reads at 5.5:1.
            .tint(isFollowing ? .gray : Color(red: 0.8, green: 0.1, blue: 0.3))
            .padding(.bottom, 20)
        }
        .frame(width: 300)
        .background(.background, in: RoundedRectangle(cornerRadius: 20))
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.2), radius: 12, x: 0, y: 6)
        .accessibilityIdentifier("card")
        .padding()
    }
}

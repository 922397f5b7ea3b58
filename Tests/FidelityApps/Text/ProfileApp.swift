import LiveUI

// A profile screen: an avatar from the app's assets, a banner loaded by the
// browser with AsyncImage, and an AsyncImage whose URL fails.

struct ProfileApp: View {
    let name = "Ada Lovelace"
    let joined = Date(timeIntervalSince1970: 1_600_000_000)

    var body: some View {
        VStack(spacing: 12) {
            AsyncImage(url: URL(string: "/assets/banner.png")) { phase in
                switch phase {
                case .empty:
                    Text("Loading banner…")
                        .accessibilityIdentifier("banner-loading")
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                        .frame(width: 320, height: 120)
                        .accessibilityIdentifier("banner-image")
                case .failure:
                    Text("Banner unavailable")
                        .accessibilityIdentifier("banner-failed")
                @unknown default:
                    EmptyView()
                }
            }
            Image("avatar")
                .resizable()
                .scaledToFit()
                .frame(width: 96, height: 96)
                .cornerRadius(48)
                .accessibilityIdentifier("avatar")
            Text(name)
                .font(.title)
            Text("Member since \(joined, style: .date)")
                .foregroundColor(.secondary)
            HStack {
                Image(decorative: "banner")
                    .resizable()
                    .frame(width: 48, height: 27)
                Image("no-such-photo")
                    .accessibilityIdentifier("missing-photo")
            }
            AsyncImage(url: URL(string: "/assets/no-such-image.png")) { image in
                image.resizable()
            } placeholder: {
                Image(systemName: "photo")
                    .font(.largeTitle)
                    .foregroundColor(.gray)
                    .accessibilityIdentifier("broken-placeholder")
            }
            .frame(width: 80, height: 80)
            AsyncImage(url: URL(string: "/assets/avatar.png"))
                .accessibilityIdentifier("plain-async")
        }
        .padding()
    }
}

import LiveUI

/// A photo library: an adaptive grid of cards that fits as many columns as
/// the window allows; tapping a card marks it a favourite.
struct PhotoGridApp: View {
    struct Photo: Identifiable {
        let id: Int
        let title: String
        let symbol: String
        let color: Color
    }

    static let library: [Photo] = {
        let subjects = [
            ("Beach", "sun.max", Color.orange), ("Forest", "leaf", Color.green), ("Lake", "drop", Color.blue),
            ("Night sky", "moon", Color.indigo), ("Snow", "snowflake", Color.cyan), ("City", "building.2", Color.gray),
            ("Flowers", "camera.macro", Color.pink), ("Storm", "cloud.bolt", Color.purple),
        ]
        return (0..<24).map { i in
            let s = subjects[i % subjects.count]
            return Photo(id: i, title: "\(s.0) \(i / subjects.count + 1)", symbol: s.1, color: s.2)
        }
    }()

    @State private var favorites: Set<Int> = []
    let columns = [GridItem(.adaptive(minimum: 140, maximum: 220), spacing: 12)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Library").font(.largeTitle).bold()
            Text("\(favorites.count) favorites")
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("favorites")
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(Self.library) { photo in
                        Button {
                            if favorites.contains(photo.id) { favorites.remove(photo.id) } else { favorites.insert(photo.id) }
                        } label: {
                            PhotoCard(photo: photo, isFavorite: favorites.contains(photo.id))
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(photo.title)
                    }
                }
                .padding(.vertical)
            }
            .accessibilityIdentifier("grid")
        }
        .padding()
    }
}

struct PhotoCard: View {
    let photo: PhotoGridApp.Photo
    let isFavorite: Bool

    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .topTrailing) {
                Rectangle().fill(photo.color.gradient)
                    .frame(height: 110)
                    .overlay {
                        Image(systemName: photo.symbol)
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                    }
                if isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.white)
                        .padding(8)
                }
            }
            Text(photo.title)
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(8)
        }
        .background(.background)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(radius: 2)
    }
}

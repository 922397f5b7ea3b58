import LiveUI

/// A small dashboard: stat tiles with rotated "NEW" badges, a blurred glow
/// behind the headline number, a refresh button whose icon turns, and a
/// progress bar drawn with GeometryReader.
struct DashboardApp: View {
    @State private var refreshes = 0
    @State private var spin = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Circle()
                    .stroke(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 5)
                    .frame(width: 44, height: 44)
                    .overlay {
                        Circle().fill(.green).frame(width: 10, height: 10)
                            .accessibilityIdentifier("online")
                            .position(x: 38, y: 6)
                    }
                    .accessibilityIdentifier("ring")
                Text("Dashboard").font(.largeTitle).bold()
                Spacer()
                Button {
                    refreshes += 1
                    withAnimation(.easeInOut(duration: 0.6)) { spin += 180 }
                } label: {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                .rotationEffect(.degrees(spin))
                .accessibilityIdentifier("refresh")
            }
            Text("Refreshed \(refreshes) times").foregroundStyle(.secondary)

            ZStack {
                Circle()
                    .fill(Color.green.opacity(0.6))
                    .frame(width: 120, height: 120)
                    .blur(radius: 20)
                    .accessibilityIdentifier("glow")
                Text("$12,480")
                    .font(.system(size: 40, weight: .heavy))
                    .foregroundStyle(LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
                    .accessibilityIdentifier("revenue")
            }
            .frame(maxWidth: .infinity)

            HStack(spacing: 12) {
                StatTile(title: "Orders", value: "342", color: .blue, isNew: true)
                StatTile(title: "Returns", value: "12", color: .orange, isNew: false)
                StatTile(title: "Reviews", value: "87", color: .purple, isNew: true)
            }

            VStack(alignment: .leading, spacing: 6) {
                Text("Monthly goal").font(.headline)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(.quaternary)
                        Capsule().fill(.tint)
                            .frame(width: proxy.size.width * 0.7)
                            .accessibilityIdentifier("progress")
                    }
                }
                .frame(width: 300, height: 10)
            }
            .padding(12)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
            .accessibilityIdentifier("goal")
            .tint(.indigo)
        }
        .padding()
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let color: Color
    let isNew: Bool

    var body: some View {
        VStack(spacing: 4) {
            Text(value).font(.title).bold()
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .frame(width: 96, height: 80)
        .background(color.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .overlay(alignment: .topTrailing) {
            if isNew {
                Text("NEW")
                    .font(.caption2)
                    .bold()
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Color(red: 0.78, green: 0, blue: 0.07), in: Capsule())
                    .rotationEffect(.degrees(20))
                    .offset(x: 8, y: -8)
                    .accessibilityIdentifier("badge-\(title)")
            }
        }
    }
}

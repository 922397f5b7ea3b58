import LiveUI

/// Lists every demo `make run` serves.
struct DemoIndex: View {
    static let demos: [(path: String, title: String, about: String)] = [
        ("/", "Login", "the first seed: login → main with a cross-fade"),
        ("/offset", "Login (offset)", "the first seed's offset variant: the views slide"),
        ("/colors", "Colors", "the second seed: NavigationLink, List, titles, deep links"),
        ("/folders", "Folders", "the second seed's Label links, in a NavigationStack"),
        ("/programmatic", "Programmatic navigation", "the first seed's isActive login link"),
        ("/chat", "Chat", "a room every tab sees, across server processes with LIVEUI_STORE=redis://…"),
        ("/plain-login", "Plain login", "the benchmarks' login app: a field and a button, no styling or transitions"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("LiveUI demos").font(.largeTitle)
            ForEach(Self.demos, id: \.path) { demo in
                VStack(alignment: .leading, spacing: 2) {
                    Link(demo.title, destination: URL(string: demo.path)!)
                        .font(.title3)
                    Text(demo.about)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
            }
        }
        .padding()
        .navigationTitle("LiveUI demos")
    }
}

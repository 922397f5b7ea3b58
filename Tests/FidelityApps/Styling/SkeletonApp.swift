import LiveUI

/// A feed that shows placeholder rows while it loads, SwiftUI's
/// `.redacted(reason: .placeholder)` pattern; the header stays readable.
struct SkeletonApp: View {
    struct Article: Identifiable {
        let id: Int
        let title: String
        let summary: String
    }

    static let placeholders = (0..<3).map { Article(id: $0, title: "Placeholder title here", summary: "A line of summary text goes here") }
    static let loaded = [
        Article(id: 0, title: "Swift on the server", summary: "Serving SwiftUI views to any browser"),
        Article(id: 1, title: "Gradients in CSS", summary: "Linear, radial and conic fills"),
        Article(id: 2, title: "Skeleton screens", summary: "Show the layout before the data"),
    ]

    @State private var isLoading = true
    @State private var articles = SkeletonApp.placeholders
    /// False for the browser test (`/fidelity/styling/skeleton-held`): the feed waits,
    /// redacted, until Load is clicked, so the test sees the skeleton however slowly its
    /// page loads (a one-second timer from the page's first render once ran out first).
    private let loadsOnAppear: Bool
    @State private var waiting: Bool

    init(loadsOnAppear: Bool = true) {
        self.loadsOnAppear = loadsOnAppear
        _waiting = State(initialValue: !loadsOnAppear)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Today").font(.largeTitle).bold()
                Spacer()
                Button(waiting ? "Load" : isLoading ? "Loading…" : "Reload") { reload() }
                    .disabled(isLoading && !waiting)
            }
            .unredacted()

            ForEach(articles) { article in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.quaternary)
                        .frame(width: 56, height: 56)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(article.title).font(.headline)
                        Text(article.summary).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .accessibilityIdentifier("row-\(article.id)")
            }
        }
        .padding()
        .redacted(reason: isLoading ? .placeholder : [])
        .accessibilityIdentifier("feed")
        .onAppear { if loadsOnAppear { finishLoading(after: 1) } }
    }

    func reload() {
        waiting = false
        isLoading = true
        articles = SkeletonApp.placeholders
        finishLoading(after: 1)
    }

    func finishLoading(after seconds: Double) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            articles = SkeletonApp.loaded
            isLoading = false
        }
    }
}

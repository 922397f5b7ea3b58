import LiveUI

/// A networking screen: a loader protocol (so previews and tests can inject
/// a fake), `URLSession` in the real one, `.task` to load on appear.
public struct Post: Codable, Identifiable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public protocol PostLoading: Sendable {
    func loadPosts() async throws -> [Post]
}

/// The real loader: compiles and links on Linux (FoundationNetworking comes with `import LiveUI`).
public struct URLSessionPostLoader: PostLoading {
    public var url = URL(string: "https://jsonplaceholder.typicode.com/posts")!

    public init() {}

    public func loadPosts() async throws -> [Post] {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode([Post].self, from: data)
    }
}

/// Canned posts after a short pause, for the served sample and the tests.
public struct SamplePostLoader: PostLoading {
    public var failing = false

    public init(failing: Bool = false) { self.failing = failing }

    public func loadPosts() async throws -> [Post] {
        try await Task.sleep(nanoseconds: 200_000_000)
        if failing { throw URLError(.notConnectedToInternet) }
        let json = #"[{"id":1,"title":"Hello, Linux"},{"id":2,"title":"Server-driven SwiftUI"}]"#
        return try JSONDecoder().decode([Post].self, from: Data(json.utf8))
    }
}

@MainActor @Observable public final class PostsModel {
    var posts: [Post] = []
    var isLoading = false
    var errorMessage: String?
    var loads = 0
    @ObservationIgnored let loader: any PostLoading

    public init(loader: any PostLoading) { self.loader = loader }

    func load() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            posts = try await loader.loadPosts()
            loads += 1
        } catch is CancellationError {
            return
        } catch {
            errorMessage = "Could not load posts"
        }
    }
}

public struct PostsView: View {
    @State private var model: PostsModel

    public init(loader: any PostLoading = URLSessionPostLoader()) {
        _model = State(initialValue: PostsModel(loader: loader))
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Posts")
                .font(.title)
            if model.isLoading {
                Text("Loading…")
            }
            if let message = model.errorMessage {
                Text(message)
            }
            ForEach(model.posts) { post in
                Text(post.title)
            }
            Text("Loaded \(model.loads) times")
            Button("Reload") {
                Task { await model.load() }
            }
        }
        .padding()
        .task {
            await model.load()
        }
    }
}

/// The app's images by name, as the URLs the server serves them at
/// (`"avatar"` → `/assets/avatar.png?v=<hash of the bytes>`). LiveUI does no
/// I/O: `LiveServer` reads the assets folder (`ServerConfiguration.assetsDirectory`,
/// `LIVEUI_ASSETS`) and gives every session this table; tests can pass one too.
public struct ImageAssetTable: Sendable, Equatable {
    var urls: [String: String]

    public init(_ urls: [String: String] = [:]) { self.urls = urls }

    /// The URL of the image named `name` (case as given; a name with its extension works too).
    public func url(for name: String) -> String? { urls[name] }

    public var names: [String] { urls.keys.sorted() }
}

extension View {
    /// Serves images by name to `Image("name")` below (for tests and apps that build the table themselves).
    @inlinable public func imageAssets(_ table: ImageAssetTable) -> some View {
        modifier(ModifierFactory.imageAssets(table))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func imageAssets(_ table: ImageAssetTable) -> some ViewModifier {
        EnvironmentModifier { $0.imageAssets = table }
    }
}

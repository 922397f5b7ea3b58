import LiveUI

/// The demo apps' root views, for the server and the tests. The seed's own
/// types stay internal, as the seed wrote them.
public enum Demos {
    /// The first seed's login app, opacity (if/else) variant.
    @MainActor public static func login() -> AnyView { AnyView(ContentView()) }

    /// The first seed's login app, offset variant.
    @MainActor public static func loginOffset() -> AnyView { AnyView(OffsetContentView()) }
}

import LiveUI

/// The demo apps' root views, for the server and the tests. The seed's own
/// types stay internal, as the seed wrote them.
public enum Demos {
    /// The first seed's login app, opacity (if/else) variant.
    @MainActor public static func login() -> AnyView { AnyView(ContentView()) }

    /// The first seed's login app, offset variant.
    @MainActor public static func loginOffset() -> AnyView { AnyView(OffsetContentView()) }

    /// The login app `make run` serves at `/`: the seed's opacity variant with
    /// validation and a spam-proof Login button; `delay` is the simulated API call.
    @MainActor public static func servedLogin(delay: Double = 1) -> AnyView {
        AnyView(ServedContentView(transition: .opacity, delay: delay))
    }

    /// The same at `/offset`, with the seed's offset slide.
    @MainActor public static func servedLoginOffset(delay: Double = 1) -> AnyView {
        AnyView(ServedContentView(transition: .offset, delay: delay))
    }
}

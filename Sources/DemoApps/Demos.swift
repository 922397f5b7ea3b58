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

    /// The second seed's Colors example (`/colors`).
    @MainActor public static func colors() -> AnyView { AnyView(ColorsView()) }

    /// The second seed's Label and titled links (`/folders`).
    @MainActor public static func folders() -> AnyView { AnyView(FoldersView()) }

    /// The first seed's programmatic `isActive` login link (`/programmatic`).
    @MainActor public static func programmatic() -> AnyView { AnyView(ProgrammaticContentView()) }

    /// A chat room shared by every tab and every server process (`/chat`, issue #15 item 4).
    @MainActor public static func chat() -> AnyView { AnyView(ChatRoomView()) }

    /// A page listing every demo (`/demos`).
    @MainActor public static func index() -> AnyView { AnyView(DemoIndex()) }
}

import LiveHTML

/// How a `TabView` shows its tabs: a tab bar (`.automatic`, and the iOS 18
/// styles, which are a bar on a phone), or pages with index dots (`.page`).
public protocol TabViewStyle: Sendable {}

/// What the styles below lower to.
enum TabViewStyleKind: Hashable, Sendable {
    case bar
    case page(dots: PageTabViewStyle.IndexDisplayMode)

    static let automatic = TabViewStyleKind.bar
}

protocol TabViewStyleKindProviding { var kind: TabViewStyleKind { get } }

public struct DefaultTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public init() {}
    var kind: TabViewStyleKind { .bar }
}

/// `.tabBarOnly` and `.sidebarAdaptable` (iOS 18): a tab bar on a phone, as here.
public struct TabBarOnlyTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public init() {}
    var kind: TabViewStyleKind { .bar }
}

public struct SidebarAdaptableTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public init() {}
    var kind: TabViewStyleKind { .bar }
}

/// Pages shown one at a time, with a dot per page (each dot a button here:
/// the page has no swipe).
public struct PageTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public enum IndexDisplayMode: Hashable, Sendable {
        case automatic, always, never
    }

    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    var kind: TabViewStyleKind { .page(dots: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// `.indexViewStyle(.page(backgroundDisplayMode:))`: the dots' backdrop. Accepted; the dots here always have one.
public protocol IndexViewStyle: Sendable {}

public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, always, interactive, never
    }

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleModifier: PrimitiveModifier {
    let kind: TabViewStyleKind

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues
    ) -> [Node] {
        var inner = env
        inner.tabViewStyle = kind
        return content(path, inner)
    }
}

extension View {
    /// How the `TabView`s below show their tabs.
    @inlinable public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.tabViewStyle(style))
    }

    /// Accepted (the page's dots always have a backdrop).
    @inlinable public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func tabViewStyle<S: TabViewStyle>(_ style: S) -> some ViewModifier {
        TabViewStyleModifier(kind: (style as? any TabViewStyleKindProviding)?.kind ?? .bar)
    }
}

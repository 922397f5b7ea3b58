/// How a list looks (`.listStyle(_:)`): a CSS class on its `<ul>` (Public/liveui.css, "Lists").
public protocol ListStyle: Sendable {
    var _cssClass: String { get }
}

/// The platform's choice: on the web, plain rows inset from the page's edges.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _cssClass: String { "ls-au" }
}

/// Edge-to-edge rows with separators, no background.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _cssClass: String { "ls-pl" }
}

/// Plain rows, inset from the edges.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _cssClass: String { "ls-in" }
}

/// Sections as full-width groups on a grey background.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _cssClass: String { "ls-gr" }
}

/// Sections as rounded cards on a grey background (iOS settings).
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _cssClass: String { "ls-ig" }
}

/// A navigation sidebar: compact rows, tinted selection, section headers as small captions.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _cssClass: String { "ls-sb" }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

extension View {
    @inlinable public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.listStyle(style))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func listStyle<S: ListStyle>(_ style: S) -> some ViewModifier {
        let cssClass = style._cssClass
        return EnvironmentModifier { $0.listStyleClass = cssClass }
    }
}

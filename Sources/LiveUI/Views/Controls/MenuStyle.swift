/// How a `Menu`'s button looks: accepted. A menu here is drawn in the
/// style of the buttons around it (`.buttonStyle`), as `.borderlessButton`
/// draws it on iOS; `.button` (a bordered look) is not drawn.
public protocol MenuStyle: Sendable {}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// The order of a menu's items: accepted; they are always shown in the order written (`.fixed`).
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Accepted (see `MenuStyle`).
    @inlinable public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Accepted: items keep the order written.
    @inlinable public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Accepted: a menu's button shows no indicator here.
    @inlinable public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

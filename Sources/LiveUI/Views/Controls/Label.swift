import LiveHTML

/// A title with an icon. `Label("Title", systemImage:)` draws a built-in
/// symbol (docs/symbols.md; an unknown name shows a placeholder glyph and is
/// reported once as a render warning); `Label { Text } icon: { … }` takes any views.
///
/// The icon is decorative (the title names the label); with `.iconOnly` the
/// title is still there for screen readers, only hidden from view.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    public typealias Body = Never

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        var children: [Node] = []
        let style = env.labelStyleKind
        if style != .titleOnly {
            var iconEnv = inner
            iconEnv.decorativeImages = true
            // Label icons take the tint (class `ic`), as in lists and menus.
            children += ctx.render(icon, path.child("i"), iconEnv).map { node in
                guard case .element(var e) = node, e.tag == "svg" else { return node }
                e.addClass("ic")
                return .element(e)
            }
        }
        var titleNodes = ctx.render(title, path.child("t"), inner)
        if style == .iconOnly {
            titleNodes = Layout.modify(titleNodes, path.child("th"), inner, canMerge: { _ in true }) { $0.addClass("vh") }
        }
        children += titleNodes
        return [.element(Element("span", id: path.raw, attributes: [Attribute("class", "lb")], children: children))]
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title and a built-in symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A title and an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// Which parts of a `Label` show: `.labelStyle(.iconOnly)`. Custom label
/// styles (`makeBody(configuration:)`) are not supported.
public protocol LabelStyle: Sendable {
    var _kind: LabelStyleKind { get }
}

/// The built-in label styles (internal detail of `LabelStyle`).
public enum LabelStyleKind: Sendable, Hashable {
    case titleAndIcon, titleOnly, iconOnly
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleOnly }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

extension View {
    @inlinable public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.labelStyle(style))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func labelStyle<S: LabelStyle>(_ style: S) -> some ViewModifier {
        let kind = style._kind
        return EnvironmentModifier { $0.labelStyleKind = kind }
    }
}

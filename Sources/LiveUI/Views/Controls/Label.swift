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
        if let style = env.customLabelStyle {
            // A style of the app's own arranges the title and the icon (LabelStyle below).
            let (title, icon) = (self.title, self.icon)
            let shown = TitleShown()
            let configuration = LabelStyleConfiguration(
                title: .init(renderPart: { ctx, p, e in
                    shown.value = true
                    return ctx.render(title, p, e)
                }),
                icon: .init(renderPart: { ctx, p, e in Self.renderIcon(icon, ctx, p, e) }))
            var body = env
            body.customLabelStyle = nil  // labels inside the style's body get the built-in look
            var nodes = style.render(configuration, ctx, path, body)
            // A body that shows only the (decorative) icon: the title is still read, as VoiceOver reads it.
            if !shown.value, nodes.count == 1, case .element(var e) = nodes[0] {
                let titleNodes = ctx.render(title, path.child("t"), inner)
                let hidden = Element("span", id: path.child("tv").raw, attributes: [Attribute("class", "vh")], children: titleNodes)
                e.children.append(.element(hidden))
                nodes[0] = .element(e)
            }
            return nodes
        }
        let (title, icon) = (self.title, self.icon)
        return LabelStyleKind.draw(
            env.labelStyleKind, ctx, path, inner, icon: { Self.renderIcon(icon, ctx, $0, $1) }, title: { ctx.render(title, $0, $1) })
    }

    /// The icon is decorative (the title names the label) and takes the tint (class `ic`), as in lists and menus.
    fileprivate static func renderIcon(_ icon: Icon, _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var iconEnv = env
        iconEnv.decorativeImages = true
        return ctx.render(icon, path, iconEnv).map { node in
            guard case .element(var e) = node, e.tag == "svg" else { return node }
            e.addClass("ic")
            return .element(e)
        }
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

/// How labels look: which parts show (`.titleAndIcon`, `.titleOnly`,
/// `.iconOnly`), or a type of your own that arranges the label's title and
/// icon in `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Whether a custom style's body showed the label's title (see `Label.render`).
@MainActor private final class TitleShown {
    var value = false
}

/// What a `LabelStyle` draws: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    public typealias Title = _StylePart
    public typealias Icon = _StylePart

    public let title: Title
    /// Decorative: the title names the label.
    public let icon: Icon
}

/// Which parts of a built-in style's label show.
enum LabelStyleKind: Sendable, Hashable {
    case titleAndIcon, titleOnly, iconOnly

    /// A built-in label: the (decorative) icon then the title, in a `span.lb`;
    /// `.iconOnly` keeps the title for screen readers, hidden from view.
    @MainActor static func draw(
        _ kind: LabelStyleKind, _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues,
        icon: (ViewPath, EnvironmentValues) -> [Node], title: (ViewPath, EnvironmentValues) -> [Node]
    ) -> [Node] {
        var children: [Node] = []
        if kind != .titleOnly { children += icon(path.child("i"), env) }
        var titleNodes = title(path.child("t"), env)
        if kind == .iconOnly {
            titleNodes = Layout.modify(titleNodes, path.child("th"), env, canMerge: { _ in true }) { $0.addClass("vh") }
        }
        children += titleNodes
        return [.element(Element("span", id: path.raw, attributes: [Attribute("class", "lb")], children: children))]
    }
}

/// The built-in styles: LiveUI draws them itself; their `makeBody` draws the
/// same (a custom style may call it, as `TitleAndIconLabelStyle().makeBody(configuration:)`).
protocol BuiltInLabelStyle: LabelStyle where Body == _BuiltInLabel {
    var kind: LabelStyleKind { get }
}

extension BuiltInLabelStyle {
    public func makeBody(configuration: Configuration) -> _BuiltInLabel { _BuiltInLabel(kind: kind, configuration: configuration) }
}

/// A built-in style's label drawn from a configuration.
public struct _BuiltInLabel: View, PrimitiveView {
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        let (icon, title) = (configuration.icon, configuration.title)
        return LabelStyleKind.draw(kind, ctx, path, inner, icon: { icon.render(ctx, $0, $1) }, title: { title.render(ctx, $0, $1) })
    }
}

public struct DefaultLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
}

public struct TitleAndIconLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
}

public struct TitleOnlyLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleOnly }
}

public struct IconOnlyLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .iconOnly }
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
        guard let builtIn = style as? any BuiltInLabelStyle else {
            return EnvironmentModifier {
                $0.customLabelStyle = CustomStyle(style) { style, configuration in style.makeBody(configuration: configuration) }
            }
        }
        let kind = builtIn.kind
        return EnvironmentModifier {
            $0.labelStyleKind = kind
            if $0.customLabelStyle != nil { $0.customLabelStyle = nil }
        }
    }
}

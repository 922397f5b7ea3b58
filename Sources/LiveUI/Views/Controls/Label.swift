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
        if let makeBody = env.customLabelStyle {
            // A style of the app's own arranges the title and the icon (LabelStyle below).
            let (title, icon) = (self.title, self.icon)
            let configuration = LabelStyleConfiguration(
                title: .init(renderPart: { ctx, p, e in ctx.render(title, p, e) }),
                icon: .init(renderPart: { ctx, p, e in Self.renderIcon(icon, ctx, p, e) }))
            var body = env
            body.customLabelStyle = nil  // labels inside the style's body get the built-in look
            return ctx.render(makeBody(configuration), path, body)
        }
        var children: [Node] = []
        let style = env.labelStyleKind
        if style != .titleOnly { children += Self.renderIcon(icon, ctx, path.child("i"), inner) }
        var titleNodes = ctx.render(title, path.child("t"), inner)
        if style == .iconOnly {
            titleNodes = Layout.modify(titleNodes, path.child("th"), inner, canMerge: { _ in true }) { $0.addClass("vh") }
        }
        children += titleNodes
        return [.element(Element("span", id: path.raw, attributes: [Attribute("class", "lb")], children: children))]
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

/// What a `LabelStyle` draws: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// One part of the label.
    public struct Part: View, PrimitiveView {
        let renderPart: @MainActor (RenderContext, ViewPath, EnvironmentValues) -> [Node]
        public typealias Body = Never
        func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { renderPart(ctx, path, env) }
    }
    public typealias Title = Part
    public typealias Icon = Part

    public let title: Title
    /// Decorative: the title names the label.
    public let icon: Icon
}

/// Which parts of a built-in style's label show.
enum LabelStyleKind: Sendable, Hashable {
    case titleAndIcon, titleOnly, iconOnly
}

/// The built-in styles: only their kind matters, LiveUI draws them itself.
protocol BuiltInLabelStyle: LabelStyle where Body == EmptyView {
    var kind: LabelStyleKind { get }
}

public struct DefaultLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct TitleAndIconLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct TitleOnlyLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleOnly }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct IconOnlyLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .iconOnly }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
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
            return EnvironmentModifier { $0.customLabelStyle = { AnyView(style.makeBody(configuration: $0)) } }
        }
        let kind = builtIn.kind
        return EnvironmentModifier {
            $0.labelStyleKind = kind
            if $0.customLabelStyle != nil { $0.customLabelStyle = nil }
        }
    }
}

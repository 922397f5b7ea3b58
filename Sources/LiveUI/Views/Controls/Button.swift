import LiveHTML

/// A control that runs an action when clicked: a `<button>`.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a purpose: `.destructive` is drawn in red, `.cancel` in bold.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = nil
        let children = ctx.render(label, path.child("l"), inner)
        var e = Element(
            "button", id: path.raw,
            attributes: [
                Attribute("type", "button"),
                Attribute("class", role.map { env.buttonStyleClass + " " + $0.cssClass } ?? env.buttonStyleClass),
            ],
            children: children)
        let (x, y) = Layout.expansion(of: children)
        e.setExpansion(x: x, y: y)
        if env.isEnabled {
            var handlers = EventHandlers()
            handlers.click = action
            ctx.register(path.raw, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return [.element(e)]
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == LiveUI.Label<Text, Image> {
    /// A button showing a title and a symbol (iOS 17's spelling).
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { LiveUI.Label(title, systemImage: systemImage) }
    }

    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { LiveUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button is for, which changes how it looks.
public struct ButtonRole: Equatable, Sendable {
    let cssClass: String
    /// Deletes or discards something: drawn in red.
    public static let destructive = ButtonRole(cssClass: "rd")
    /// Dismisses without acting: drawn in bold.
    public static let cancel = ButtonRole(cssClass: "rc")
}

/// How buttons look: `.automatic` (tinted text), `.plain`, `.bordered`, `.borderedProminent`.
public struct ButtonStyleConfiguration: Sendable {
    let cssClass: String
}

public protocol PrimitiveButtonStyle: Sendable {
    var _configuration: ButtonStyleConfiguration { get }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _configuration: ButtonStyleConfiguration { .init(cssClass: "bt pl") }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _configuration: ButtonStyleConfiguration { .init(cssClass: "bt") }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _configuration: ButtonStyleConfiguration { .init(cssClass: "bt bd") }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _configuration: ButtonStyleConfiguration { .init(cssClass: "bt bp") }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

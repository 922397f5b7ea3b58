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
        let children: [Node]
        var cssClass = role.map { env.buttonStyleClass + " " + $0.cssClass } ?? env.buttonStyleClass
        if let style = env.customButtonStyle {
            // A style of the app's own draws the label (ButtonStyle.swift); the role is its to show.
            let label = self.label
            let configuration = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label { ctx, p, e in ctx.render(label, p, e) }, role: role)
            // Buttons inside the style's body get the default look (and the style cannot draw itself forever).
            inner.changeRare {
                $0.customButtonStyle = nil
                $0.buttonStyleClass = "bt"
            }
            children = style.render(configuration, ctx, path.child("l"), inner)
            cssClass = env.buttonStyleClass
        } else {
            children = ctx.render(label, path.child("l"), inner)
        }
        var e = Element(
            "button", id: path.raw, attributes: [Attribute("type", "button"), Attribute("class", cssClass)], children: children)
        let (x, y) = Layout.expansion(of: children)
        e.setExpansion(x: x, y: y)
        env.markKeyboardShortcut(&e)
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

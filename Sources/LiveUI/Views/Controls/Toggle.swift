import LiveHTML

/// A control that turns a `Bool` on and off.
///
/// Lowering, by style (`.toggleStyle(_:)`):
/// - `.switch` (and `.automatic`, as on iOS): a native checkbox with
///   `role="switch"` inside its `<label>`, drawn as a switch by `liveui.css`.
///   A native input is the most accessible choice: Space toggles it, screen
///   readers announce "switch, on/off", and the label is clickable.
/// - `.checkbox`: the same checkbox, drawn as one, box before the label.
/// - `.button`: a `<button aria-pressed>`, a toggle button.
/// A custom `ToggleStyle` renders its `makeBody(configuration:)`.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // A custom style's body may hold anything (rows, links) that reports to the containers
        // around it: it renders with its parent, never alone with a stored environment.
        if case .custom = env.toggleStyleKind { return lower(ctx, path, env) }
        return ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // In a menu, SwiftUI shows a toggle as an item with a checkmark when on.
        if env.inMenu { return [renderMenuItem(ctx, path, env)] }
        switch env.toggleStyleKind {
        case .custom(let style):
            let label = self.label
            let configuration = ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label { ctx, p, e in ctx.render(label, p, e) }, isOn: isOn)
            var inner = env
            // A custom style's body may contain toggles of its own: they get the default look.
            inner.toggleStyleKind = .automatic
            return style.render(configuration, ctx, path, inner)
        case .button:
            return renderButton(ctx, path, env)
        case .automatic, .switch, .checkbox:
            return renderCheckbox(ctx, path, env, isSwitch: env.toggleStyleKind != .checkbox)
        }
    }

    /// A `menuitemcheckbox`: choosing it flips the binding (and, as every menu item does, closes the menu).
    private func renderMenuItem(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> Node {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        let binding = isOn
        var choose: (@MainActor () -> Void)?
        if env.isEnabled { choose = { binding.wrappedValue.toggle() } }
        let item = MenuItems.checkable(
            id: path.raw, role: "menuitemcheckbox", checked: isOn.wrappedValue, title: ctx.render(label, path.child("l"), inner),
            choose: choose, ctx)
        return .element(item)
    }

    private func renderCheckbox(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues, isSwitch: Bool) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        let title = Element(
            "span", id: path.child("t").raw, attributes: [Attribute("class", env.labelsHidden ? "tg-t vh" : "tg-t")],
            children: ctx.render(label, path.child("l"), inner))
        let inputID = path.child("c").raw
        var box = Element("input", id: inputID, attributes: [Attribute("type", "checkbox"), Attribute("class", "tg-i")])
        if isSwitch { box[attribute: "role"] = "switch" }
        if isSwitch, let tint = env.toggleTint { box.addStyle("--lv-tint", tint) }
        if isOn.wrappedValue { box[attribute: "checked"] = "" }
        env.markKeyboardShortcut(&box)
        if env.isEnabled {
            var handlers = EventHandlers()
            let binding = isOn
            handlers.input = { binding.wrappedValue = $0 == "true" }
            handlers.recordInput = { e, value in e[attribute: "checked"] = value == "true" ? "" : nil }
            ctx.register(inputID, handlers)
        } else {
            box[attribute: "disabled"] = ""
        }
        // The switch sits at the trailing edge, after the title (as in a Form row); a checkbox leads.
        let children: [Node] = isSwitch ? [.element(title), .element(box)] : [.element(box), .element(title)]
        return [
            .element(Element("label", id: path.raw, attributes: [Attribute("class", isSwitch ? "tg sw lx" : "tg cb")], children: children))
        ]
    }

    private func renderButton(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = nil
        let on = isOn.wrappedValue
        var e = Element(
            "button", id: path.raw,
            attributes: [
                Attribute("type", "button"), Attribute("class", on ? "bt tgb on" : "bt tgb"),
                Attribute("aria-pressed", on ? "true" : "false"),
            ],
            children: ctx.render(label, path.child("l"), inner))
        env.markKeyboardShortcut(&e)
        if env.isEnabled {
            var handlers = EventHandlers()
            let binding = isOn
            handlers.click = { binding.wrappedValue.toggle() }
            ctx.register(path.raw, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return [.element(e)]
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(String(title)) }
    }
}

extension Toggle where Label == LiveUI.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LiveUI.Label(String(title), systemImage: systemImage) }
    }
}

// MARK: Styles

/// How toggles look: `.automatic`, `.switch`, `.checkbox`, `.button`, or a
/// type of your own that draws the toggle from its configuration.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` draws: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public typealias Label = _StylePart

    public let label: Label
    @Binding public var isOn: Bool
    /// Mixed state applies to toggles over several sources, which LiveUI does not have.
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

enum ToggleStyleKind: Equatable {
    case automatic, `switch`, checkbox, button
    case custom(CustomStyle<ToggleStyleConfiguration>)

    static func == (a: ToggleStyleKind, b: ToggleStyleKind) -> Bool {
        switch (a, b) {
        case (.automatic, .automatic), (.switch, .switch), (.checkbox, .checkbox), (.button, .button): return true
        default: return false
        }
    }
}

/// The built-in styles: only their kind matters, LiveUI draws them itself.
protocol BuiltInToggleStyle: ToggleStyle where Body == EmptyView {
    var kind: ToggleStyleKind { get }
}

public struct DefaultToggleStyle: BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct SwitchToggleStyle: BuiltInToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The color of the switch when on (deprecated in SwiftUI for `.tint(_:)`, still common in tutorials).
    public init(tint: Color) { self.tint = tint }
    var kind: ToggleStyleKind { .switch }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct CheckboxToggleStyle: BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .checkbox }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct ButtonToggleStyle: BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .button }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    @inlinable public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.toggleStyle(style))
    }
}

extension Toggle {
    @available(*, unavailable, message: "LiveUI has no mixed-state toggles over several sources; use one Toggle per Bool")
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        fatalError("unavailable")
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func toggleStyle<S: ToggleStyle>(_ style: S) -> some ViewModifier {
        let builtIn = (style as? any BuiltInToggleStyle)?.kind
        let tint = (style as? SwitchToggleStyle)?.tint?.css
        return EnvironmentModifier {
            $0.toggleStyleKind =
                builtIn ?? .custom(CustomStyle(style) { style, configuration in style.makeBody(configuration: configuration) })
            $0.toggleTint = tint
        }
    }
}

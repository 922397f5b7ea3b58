import LiveHTML

/// An editable line of text bound to a `String`, or to a value through a
/// format style: an `<input>` labelled by its title.
public struct TextField<Label: View>: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let prompt: String?
    let onCommit: (@MainActor () -> Void)?
    let isSecure: Bool
    /// Set for `TextField(_:value:format:)`: the text is a draft, the value commits on Return or blur.
    let formatted: FormattedValue?
    /// `axis: .vertical`: a `<textarea>` that grows with its lines; Return inserts a line, as in SwiftUI.
    let isVertical: Bool
    /// The pre-iOS 15 editing callback: true when the field gains focus, false when it loses it.
    var onEditingChanged: ((Bool) -> Void)?

    init(
        title: String, text: Binding<String>, prompt: String?, onCommit: (@MainActor () -> Void)?, isSecure: Bool,
        formatted: FormattedValue? = nil, isVertical: Bool = false
    ) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.onCommit = onCommit
        self.isSecure = isSecure
        self.formatted = formatted
        self.isVertical = isVertical
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // `if let`, not `Optional.map`: a main-actor closure handed to the standard
        // library is checked at run time on every call.
        var fieldClass = "tf lx"
        if let style = env.textFieldStyleClass { fieldClass += " " + style }
        // Room for every attribute set below and one a modifier adds (an
        // accessibility id's `data-testid`): a fifth appended to an array of four
        // doubled it to eight, kept with the page (576 B per session on the login
        // page, heaptrack). The element is kept for as long as it shows.
        var e = Element("input", id: path.raw)
        e.attributes.reserveCapacity(
            6 + (isSecure ? 1 : 0) + (formatted != nil || onEditingChanged != nil ? 1 : 0) + (env.isEnabled ? 0 : 1)
                + env.textInputAttributeCount)
        e.attributes.append(Attribute("type", isSecure ? "password" : "text"))
        e.attributes.append(Attribute("class", fieldClass))
        e.attributes.append(Attribute("aria-label", title))
        e.attributes.append(Attribute("placeholder", prompt ?? title))
        if isVertical {
            e.tag = "textarea"
            e[attribute: "type"] = nil
            e[attribute: "class"] = (e[attribute: "class"] ?? "") + " tf-v"
            e[attribute: "rows"] = "1"
        }
        if isSecure {
            // A secret is never sent back; only "empty" is, so the server can clear the field.
            e[attribute: "autocomplete"] = "current-password"
            if text.wrappedValue.isEmpty { e[attribute: "value"] = "" }
        }
        env.applyTextInputTraits(to: &e)
        var handlers = EventHandlers()
        var commit: (@MainActor () -> Void)?
        if let formatted {
            let field = formatted.lower(ctx, path)
            e[attribute: "value"] = field.text
            // The value commits when the user leaves the field, so the page reports that.
            e[attribute: "data-lv-focus"] = ""
            handlers.input = field.input
            handlers.blur = field.commit
            commit = field.commit
        } else {
            if !isSecure { e[attribute: "value"] = text.wrappedValue }
            let binding = text
            handlers.input = { binding.wrappedValue = $0 }
        }
        if let onEditingChanged {
            e[attribute: "data-lv-focus"] = ""
            handlers.focus = { onEditingChanged(true) }
            let blur = handlers.blur
            handlers.blur = {
                blur?()
                onEditingChanged(false)
            }
        }
        if env.isEnabled {
            handlers.isSecret = isSecure
            var actions = env.submitActions
            if let onCommit { actions.append(onCommit) }
            if !actions.isEmpty || commit != nil {
                handlers.submit = {
                    commit?()
                    for action in actions { action() }
                }
            }
            ctx.register(path.raw, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return [.element(e)]
    }
}

extension TextField: ValueAttributeControl {
    /// What `lower` writes into the `value` attribute (RenderCache+Echo.swift):
    /// the text, or for a secure field nothing while it holds a secret. An
    /// emptied secure field renders (its `""` comes back where the render puts
    /// it among the attributes, not at the end, where the session recorded it),
    /// and so does a formatted field, which shows a draft of its own.
    func renderedValueAttribute() -> String?? {
        guard formatted == nil else { return nil }
        let value = text.wrappedValue
        if isSecure { return value.isEmpty ? nil : .some(nil) }
        return .some(value)
    }
}

extension TextField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        self.init(title: title, text: text, prompt: nil, onCommit: nil, isSecure: false)
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title: title, text: text, prompt: prompt?.content, onCommit: nil, isSecure: false)
    }

    /// `axis: .vertical` grows to show every line (iOS 16).
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title: title, text: text, prompt: prompt?.content, onCommit: nil, isSecure: false, isVertical: axis == .vertical)
    }

    /// The pre-iOS 15 form, with a commit action run on Return and an
    /// editing callback run as the field gains (true) and loses (false) focus.
    public init(
        _ title: String, text: Binding<String>, onEditingChanged: ((Bool) -> Void)? = nil,
        onCommit: @escaping @MainActor () -> Void
    ) {
        self.init(title: title, text: text, prompt: nil, onCommit: onCommit, isSecure: false)
        self.onEditingChanged = onEditingChanged
    }

    /// The pre-iOS 15 form with only the editing callback.
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title: title, text: text, prompt: nil, onCommit: nil, isSecure: false)
        self.onEditingChanged = onEditingChanged
    }
}

extension TextField {
    /// A field labelled by a view: `TextField(text: $name, prompt: Text("Required")) { Text("Name") }`.
    /// The label's text (when it is a `Text`) becomes the field's accessible label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: (label() as? Text)?.content ?? "", text: text, prompt: prompt?.content, onCommit: nil, isSecure: false)
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(
            title: (label() as? Text)?.content ?? "", text: text, prompt: prompt?.content, onCommit: nil, isSecure: false,
            isVertical: axis == .vertical)
    }
}

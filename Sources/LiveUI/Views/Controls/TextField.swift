import LiveHTML

/// An editable line of text bound to a `String`: an `<input>` labelled by its title.
public struct TextField<Label: View>: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let prompt: String?
    let onCommit: (@MainActor () -> Void)?
    let isSecure: Bool

    init(title: String, text: Binding<String>, prompt: String?, onCommit: (@MainActor () -> Void)?, isSecure: Bool) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.onCommit = onCommit
        self.isSecure = isSecure
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element(
            "input", id: path.raw,
            attributes: [
                Attribute("type", isSecure ? "password" : "text"),
                Attribute("class", env.textFieldStyleClass.map { "tf lx " + $0 } ?? "tf lx"),
                Attribute("aria-label", title),
                Attribute("placeholder", prompt ?? title),
            ])
        let value = text.wrappedValue
        if isSecure {
            // A secret is never sent back; only "empty" is, so the server can clear the field.
            e[attribute: "autocomplete"] = "current-password"
            if value.isEmpty { e[attribute: "value"] = "" }
        } else {
            e[attribute: "value"] = value
        }
        if env.isEnabled {
            var handlers = EventHandlers()
            let binding = text
            handlers.input = { binding.wrappedValue = $0 }
            handlers.isSecret = isSecure
            let actions = env.submitActions + (onCommit.map { [$0] } ?? [])
            if !actions.isEmpty {
                handlers.submit = { for action in actions { action() } }
            }
            ctx.register(path.raw, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return [.element(e)]
    }
}

extension TextField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        self.init(title: title, text: text, prompt: nil, onCommit: nil, isSecure: false)
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title: title, text: text, prompt: prompt?.content, onCommit: nil, isSecure: false)
    }

    /// The pre-iOS 15 form, with a commit action run on Return.
    public init(
        _ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void
    ) {
        self.init(title: title, text: text, prompt: nil, onCommit: onCommit, isSecure: false)
    }
}

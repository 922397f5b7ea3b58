import LiveHTML

/// A password field. Its value reaches the server but is never rendered back
/// into HTML or patches.
public struct SecureField<Label: View>: View, PrimitiveView {
    let field: TextField<Label>
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        field.render(ctx, path, env)
    }
}

extension SecureField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        field = TextField(title: title, text: text, prompt: nil, onCommit: nil, isSecure: true)
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        field = TextField(title: title, text: text, prompt: prompt?.content, onCommit: nil, isSecure: true)
    }

    public init(_ title: String, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        field = TextField(title: title, text: text, prompt: nil, onCommit: onCommit, isSecure: true)
    }
}

extension SecureField {
    /// A password field labelled by a view (its text, when a `Text`, is the accessible label).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(title: (label() as? Text)?.content ?? "", text: text, prompt: prompt?.content, onCommit: nil, isSecure: true)
    }
}

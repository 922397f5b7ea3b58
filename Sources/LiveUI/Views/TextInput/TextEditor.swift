import LiveHTML

/// Multi-line text bound to a `String`: a `<textarea>`. Return inserts a
/// line break; it never submits. It has no label of its own (as in SwiftUI):
/// give it one with `.accessibilityLabel(_:)` or put it in a labelled section.
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element(
            "textarea", id: path.raw,
            attributes: [Attribute("class", "te lx ly"), Attribute("value", text.wrappedValue)])
        env.applyTextInputTraits(to: &e)
        if env.isEnabled {
            var handlers = EventHandlers()
            let binding = text
            handlers.input = { binding.wrappedValue = $0 }
            ctx.register(path.raw, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return [.element(e)]
    }
}

extension TextEditor: ValueAttributeControl {
    /// Its text is its `value` attribute, all it depends on (RenderCache+Echo.swift).
    func renderedValueAttribute() -> String?? { .some(text.wrappedValue) }
}

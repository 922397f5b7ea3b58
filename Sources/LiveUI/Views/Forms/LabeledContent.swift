import LiveHTML

/// A label beside a value or a control, as a form row shows it: the label
/// on the leading side, the content on the trailing side. When the content
/// holds a field, the label is its `<label for>`: clicking it focuses the field.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var phrasing = env
        phrasing.inPhrasing = true
        phrasing.stackAxis = .horizontal
        var inner = env
        inner.stackAxis = .horizontal
        let value = ctx.render(content, path.child("c"), inner)
        let labelNodes = ctx.render(label, path.child("lc"), phrasing)
        let labelElement: Element
        if let field = Self.fieldID(in: value) {
            labelElement = Element(
                "label", id: path.child("l").raw, attributes: [Attribute("class", "lc-l"), Attribute("for", field)], children: labelNodes)
        } else {
            labelElement = Element("span", id: path.child("l").raw, attributes: [Attribute("class", "lc-l")], children: labelNodes)
        }
        let valueBox = Element(
            env.inPhrasing ? "span" : "div", id: path.child("v").raw, attributes: [Attribute("class", "lc-v")], children: value)
        return [
            .element(
                Element(
                    env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", "lc lx")],
                    children: [.element(labelElement), .element(valueBox)]))
        ]
    }

    /// The first labelable form control in the content.
    static func fieldID(in nodes: [Node]) -> String? {
        for case .element(let e) in nodes {
            for candidate in e.allElements() where ["input", "textarea", "select"].contains(candidate.tag) && !candidate.id.isEmpty {
                return candidate.id
            }
        }
        return nil
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `LabeledContent("Version", value: "1.2")`
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.label = Text(title)
        self.content = Text(String(value))
    }

    /// `LabeledContent("Price", value: price, format: .currency(code: "USD"))`
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.label = Text(title)
        self.content = Text(format.locale(FormatLocale.standard).format(value))
    }
}

extension LabeledContent where Label == Text {
    /// `LabeledContent("Name") { TextField("Name", text: $name) }`
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}

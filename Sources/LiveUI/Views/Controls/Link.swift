import LiveHTML

/// A plain hyperlink to a URL (another page, or another site).
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        // Only web and relative links: a `javascript:` URL must never reach an href.
        let scheme = destination.scheme?.lowercased()
        let href = scheme == nil || scheme == "http" || scheme == "https" || scheme == "mailto" ? destination.absoluteString : "#"
        var a = Element(
            "a", id: path.raw, attributes: [Attribute("href", href), Attribute("class", "lk")],
            children: ctx.render(label, path.child("l"), inner))
        env.markKeyboardShortcut(&a)
        return [.element(a)]
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

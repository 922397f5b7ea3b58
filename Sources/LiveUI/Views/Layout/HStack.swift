import LiveHTML

/// Arranges children in a horizontal line (a flex row).
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        var e = Layout.container(path, env, classes: "hs", children: ctx.render(content, Layout.contentPath(Content.self, path), inner))
        if alignment != .center { e.addStyle("align-items", alignment.css) }
        if let spacing { e.addStyle("gap", Layout.px(spacing)) }
        return [.element(e)]
    }
}

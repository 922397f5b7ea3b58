import LiveHTML

/// Arranges children in a vertical line (a flex column).
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .vertical
        var e = Layout.container(path, env, classes: "vs", children: ctx.render(content, Layout.contentPath(Content.self, path), inner))
        if alignment != .center { e.addStyle("align-items", alignment.css) }
        if let spacing { e.addStyle("gap", Layout.px(spacing)) }
        return [.element(e)]
    }
}

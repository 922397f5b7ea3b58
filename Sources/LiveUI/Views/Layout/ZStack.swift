import LiveHTML

/// Overlays children, later ones in front (a one-cell CSS grid).
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = nil
        var e = Layout.container(path, env, classes: "zs", children: ctx.render(content, Layout.contentPath(Content.self, path), inner))
        alignment.apply(to: &e)
        return [.element(e)]
    }
}

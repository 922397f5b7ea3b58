import LiveHTML

/// A horizontal stack that renders only the items near the viewport (see
/// `LazyVStack` and `LazyWindow`). Laid out as `HStack` is.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        let window = LazyWindow.begin(ctx, path, &inner, axis: .horizontal)
        let children = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        var e = Layout.container(path, env, classes: "hs lz lz-x" + pinnedViews.cssClasses, children: children)
        if alignment != .center { e.addStyle("align-items", alignment.css) }
        if let spacing { e.addStyle("gap", Layout.px(spacing)) }
        window.finish(&e, ctx)
        return [.element(e)]
    }
}

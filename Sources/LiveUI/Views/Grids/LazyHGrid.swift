import LiveHTML

/// A grid that grows sideways: `rows` are CSS grid row tracks, items flow
/// into columns (`grid-auto-flow: column`). Every item renders.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        let children = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        var e = Layout.container(path, env, classes: "lg lg-h ly" + pinnedViews.cssClasses, children: children)
        GridItem.apply(rows, templateProperty: "grid-template-rows", gapProperty: "row-gap", to: &e)
        if let spacing { e.addStyle("column-gap", Layout.px(spacing)) }
        if alignment != .center { e.addStyle("align-content", alignment.css) }
        return [.element(e)]
    }
}

import LiveHTML

/// A grid that grows downwards: `columns` are CSS grid tracks (fixed,
/// flexible, adaptive → `repeat(auto-fill, minmax(…))`), items flow into
/// rows. Every item renders (grids are not windowed; see the README).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .vertical
        let children = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        // Greedy across (its flexible columns fill the width), sized by its rows downwards.
        var e = Layout.container(path, env, classes: "lg lx" + pinnedViews.cssClasses, children: children)
        GridItem.apply(columns, templateProperty: "grid-template-columns", gapProperty: "column-gap", to: &e)
        if let spacing { e.addStyle("row-gap", Layout.px(spacing)) }
        if alignment != .center { e.addStyle("justify-content", alignment.css) }
        return [.element(e)]
    }
}

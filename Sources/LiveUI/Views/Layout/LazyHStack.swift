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
        Layout.lazyStack(
            content, axis: .horizontal, classes: "hs lz lz-x" + pinnedViews.cssClasses,
            alignment: alignment == .center ? nil : alignment.css, spacing: spacing, ctx, path, env)
    }
}

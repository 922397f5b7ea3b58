import LiveHTML

/// A vertical stack that renders only the rows near the viewport: the first
/// `ForEach` in it sends a window of its items (see `LazyWindow`), and the
/// page asks for more as it scrolls. Laid out as `VStack` is.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
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
            content, axis: .vertical, classes: "vs lz" + pinnedViews.cssClasses,
            alignment: alignment == .center ? nil : alignment.css, spacing: spacing, ctx, path, env)
    }
}

extension Layout {
    /// A lazy stack (`LazyVStack`, `LazyHStack`): laid out as the plain stack
    /// of its axis, its first `ForEach` windowed (see `LazyWindow`).
    @MainActor
    static func lazyStack<Content: View>(
        _ content: Content, axis: Axis, classes: String, alignment: String?, spacing: CGFloat?,
        _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues
    ) -> [Node] {
        var inner = env
        inner.stackAxis = axis
        let window = LazyWindow.begin(ctx, path, &inner, axis: axis)
        let children = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        var e = Layout.container(path, env, classes: classes, children: children)
        if let alignment { e.addStyle("align-items", alignment) }
        if let spacing { e.addStyle("gap", Layout.px(spacing)) }
        window.finish(&e, ctx)
        return [.element(e)]
    }
}

/// Which parts of the sections in a lazy stack or grid stay in view while
/// their section scrolls past (CSS `position: sticky`).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)

    var cssClasses: String {
        (contains(.sectionHeaders) ? " pin-h" : "") + (contains(.sectionFooters) ? " pin-f" : "")
    }
}

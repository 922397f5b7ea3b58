import LiveHTML

/// A scrollable region: a `<div>` with CSS overflow along its axes, holding
/// its content in a stack (a `VStack`, or an `HStack` when it scrolls only
/// horizontally), as SwiftUI lays it out. It expands along the axes it
/// scrolls, is keyboard focusable (arrows, Page Up/Down, Home/End scroll it),
/// and a vertical one is never taller than the window (see liveui.css).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let horizontalOnly = axes == .horizontal
        var inner = env
        inner.stackAxis = horizontalOnly ? .horizontal : .vertical
        // Set only when it changes: a new environment box at every scroll view would cost them all.
        if inner.inHorizontalScrollView != horizontalOnly { inner.inHorizontalScrollView = horizontalOnly }
        let children = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        var stack = Layout.container(path.child("sc"), env, classes: (horizontalOnly ? "hs" : "vs") + " sv-c", children: children)
        // SwiftUI's implicit stack leads with its content along the scroll axis, centred across it.
        if horizontalOnly { stack.addStyle("justify-content", "start") }
        var classes = "sv"
        if axes.contains(.vertical) { classes += " sv-y" }
        if axes.contains(.horizontal) { classes += " sv-x" }
        if !showsIndicators || env.scrollIndicatorsHidden { classes += " sv-ni" }
        if !env.isScrollEnabled { classes += " sv-off" }
        classes += ScrollAnchor.classes(env.rare?.values.defaultScrollAnchor, axes: axes)
        // Greedy, as in SwiftUI: a vertical one takes the width and height it
        // is offered; a horizontal one the width, and its content's height.
        classes += axes.contains(.vertical) ? " lx ly" : " lx"
        var attributes = [Attribute("class", classes)]
        if env.isScrollEnabled { attributes.append(Attribute("tabindex", "0")) }
        return [.element(Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: attributes, children: [.element(stack)]))]
    }
}

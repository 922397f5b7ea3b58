import LiveHTML

/// The first of its views that fits the space offered, else the last, as
/// SwiftUI's `ViewThatFits` (a row of buttons that becomes a column, a long
/// label that becomes a short one).
///
/// Fitting needs sizes only the browser knows, so every candidate is
/// rendered, and the page picks (areas/fits.js): each candidate's ideal size
/// (its `max-content` size, as if alone) against the width the view is
/// offered, measured again whenever that width changes. The others stay in
/// the page, hidden: not shown, not focusable, not read out. Until the page
/// has measured, the first is shown.
///
/// Along the horizontal axis the view takes the width it is offered (it
/// expands, as a `Spacer` does). Along the vertical axis it is measured
/// only inside a fixed `.frame(height:)`, whose height the server knows;
/// elsewhere a page's height is not a limit (it scrolls).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = nil
        let nodes = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        var candidates: [Node] = []
        for (i, node) in nodes.enumerated() {
            var e: Element
            if case .element(let element) = node {
                e = element
            } else {
                e = Element("span", id: path.child("t\(i)").raw, children: [node])
            }
            if i > 0 { e.addClass("vtf-off") }
            candidates.append(.element(e))
        }
        var measured: [String] = []
        if axes.contains(.horizontal) { measured.append("x") }
        if axes.contains(.vertical), let height = env.offeredHeight { measured.append("y:" + Layout.number(Double(height))) }
        var box = Element(
            env.inPhrasing ? "span" : "div", id: path.raw,
            attributes: [Attribute("class", axes.contains(.horizontal) ? "vtf lx" : "vtf"), Attribute("data-lv-fits", measured.joined(separator: " "))],
            children: candidates)
        if measured.isEmpty { box[attribute: "data-lv-fits"] = "-" }
        return [.element(box)]
    }
}

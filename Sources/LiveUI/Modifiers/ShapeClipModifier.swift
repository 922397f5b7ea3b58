import LiveHTML

/// `clipShape` (and `mask`) with a shape CSS has no basic shape for: an app's
/// own `path(in:)`, a `Path`, a trimmed or inset shape. The outline becomes
/// an SVG `<clipPath>` in the clipped element, which CSS applies with
/// `clip-path: url(#…)`. The outline is asked for in the space offered, as
/// a drawn shape's is (ShapeSVG.swift), and scaled to the element's box
/// (`objectBoundingBox`), so it follows the box the browser lays out; a
/// `Path` clips at its own coordinates, in points. Built-in shapes keep
/// their CSS basic shapes (ClipModifier).
struct ShapeClipModifier<S: Shape>: PrimitiveModifier {
    let shape: S
    let eoFill: Bool

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let css = (shape as? ClipPathShape)?.clipPath {
            return ClipModifier(clipPath: css, unsupported: "clipShape(\(S.self))").apply(content, ctx, path, env)
        }
        let window = UIScreen.main.bounds.size
        let nodes = content(path.modified, env)
        let frame = Self.fixedFrame(nodes)
        let w = max(frame?.width ?? env.offeredWidth ?? window.width, 1)
        let h = max(frame?.height ?? env.offeredHeight ?? window.height, 1)
        let inPoints = (shape as? ShapeTraits)?.drawsInPoints ?? false
        let outline = shape.path(in: CGRect(x: 0, y: 0, width: w, height: h))
        let scaled = inPoints ? outline : outline.map { CGPoint(x: $0.x / w, y: $0.y / h) }
        let id = path.raw + "c"
        var drawn = Element("path", id: id + "p", attributes: [Attribute("d", PathGeometry.svgData(scaled, digits: inPoints ? 2 : 4))])
        if eoFill { drawn[attribute: "clip-rule"] = "evenodd" }
        let clip = Element(
            "clipPath", id: id, attributes: [Attribute("clipPathUnits", inPoints ? "userSpaceOnUse" : "objectBoundingBox")],
            children: [.element(drawn)])
        let holder = Element("svg", id: id + "s", attributes: [Attribute("class", "cp"), Attribute("aria-hidden", "true")], children: [.element(clip)])
        return Layout.modify(
            nodes, path, env,
            canMerge: { !$0.isVoid && !$0.hasStyle("clip-path") && !$0.hasStyle("transform") && !$0.hasStyle("mask") }
        ) { e in
            e.addStyle("clip-path", "url(#" + id + ")")
            e.children.append(.element(holder))
        }
    }

    /// The clipped view's size when it is a fixed `.frame(width:height:)` (a `Color` or an
    /// image in one, as clips are usually written): SwiftUI hands the clip shape the view's
    /// own bounds, and an outline that is not made of fractions of its rect (a square turned
    /// 45°) is only right in them. Otherwise the space offered.
    private static func fixedFrame(_ nodes: [Node]) -> CGSize? {
        guard nodes.count == 1, case .element(let e)? = nodes.first, e.hasClass("fr"),
            let width = e.style("width").flatMap(pixels), let height = e.style("height").flatMap(pixels)
        else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func pixels(_ css: String) -> CGFloat? {
        guard css.hasSuffix("px"), let value = Double(css.dropLast(2)), value.isFinite else { return nil }
        return CGFloat(value)
    }
}

import LiveHTML

/// A shape that is not a CSS box (an app's own `path(in:)`, a `Path`, a
/// trimmed shape) as inline SVG:
///
///     <div class="fill lx ly sh">            the shape's box, laid out as any shape's
///       <svg viewBox="0 0 W H" …>            stretched over it, drawing past it (a stroke's outer half)
///         <path d="…" style="fill:…"/>
///
/// The outline is asked for in the space offered (`W` × `H`), the size a
/// `GeometryReader` would report: the nearest fixed `.frame` on each axis,
/// else the window's. With a fixed frame right around the shape the drawing
/// is exact (padding between the two makes the box smaller than the rect).
/// Otherwise it is stretched to the box the browser lays out, which keeps an
/// outline made of fractions of its rect (`rect.midX`, `rect.maxY`) and
/// distorts one made of fixed lengths. Strokes keep their width however it
/// is stretched (`vector-effect`), and a shape that keeps its aspect (a
/// circle) is scaled evenly and centered instead. A `Path` (its own outline
/// at any size) is drawn at its coordinates, in points, never stretched.
@MainActor
enum ShapeSVG {
    static func element<S: Shape>(
        _ shape: S, _ path: ViewPath, _ env: EnvironmentValues, paint: ShapePaint, stroke: StrokeStyle?, eoFill: Bool
    ) -> Element {
        let window = UIScreen.main.bounds.size
        let offered = CGSize(width: env.offeredWidth ?? window.width, height: env.offeredHeight ?? window.height)
        let w = offered.width > 0 ? offered.width : 1
        let h = offered.height > 0 ? offered.height : 1
        let square = (shape as? ShapeTraits)?.keepsAspect ?? false
        let inPoints = (shape as? ShapeTraits)?.drawsInPoints ?? false
        let rect = square ? CGRect(x: 0, y: 0, width: min(w, h), height: min(w, h)) : CGRect(x: 0, y: 0, width: w, height: h)
        let outline = shape.path(in: rect)

        var box = Element(
            env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", square ? "fill ar lx ly sh" : "fill lx ly sh")])
        var drawn = Element("path", id: path.raw + "p", attributes: [Attribute("d", PathGeometry.svgData(outline))])
        var children: [Node] = []
        var css = paint.css
        if paint.isImage {
            if let gradient = paint.gradient.map({ gradientElement($0, id: path.raw + "g", rect) }) {
                children.append(.element(Element("defs", id: path.raw + "d", children: [.element(gradient)])))
                css = "url(#" + path.raw + "g)"
            } else {
                css = paint.solidCSS
            }
        }
        if let stroke {
            drawn.addStyle("fill", "none")
            drawn.addStyle("stroke", css)
            drawn.addStyle("stroke-width", Layout.px(max(0, stroke.lineWidth)))
            if stroke.lineCap != .butt { drawn.addStyle("stroke-linecap", stroke.lineCap == .round ? "round" : "square") }
            if stroke.lineJoin != .miter { drawn.addStyle("stroke-linejoin", stroke.lineJoin == .round ? "round" : "bevel") }
            if stroke.miterLimit != 10 { drawn.addStyle("stroke-miterlimit", PathGeometry.number(max(1, stroke.miterLimit))) }
            if stroke.dash.contains(where: { $0 > 0 }) {
                drawn.addStyle("stroke-dasharray", stroke.dash.map { PathGeometry.number(max(0, $0)) }.joined(separator: " "))
                if stroke.dashPhase != 0 { drawn.addStyle("stroke-dashoffset", PathGeometry.number(stroke.dashPhase)) }
            }
            drawn[attribute: "vector-effect"] = "non-scaling-stroke"
        } else {
            drawn.addStyle("fill", css)
            if eoFill { drawn.addStyle("fill-rule", "evenodd") }
        }
        children.append(.element(drawn))
        box.children = [
            .element(
                Element(
                    "svg", id: path.raw + "s",
                    attributes: inPoints
                        ? [Attribute("aria-hidden", "true")]
                        : [
                            Attribute("viewBox", "0 0 " + PathGeometry.number(rect.width) + " " + PathGeometry.number(rect.height)),
                            Attribute("preserveAspectRatio", square ? "xMidYMid meet" : "none"), Attribute("aria-hidden", "true"),
                        ], children: children))
        ]
        return box
    }

    /// A drawn shape (`element`'s output) whose foreground is set afterwards to a gradient
    /// (`.foregroundStyle(LinearGradient(…))` on an app's own shape): the outline drawn in the
    /// foreground color takes the gradient instead. Nil when the drawing has no such outline
    /// or SVG has no such gradient (angular: the caller uses its first color).
    static func repaint(_ box: Element, with paint: ShapePaint) -> Element? {
        guard let gradient = paint.gradient, case .element(var svg)? = box.children.first, svg.tag == "svg",
            let at = svg.children.lastIndex(where: { if case .element(let e) = $0 { return e.tag == "path" } else { return false } }),
            case .element(var drawn) = svg.children[at]
        else { return nil }
        let id = box.id + "g"
        let url = "url(#" + id + ")"
        if drawn.style("fill") == "currentColor" {
            drawn.replaceStyle("fill", url)
        } else if drawn.style("stroke") == "currentColor" {
            drawn.replaceStyle("stroke", url)
        } else {
            return nil
        }
        // In the drawing's units (its viewBox), or in points for a Path drawn at its own coordinates.
        let box2 = (svg[attribute: "viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        let rect = box2.count == 4 ? CGRect(x: 0, y: 0, width: box2[2], height: box2[3]) : CGRect(x: 0, y: 0, width: 1, height: 1)
        svg.children[at] = .element(drawn)
        svg.children.insert(.element(Element("defs", id: box.id + "d", children: [.element(gradientElement(gradient, id: id, rect, units: box2.count == 4))])), at: 0)
        var out = box
        out.children[0] = .element(svg)
        return out
    }

    /// An SVG gradient in the drawing's own units, so its unit points are the
    /// shape's box, as SwiftUI's are (or, `units` false, the outline's own box).
    private static func gradientElement(_ paint: ShapePaint.SVGGradient, id: String, _ rect: CGRect, units: Bool = true) -> Element {
        func n(_ x: CGFloat) -> String { PathGeometry.number(x) }
        var e: Element
        let gradient: Gradient
        switch paint {
        case .linear(let g, let start, let end):
            gradient = g
            e = Element(
                "linearGradient", id: id,
                attributes: [
                    Attribute("gradientUnits", units ? "userSpaceOnUse" : "objectBoundingBox"),
                    Attribute("x1", n(start.x * rect.width)), Attribute("y1", n(start.y * rect.height)),
                    Attribute("x2", n(end.x * rect.width)), Attribute("y2", n(end.y * rect.height)),
                ])
        case .radial(let g, let center, let startRadius, let endRadius):
            gradient = g
            e = Element(
                "radialGradient", id: id,
                attributes: [
                    Attribute("gradientUnits", units ? "userSpaceOnUse" : "objectBoundingBox"),
                    Attribute("cx", n(center.x * rect.width)), Attribute("cy", n(center.y * rect.height)),
                    Attribute("r", n(max(0, endRadius))), Attribute("fr", n(max(0, startRadius))),
                ])
        }
        let stops = gradient.stops.sorted { $0.location < $1.location }
        e.children = stops.enumerated().map { i, stop in
            var s = Element("stop", id: id + String(i), attributes: [Attribute("offset", n(max(0, min(1, stop.location))))])
            s.addStyle("stop-color", stop.color.css)
            return .element(s)
        }
        return e
    }
}

/// A shape's paint, resolved when the shape is filled or stroked: its CSS,
/// and a gradient's geometry for SVG. A value, not the style itself (an
/// existential), so that a view holding a painted shape still compares
/// equal to its last value and is reused (ViewComparison.swift).
struct ShapePaint: Equatable, Sendable {
    enum SVGGradient: Equatable, Sendable {
        case linear(Gradient, start: UnitPoint, end: UnitPoint)
        case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    }

    /// A CSS color, or for a gradient a CSS image (valid only as a background).
    let css: String
    let isImage: Bool
    /// A color standing in for an image where only a color will do.
    let solidCSS: String
    /// The gradient as SVG draws one; nil for colors and for kinds SVG lacks (angular).
    let gradient: SVGGradient?

    static let foreground = ShapePaint(css: "currentColor", isImage: false, solidCSS: "currentColor", gradient: nil)

    private init(css: String, isImage: Bool, solidCSS: String, gradient: SVGGradient?) {
        (self.css, self.isImage, self.solidCSS, self.gradient) = (css, isImage, solidCSS, gradient)
    }

    @MainActor init<S: ShapeStyle>(_ style: S) {
        // A color (nearly every fill): its CSS once, no casts. Resolving all of a style here
        // cost the seed's login cycle 20k instructions (casts, a color's CSS written twice).
        if S.self == Color.self {
            css = unsafeBitCast(style, to: Color.self).css
            (isImage, solidCSS, gradient) = (false, css, nil)
            return
        }
        let paint = style.paint
        css = paint.css
        isImage = paint.isImage
        guard isImage else {
            (solidCSS, gradient) = (css, nil)
            return
        }
        solidCSS = paint.solidCSS
        switch paint {
        case let linear as LinearGradient: gradient = .linear(linear.gradient, start: linear.startPoint, end: linear.endPoint)
        case let radial as RadialGradient:
            gradient = .radial(radial.gradient, center: radial.center, startRadius: radial.startRadius, endRadius: radial.endRadius)
        case let any as AnyGradient: gradient = .linear(any.gradient, start: .top, end: .bottom)
        case let erased as AnyShapeStyle: gradient = ShapePaint(erased.base).gradient
        default: gradient = nil
        }
    }
}

import LiveHTML

/// How a shape's outline is drawn. The web draws built-in shapes as CSS
/// boxes, so there a dash pattern becomes a dashed border (CSS picks the dash
/// length) and caps, joins and the miter limit have no CSS equivalent; a
/// shape drawn as SVG (`ShapeSVG`) keeps them all.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public enum CGLineCap: Sendable { case butt, round, square }
public enum CGLineJoin: Sendable { case miter, round, bevel }

/// A built-in shape's outline: a CSS border drawn inside the shape's box
/// (SwiftUI's `strokeBorder`; its `stroke` centers the line on the edge, half
/// outside). A gradient outline is the gradient behind the whole box, masked
/// to the border ring, so it follows rounded corners.
public struct _StrokedShape<S: Shape>: View, PrimitiveView {
    let shape: S
    let paint: ShapePaint
    let style: StrokeStyle
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // Any other shape's outline is drawn as SVG, centered on the outline as SwiftUI's `stroke`
        // (a `strokeBorder` too: an app's own shape cannot be inset here).
        guard let css = shape as? CSSShape else {
            return [.element(ShapeSVG.element(shape, path, env, paint: paint, stroke: style, eoFill: false))]
        }
        var e = css.shapeElement(path, env, fill: nil, stroke: nil)
        let width = Layout.px(max(0, style.lineWidth))
        let line = style.dash.contains { $0 > 0 } ? "dashed" : "solid"
        if paint.isImage {
            e.addStyle("border", "\(width) \(line) transparent")
            e.addStyle("background", paint.css + " border-box")
            e.addStyle("mask", "linear-gradient(#000 0 0) padding-box exclude,linear-gradient(#000 0 0)")
        } else {
            e.addStyle("border", "\(width) \(line) \(paint.css)")
        }
        return [.element(e)]
    }
}

extension Shape {
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _StrokedShape(shape: self, paint: ShapePaint(content), style: style)
    }

    /// The outline in the foreground color.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _StrokedShape(shape: self, paint: .foreground, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(style: StrokeStyle) -> some View {
        _StrokedShape(shape: self, paint: .foreground, style: style)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShape(shape: self, paint: ShapePaint(content), style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _StrokedShape(shape: self, paint: ShapePaint(content), style: style)
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShape(shape: self, paint: .foreground, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _StrokedShape(shape: self, paint: .foreground, style: style)
    }
}

extension _StrokedShape: ClipPathShape { var clipPath: String? { (shape as? ClipPathShape)?.clipPath } }

import LiveHTML

/// A 2D shape that fills the space offered to it, as in SwiftUI. LiveUI draws
/// the built-in shapes as CSS boxes while nothing needs their outline, and
/// every other shape (an app's own `path(in:)`, a `Path`, a trimmed shape) as
/// inline SVG (`ShapeSVG.swift`).
public protocol Shape: View, Animatable, Sendable {
    /// The outline in `rect`, the space offered to the shape.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// An app's own shape fills with the foreground color, as in SwiftUI.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: .foreground) }
}

/// What drawing a shape needs to know beyond its outline.
@MainActor
protocol ShapeTraits {
    /// A circle keeps a square box (and is drawn centered in any box).
    var keepsAspect: Bool { get }
    /// A `Path` is drawn at its own coordinates, in points, whatever its box: not stretched.
    var drawsInPoints: Bool { get }
}

extension ShapeTraits {
    var drawsInPoints: Bool { false }
}

extension Path: ShapeTraits {
    var keepsAspect: Bool { false }
    var drawsInPoints: Bool { true }
}

/// How a built-in shape looks as a CSS box.
@MainActor
protocol CSSShape: ShapeTraits {
    var borderRadius: String? { get }
}

extension CSSShape {
    var keepsAspect: Bool { false }

    func shapeElement(_ path: ViewPath, _ env: EnvironmentValues, fill: String?, stroke: (String, CGFloat)?) -> Element {
        var e = Element(
            env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", keepsAspect ? "fill ar lx ly" : "fill lx ly")])
        if let fill { e.addStyle("background", fill) }
        if let (color, width) = stroke { e.addStyle("border", "\(Layout.px(width)) solid \(color)") }
        if let borderRadius { e.addStyle("border-radius", borderRadius) }
        return e
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, paint: ShapePaint(content), eoFill: style.isEOFilled)
    }

    /// Filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, paint: .foreground, eoFill: style.isEOFilled)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _StrokedShape(shape: self, paint: ShapePaint(content), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline from `startFraction` to `endFraction` of its length
    /// (a progress ring: `Circle().trim(from: 0, to: progress).stroke(…)`).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to part of its outline (`trim(from:to:)`): drawn as SVG.
public struct _TrimmedShape<Base: Shape>: Shape, ShapeTraits {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    var keepsAspect: Bool { (base as? ShapeTraits)?.keepsAspect ?? false }
    var drawsInPoints: Bool { (base as? ShapeTraits)?.drawsInPoints ?? false }
}

/// A shape with its paint.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let paint: ShapePaint
    var eoFill = false
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        if let css = shape as? CSSShape {
            return [.element(css.shapeElement(path, env, fill: paint.css, stroke: nil))]
        }
        return [.element(ShapeSVG.element(shape, path, env, paint: paint, stroke: nil, eoFill: eoFill))]
    }
}

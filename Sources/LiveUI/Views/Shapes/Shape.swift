import LiveHTML

/// A 2D shape that fills the space offered to it, as in SwiftUI. LiveUI draws
/// the built-in shapes with CSS boxes; custom `path(in:)` shapes are not supported.
public protocol Shape: View, Sendable {}

/// How a built-in shape looks as a CSS box.
@MainActor
protocol CSSShape {
    var borderRadius: String? { get }
    var keepsAspect: Bool { get }
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
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
        _ShapeView(shape: self, fill: content.cssPaint, stroke: nil)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _StrokedShape(shape: self, paint: content.paint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Declared so that a progress ring fails to compile with this message rather than "has no member 'trim'".
    @available(*, unavailable, message: "LiveUI cannot trim a shape yet (shapes are CSS boxes): use ProgressView(value:total:)")
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
}

/// A shape with its paint.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let fill: String?
    let stroke: (String, CGFloat)?
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        guard let css = shape as? CSSShape else { return [] }
        return [.element(css.shapeElement(path, env, fill: fill, stroke: stroke))]
    }
}

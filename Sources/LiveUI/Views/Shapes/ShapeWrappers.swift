import LiveHTML

// Shapes made from other shapes: `AnyShape` (a shape's type erased) and
// `InsettableShape.inset(by:)`. Their outlines are computed, so they are
// drawn as SVG (ShapeSVG.swift), whatever the shape inside.

/// Any shape, its type erased (`AnyShape(isRound ? Circle() : Rectangle())`).
public struct AnyShape: Shape, ShapeTraits, @unchecked Sendable {
    private let outline: @MainActor (CGRect) -> Path
    let keepsAspect: Bool

    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        keepsAspect = (shape as? ShapeTraits)?.keepsAspect ?? false
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// A shape that can be drawn smaller by an amount on every side, as SwiftUI's
/// (`Circle().inset(by: 10)`; the built-in shapes are).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn `amount` inside the rect it is offered.
public struct _InsetShape<Base: Shape>: InsettableShape, ShapeTraits {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inset = amount.isFinite ? amount : 0
        return base.path(in: rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2)))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    var keepsAspect: Bool { (base as? ShapeTraits)?.keepsAspect ?? false }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// A fill in a shape for `.background(_:in:)` and `.overlay(_:in:)`: the CSS box of
/// a built-in shape, else the shape drawn as SVG.
struct _ShapeStyleFill<S: Shape>: View, PrimitiveView {
    let shape: S
    let paint: any CSSPaint
    let shapePaint: ShapePaint
    let eoFill: Bool
    typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        if let css = shape as? CSSShape { return _StyleFill(paint: paint, borderRadius: css.borderRadius).render(ctx, path, env) }
        return [.element(ShapeSVG.element(shape, path, env, paint: shapePaint, stroke: nil, eoFill: eoFill))]
    }
}

import Foundation

// Shapes moved, turned, scaled or transformed (`Circle().rotation(.degrees(45))`),
// as SwiftUI's `RotatedShape`, `OffsetShape`, `ScaledShape` and `TransformedShape`.
// Each is still a shape: it can be filled, stroked, trimmed, erased to `AnyShape`,
// inset when its shape can be, and clipped to. Its outline is the shape's outline
// in the same rect, through the transform, so it is drawn as SVG (ShapeSVG.swift)
// whatever the shape inside, and may reach outside its frame, as in SwiftUI.
//
// A transform an app's arithmetic made of NaN or infinity (an angle of 0 ÷ 0, a
// scale of 1 ÷ 0) draws nothing, where SwiftUI's drawing is undefined; finite but
// huge results are clamped by the one number writer (`PathGeometry.number`).

/// The transform about `anchor`'s point in `rect`: move that point to the origin, apply `t`, move it back.
private func pivoted(_ t: CGAffineTransform, about anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(CGAffineTransform(translationX: x, y: y))
}

/// `path` through `t`, or nothing when `t` holds NaN or infinity.
private func outline(_ path: Path, through t: CGAffineTransform) -> Path {
    t.isFinite ? path.applying(t) : Path()
}

/// A shape whose circle keeps a square box keeps it when moved, or when turned or
/// scaled about its center: the square is centered in the frame, so these come out as
/// in the whole rect. About another point they would not, so the whole rect is used.
@MainActor
private func baseKeepsAspect<S: Shape>(_ shape: S, anchor: UnitPoint = .center) -> Bool {
    anchor == .center && ((shape as? ShapeTraits)?.keepsAspect ?? false)
}

@MainActor
private func baseDrawsInPoints<S: Shape>(_ shape: S) -> Bool { (shape as? ShapeTraits)?.drawsInPoints ?? false }

/// A shape turned by `angle` about `anchor` (a unit point of its rect).
public struct RotatedShape<Content: Shape>: Shape, ShapeTraits {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        outline(shape.path(in: rect), through: pivoted(CGAffineTransform(rotationAngle: angle.radians), about: anchor, in: rect))
    }

    /// SwiftUI's layout: the shape's data, then the angle's (radians), then the anchor's.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, AnimatablePair(CGFloat(anchor.x), CGFloat(anchor.y)))) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second.first)
            anchor = UnitPoint(x: Double(newValue.second.second.first), y: Double(newValue.second.second.second))
        }
    }

    var keepsAspect: Bool { baseKeepsAspect(shape, anchor: anchor) }
    var drawsInPoints: Bool { baseDrawsInPoints(shape) }
}

/// A shape moved by `offset`, in points.
public struct OffsetShape<Content: Shape>: Shape, ShapeTraits {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        outline(shape.path(in: rect), through: CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
        set {
            shape.animatableData = newValue.first
            offset = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }

    var keepsAspect: Bool { baseKeepsAspect(shape) }
    var drawsInPoints: Bool { baseDrawsInPoints(shape) }
}

/// A shape scaled by `scale` (each axis its own factor) about `anchor`.
public struct ScaledShape<Content: Shape>: Shape, ShapeTraits {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        outline(
            shape.path(in: rect), through: pivoted(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, in: rect))
    }

    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>
    {
        get {
            AnimatablePair(
                shape.animatableData,
                AnimatablePair(AnimatablePair(scale.width, scale.height), AnimatablePair(CGFloat(anchor.x), CGFloat(anchor.y))))
        }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first.first, height: newValue.second.first.second)
            anchor = UnitPoint(x: Double(newValue.second.second.first), y: Double(newValue.second.second.second))
        }
    }

    var keepsAspect: Bool { baseKeepsAspect(shape, anchor: anchor) }
    var drawsInPoints: Bool { baseDrawsInPoints(shape) }
}

/// A shape through an affine transform of the app's own (about the rect's origin, as in SwiftUI).
public struct TransformedShape<Content: Shape>: Shape, ShapeTraits {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { outline(shape.path(in: rect), through: transform) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    /// Any transform about the origin moves a circle centered in a square box
    /// elsewhere than in the whole rect: the whole rect it is.
    var keepsAspect: Bool { false }
    var drawsInPoints: Bool { baseDrawsInPoints(shape) }
}

extension Shape {
    /// This shape turned by `angle` about `anchor`; positive angles turn clockwise on screen.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape moved by `offset` (a shape, so it can still be filled or stroked; the
    /// view modifier `offset` of the same name moves a drawn view instead).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape through `transform`, applied about the rect's origin.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

// As in SwiftUI, a moved, turned or scaled shape insets when its shape does: the inset
// happens first, in the same rect, then the transform.

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

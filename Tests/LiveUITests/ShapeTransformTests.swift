import Foundation
import Testing

@testable import LiveUI

/// `CGAffineTransform`, `Path.applying` and the transformed shapes
/// (Views/Shapes/ShapeTransforms.swift), as values.
@MainActor @Suite struct ShapeTransformTests {
    private let box = CGRect(x: 0, y: 0, width: 20, height: 10)
    private func d(_ path: Path) -> String { PathGeometry.svgData(path) }
    private func close(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }

    /// Core Graphics' conventions: (a·x + c·y + tx, b·x + d·y + ty); a positive angle turns
    /// x towards y (clockwise on screen); `concatenating` applies the receiver first, and
    /// the `…By` methods apply their step first.
    @Test func theMatrixFollowsCoreGraphics() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1))
        let move = CGAffineTransform(translationX: 10, y: 0)
        let double = CGAffineTransform(scaleX: 2, y: 2)
        #expect(close(CGPoint(x: 1, y: 1).applying(move.concatenating(double)), 22, 2))
        #expect(close(CGPoint(x: 1, y: 1).applying(double.concatenating(move)), 12, 2))
        #expect(close(CGPoint(x: 1, y: 1).applying(double.translatedBy(x: 10, y: 0)), 22, 2))
        #expect(close(CGPoint(x: 1, y: 0).applying(double.rotated(by: .pi / 2)), 0, 2))
        #expect(close(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 3, y: 1)), 13, 1))
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        #expect(close(CGPoint(x: 7, y: -2).applying(t).applying(t.inverted()), 7, -2))
        // One that cannot be undone comes back as it was.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGSize(width: 4, height: 2).applying(move.concatenating(double)) == CGSize(width: 8, height: 4))
        let turned = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 2) < 1e-9 && abs(turned.width - 2) < 1e-9 && abs(turned.height - 4) < 1e-9)
    }

    @Test func aPathThroughATransformKeepsItsElements() {
        var curve = Path()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        curve.closeSubpath()
        #expect(d(curve.applying(CGAffineTransform(translationX: 1, y: 2).scaledBy(x: 2, y: 1))) == "M1 2Q11 7 21 2Z")
        #expect(curve.applying(.identity) == curve)
    }

    /// SwiftUI: the outline in the same rect, turned about the anchor's point of that rect.
    @Test func aRotatedShapeTurnsAboutItsAnchor() {
        #expect(d(Rectangle().rotation(.degrees(90)).path(in: box)) == "M15 -5L15 15L5 15L5 -5Z")
        #expect(d(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: box)) == "M0 0L0 20L-10 20L-10 0Z")
        #expect(d(Rectangle().rotation(.zero).path(in: box)) == "M0 0L20 0L20 10L0 10Z")
    }

    @Test func scaledOffsetAndTransformedShapes() {
        #expect(d(Rectangle().scale(x: 2, y: 0.5, anchor: .topLeading).path(in: box)) == "M0 0L40 0L40 5L0 5Z")
        #expect(d(Rectangle().scale(0.5).path(in: box)) == "M5 2.5L15 2.5L15 7.5L5 7.5Z")
        #expect(d(Rectangle().offset(x: 3, y: -2).path(in: box)) == "M3 -2L23 -2L23 8L3 8Z")
        #expect(d(Rectangle().offset(CGSize(width: 1, height: 1)).path(in: box)) == "M1 1L21 1L21 11L1 11Z")
        #expect(d(Rectangle().offset(CGPoint(x: -1, y: 0)).path(in: box)) == "M-1 0L19 0L19 10L-1 10Z")
        // A shear, about the rect's origin.
        let sheared = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: -0.5, d: 1, tx: 5, ty: 0))
        #expect(d(sheared.path(in: box)) == "M5 0L25 0L20 10L0 10Z")
        // Transforms compose in the order written: scaled, then moved by points.
        #expect(d(Rectangle().scale(2, anchor: .topLeading).offset(x: 1).path(in: box)) == "M1 0L41 0L41 20L1 20Z")
    }

    /// As in SwiftUI, the transformed shapes are shapes: insettable when theirs is, erasable, trimmable.
    @Test func theyAreShapesStill() {
        let inset: RotatedShape<_InsetShape<Rectangle>> = Rectangle().rotation(.zero).inset(by: 2)
        #expect(d(inset.path(in: box)) == "M2 2L18 2L18 8L2 8Z")
        let moved: OffsetShape<_InsetShape<Circle>> = Circle().offset(x: 1).inset(by: 1)
        #expect(d(moved.path(in: box)).hasPrefix("M15 5C"))
        let scaled: ScaledShape<_InsetShape<Capsule>> = Capsule().scale(2).inset(by: 1)
        #expect(!scaled.path(in: box).isEmpty)
        #expect(d(AnyShape(Rectangle().offset(x: 1)).path(in: box)) == "M1 0L21 0L21 10L1 10Z")
        #expect(d(Rectangle().rotation(.degrees(90)).trim(from: 0, to: 0.5).path(in: box)) == "M15 -5L15 15L5 15")
    }

    /// A circle keeps its square box when turned or scaled about its center or moved; about
    /// another point the whole rect is used, so it turns where SwiftUI's does.
    @Test func aCircleKeepsItsSquareOnlyWhereThatDrawsTheSame() {
        #expect(Circle().rotation(.degrees(30)).keepsAspect)
        #expect(!Circle().rotation(.degrees(30), anchor: .topLeading).keepsAspect)
        #expect(Circle().scale(0.5).keepsAspect && Circle().offset(x: 4).keepsAspect)
        #expect(!Circle().transform(.identity).keepsAspect)
        #expect(!Rectangle().rotation(.degrees(30)).keepsAspect)
        #expect(Path(box).rotation(.degrees(30)).drawsInPoints)
    }

    @Test func animatableDataRoundTrips() {
        var rotated = Rectangle().rotation(.radians(1), anchor: .bottom)
        var data = rotated.animatableData
        data.second.first = 2
        rotated.animatableData = data
        #expect(rotated.angle == .radians(2) && rotated.anchor == .bottom)
        var scaled = Rectangle().scale(x: 2, y: 3)
        scaled.animatableData.second.first.second = 4
        #expect(scaled.scale == CGSize(width: 2, height: 4))
        var moved = Rectangle().offset(x: 1)
        moved.animatableData.second.second = 5
        #expect(moved.offset == CGSize(width: 1, height: 5))
    }

    /// An app's arithmetic gives NaN, infinities and huge numbers: nothing traps, and the
    /// path data is valid SVG (only commands and finite numbers), trimmed and bounded too.
    @Test func hostileNumbersGiveValidPathData() {
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0, -0.0]
        var shapes: [AnyShape] = []
        for v in values {
            shapes += [
                AnyShape(Circle().rotation(.radians(v))), AnyShape(Rectangle().rotation(.degrees(30), anchor: UnitPoint(x: v, y: v))),
                AnyShape(Rectangle().scale(v)), AnyShape(Circle().scale(x: v, y: 1, anchor: .bottomTrailing)),
                AnyShape(Rectangle().offset(x: v, y: v)), AnyShape(Capsule().offset(CGSize(width: 1, height: v))),
                AnyShape(Rectangle().transform(CGAffineTransform(a: v, b: 1, c: 0, d: v, tx: v, ty: 0))),
                AnyShape(Circle().trim(from: 0, to: 0.5).rotation(.radians(v)).scale(v)),
            ]
        }
        let allowed = Set("MLQCZ0123456789.- ")
        for shape in shapes {
            for rect in [box, CGRect(x: 0, y: 0, width: 1e300, height: .nan)] {
                let outline = shape.path(in: rect)
                for data in [d(outline), d(outline.trimmedPath(from: 0.25, to: 0.75)), PathGeometry.svgData(outline, digits: 4)] {
                    #expect(data.allSatisfy { allowed.contains($0) }, "\(data)")
                    let numbers = data.split(whereSeparator: { "MLQCZ ".contains($0) }).map { Double($0) }
                    #expect(numbers.allSatisfy { $0?.isFinite == true }, "\(data)")
                }
                _ = outline.boundingRect
            }
        }
        // A transform holding NaN or infinity draws nothing rather than a point at the origin.
        #expect(Rectangle().rotation(.radians(.nan)).path(in: box).isEmpty)
        #expect(Rectangle().scale(.infinity).path(in: box).isEmpty)
    }
}

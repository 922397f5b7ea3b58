import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: moves, lines, quadratic
/// and cubic curves, and closes, in the view's own coordinates (y down).
/// Arcs, rectangles, rounded rectangles and ellipses are added as those
/// elements (an arc as cubic curves of at most a quarter turn each, as Core
/// Graphics does), so `forEach` sees what SwiftUI's would.
///
/// A path is drawn as inline SVG (`ShapeSVG.swift`); it is also a `Shape`
/// whose outline is itself at any size.
public struct Path: Equatable, Sendable {
    /// One element of a path, as SwiftUI names them.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []
    /// Where the current subpath began (a close returns here).
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element; nil for an empty path.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    /// The smallest rectangle holding every point the path passes through
    /// (curves measured along their course, not by their control points).
    public var boundingRect: CGRect { PathGeometry.bounds(of: self) }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// A line from the current point; a path with no current point starts here instead.
    public mutating func addLine(to point: CGPoint) {
        guard startIfNeeded(point) else { return }
        elements.append(.line(to: point))
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { elements.append(.line(to: p)) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard startIfNeeded(point) else { return }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard startIfNeeded(point) else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.minY)))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY)))
        elements.append(.line(to: CGPoint(x: r.minX, y: r.maxY)))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        let r = rect.standardized
        let rx = min(max(0, cornerSize.width), r.width / 2)
        let ry = min(max(0, cornerSize.height), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let k = PathGeometry.kappa
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        elements.append(.line(to: CGPoint(x: r.maxX - rx, y: r.minY)))
        elements.append(corner(to: CGPoint(x: r.maxX, y: r.minY + ry), from: CGPoint(x: r.maxX - rx, y: r.minY), dx: rx * k, dy: 0, ry * k))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY - ry)))
        elements.append(corner(to: CGPoint(x: r.maxX - rx, y: r.maxY), from: CGPoint(x: r.maxX, y: r.maxY - ry), dx: 0, dy: ry * k, -rx * k))
        elements.append(.line(to: CGPoint(x: r.minX + rx, y: r.maxY)))
        elements.append(corner(to: CGPoint(x: r.minX, y: r.maxY - ry), from: CGPoint(x: r.minX + rx, y: r.maxY), dx: -rx * k, dy: 0, -ry * k))
        elements.append(.line(to: CGPoint(x: r.minX, y: r.minY + ry)))
        elements.append(corner(to: CGPoint(x: r.minX + rx, y: r.minY), from: CGPoint(x: r.minX, y: r.minY + ry), dx: 0, dy: -ry * k, rx * k))
        closeSubpath()
    }

    /// A quarter-ellipse corner: the first control leaves `from` along (dx, dy);
    /// the second arrives at `to` along the other axis (`along`).
    private func corner(to: CGPoint, from: CGPoint, dx: CGFloat, dy: CGFloat, _ along: CGFloat) -> Element {
        let c1 = CGPoint(x: from.x + dx, y: from.y + dy)
        let c2 = dx != 0 ? CGPoint(x: to.x, y: to.y - along) : CGPoint(x: to.x - along, y: to.y)
        return .curve(to: to, control1: c1, control2: c2)
    }

    /// An ellipse inscribed in `rect`, from its right-hand point, clockwise on screen.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let (cx, cy, a, b) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let k = PathGeometry.kappa
        move(to: CGPoint(x: cx + a, y: cy))
        elements.append(.curve(to: CGPoint(x: cx, y: cy + b), control1: CGPoint(x: cx + a, y: cy + b * k), control2: CGPoint(x: cx + a * k, y: cy + b)))
        elements.append(.curve(to: CGPoint(x: cx - a, y: cy), control1: CGPoint(x: cx - a * k, y: cy + b), control2: CGPoint(x: cx - a, y: cy + b * k)))
        elements.append(.curve(to: CGPoint(x: cx, y: cy - b), control1: CGPoint(x: cx - a, y: cy - b * k), control2: CGPoint(x: cx - a * k, y: cy - b)))
        elements.append(.curve(to: CGPoint(x: cx + a, y: cy), control1: CGPoint(x: cx + a * k, y: cy - b), control2: CGPoint(x: cx + a, y: cy - b * k)))
        closeSubpath()
    }

    /// An arc of the circle about `center`. As in SwiftUI (and Core Graphics),
    /// angles grow towards positive y, so on screen (y down) `clockwise: false`
    /// turns clockwise. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite else { return }
        if clockwise, sweep > 0 {
            sweep = fmod(sweep, turn) - turn
        } else if !clockwise, sweep < 0 {
            sweep = fmod(sweep, turn) + turn
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// An arc from `startAngle` turning by `delta` (positive: towards positive y).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let r = abs(radius)
        let a0 = startAngle.radians
        guard r.isFinite, a0.isFinite, delta.radians.isFinite else { return }
        // More than a whole turn draws the same circle again: one turn is enough.
        let sweep = max(-2 * Double.pi, min(2 * Double.pi, delta.radians))
        let start = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
        if elements.isEmpty || elements.last == .closeSubpath { move(to: start) } else { elements.append(.line(to: start)) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        for i in 0..<pieces {
            elements.append(PathGeometry.arcPiece(center: center, radius: r, from: a0 + step * Double(i), by: step))
        }
    }

    /// A rounded corner between the lines from the current point to `tangent1End`
    /// and from there to `tangent2End`, as `CGContext.addArc(tangent1End:…)`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else { return move(to: p1) }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-9 else { return addLine(to: p1) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let d = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        let h = radius / sin(angle / 2)
        let bx = v1.x / l1 + v2.x / l2
        let by = v1.y / l1 + v2.y / l2
        let bl = hypot(bx, by)
        let center = CGPoint(x: p1.x + bx / bl * h, y: p1.y + by / bl * h)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        var delta = atan2(t2.y - center.y, t2.x - center.x) - a1
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: .radians(a1), delta: .radians(delta))
    }

    public mutating func addPath(_ path: Path) {
        for element in path.elements {
            if case .move(let p) = element { subpathStart = p }
            elements.append(element)
        }
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Every point of the path (ends and controls) through `transform`, as SwiftUI's:
    /// an affine map takes a curve's controls to the transformed curve's, so the
    /// elements stay what they were.
    public func applying(_ transform: CGAffineTransform) -> Path {
        map { $0.applying(transform) }
    }

    /// The part of the path from `from` to `to`, fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { PathGeometry.trim(self, from: from, to: to) }

    /// Every point of the path (ends and controls) passed through `transform`.
    func map(_ transform: (CGPoint) -> CGPoint) -> Path {
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.move(to: transform(p))
            case .line(let p): out.elements.append(.line(to: transform(p)))
            case .quadCurve(let p, let c): out.elements.append(.quadCurve(to: transform(p), control: transform(c)))
            case .curve(let p, let c1, let c2):
                out.elements.append(.curve(to: transform(p), control1: transform(c1), control2: transform(c2)))
            case .closeSubpath: out.elements.append(.closeSubpath)
            }
        }
        return out
    }

    /// A path with no current point starts at `point` (as SwiftUI's, which
    /// logs and moves there); returns whether the element should still be added.
    private mutating func startIfNeeded(_ point: CGPoint) -> Bool {
        if elements.isEmpty {
            move(to: point)
            return false
        }
        if elements.last == .closeSubpath, let start = subpathStart {
            elements.append(.move(to: start))
        }
        return true
    }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
}

extension Path: Shape {
    /// A path is its own outline, whatever the rect.
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

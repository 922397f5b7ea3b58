import Foundation

/// What LiveUI works out from a `Path`: arcs as curves, lengths, trimming,
/// bounds, and SVG path data. Pure arithmetic, unit-tested in `PathTests`.
enum PathGeometry {
    /// The control distance, as a fraction of the radius, for a quarter
    /// circle as one cubic curve: 4/3 · (√2 − 1).
    static let kappa: CGFloat = 0.552_284_749_831

    /// One cubic curve for an arc of at most a quarter turn (`by` radians) from angle `from`.
    static func arcPiece(center c: CGPoint, radius r: CGFloat, from a: Double, by delta: Double) -> Path.Element {
        let k = 4.0 / 3.0 * tan(delta / 4)
        let (cos0, sin0, cos1, sin1) = (cos(a), sin(a), cos(a + delta), sin(a + delta))
        return .curve(
            to: CGPoint(x: c.x + r * cos1, y: c.y + r * sin1),
            control1: CGPoint(x: c.x + r * (cos0 - k * sin0), y: c.y + r * (sin0 + k * cos0)),
            control2: CGPoint(x: c.x + r * (cos1 + k * sin1), y: c.y + r * (sin1 - k * cos1)))
    }

    /// One drawn piece: a line or a curve, its points (2, 3 or 4: ends and controls).
    struct Piece {
        var points: [CGPoint]
        /// Whether a move comes before it (it starts a subpath).
        var startsSubpath: Bool
        /// Cumulative length at t = i / steps (lines: just [0, length]).
        var table: [CGFloat]
        var length: CGFloat { table.last ?? 0 }
    }

    /// Curves are measured as this many chords: a circle's four quarters as 64,
    /// which is within 0.1 % of its length.
    static let steps = 16

    static func pieces(of path: Path) -> [Piece] {
        var out: [Piece] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        var moved = true
        func add(_ points: [CGPoint]) {
            out.append(Piece(points: points, startsSubpath: moved, table: table(points)))
            moved = false
            current = points[points.count - 1]
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                moved = true
            case .line(let p): add([current, p])
            case .quadCurve(let p, let c): add([current, c, p])
            case .curve(let p, let c1, let c2): add([current, c1, c2, p])
            case .closeSubpath:
                add([current, start])
                moved = true
            }
        }
        return out
    }

    static func point(_ pts: [CGPoint], at t: CGFloat) -> CGPoint {
        var p = pts
        while p.count > 1 {
            for i in 0..<(p.count - 1) {
                p[i] = CGPoint(x: p[i].x + (p[i + 1].x - p[i].x) * t, y: p[i].y + (p[i + 1].y - p[i].y) * t)
            }
            p.removeLast()
        }
        return p[0]
    }

    private static func table(_ pts: [CGPoint]) -> [CGFloat] {
        if pts.count == 2 { return [0, hypot(pts[1].x - pts[0].x, pts[1].y - pts[0].y)] }
        var out: [CGFloat] = [0]
        var last = pts[0]
        for i in 1...steps {
            let p = point(pts, at: CGFloat(i) / CGFloat(steps))
            out.append(out[out.count - 1] + hypot(p.x - last.x, p.y - last.y))
            last = p
        }
        return out
    }

    /// The curve parameter at which `piece` has run `length`.
    private static func parameter(_ piece: Piece, at length: CGFloat) -> CGFloat {
        let table = piece.table
        guard piece.length > 0 else { return 0 }
        let n = table.count - 1
        var i = 1
        while i < n, table[i] < length { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (length - table[i - 1]) / span : 0
        return (CGFloat(i - 1) + max(0, min(1, f))) / CGFloat(n)
    }

    /// De Casteljau: the points of the curve's part from `t0` to `t1`.
    static func part(_ pts: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        func split(_ pts: [CGPoint], _ t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
            var left: [CGPoint] = []
            var right: [CGPoint] = []
            var p = pts
            while !p.isEmpty {
                left.append(p[0])
                right.insert(p[p.count - 1], at: 0)
                p = (0..<(p.count - 1)).map { i in
                    CGPoint(x: p[i].x + (p[i + 1].x - p[i].x) * t, y: p[i].y + (p[i + 1].y - p[i].y) * t)
                }
            }
            return (left, right)
        }
        guard t1 > 0 else { return Array(repeating: pts[0], count: pts.count) }
        let head = split(pts, t1).left
        return split(head, t0 / t1).right
    }

    /// The part of `path` from `from` to `to`, as fractions of its whole length
    /// (every subpath, closes included, end to end), as SwiftUI's `trim`.
    static func trim(_ path: Path, from: CGFloat, to: CGFloat) -> Path {
        // Clamped, infinities too (a progress of done ÷ 0 is all of it); NaN is nothing.
        let a = from.isNaN ? 0 : max(0, min(1, from))
        let b = to.isNaN ? 0 : max(0, min(1, to))
        if a == 0, b == 1 { return path }
        guard a < b else { return Path() }
        let pieces = pieces(of: path)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (start, end) = (a * total, b * total)
        var out = Path()
        var run: CGFloat = 0
        var lastEmitted = -2
        for (i, piece) in pieces.enumerated() {
            defer { run += piece.length }
            let lo = max(0, start - run)
            let hi = min(piece.length, end - run)
            // Outside the range, or only touching it (a trim ending where a curve ends, give or take rounding).
            guard hi - lo > total * 1e-9 else { continue }
            let pts = part(piece.points, from: parameter(piece, at: lo), to: parameter(piece, at: hi))
            if lastEmitted != i - 1 || piece.startsSubpath { out.move(to: pts[0]) }
            switch pts.count {
            case 2: out.elements.append(.line(to: pts[1]))
            case 3: out.elements.append(.quadCurve(to: pts[2], control: pts[1]))
            default: out.elements.append(.curve(to: pts[3], control1: pts[1], control2: pts[2]))
            }
            lastEmitted = i
        }
        return out
    }

    /// The box around every point the path passes through (curves sampled).
    static func bounds(of path: Path) -> CGRect {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        func include(_ p: CGPoint) {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        for element in path.elements { if case .move(let p) = element { include(p) } }
        for piece in pieces(of: path) {
            include(piece.points[0])
            if piece.points.count == 2 {
                include(piece.points[1])
            } else {
                for i in 1...steps { include(point(piece.points, at: CGFloat(i) / CGFloat(steps))) }
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// SVG path data (`d`), absolute commands, numbers to `digits` decimals (hundredths
    /// of a point; a clip path in units of its box needs four).
    static func svgData(_ path: Path, digits: Int = 2) -> String {
        var d = ""
        func pt(_ p: CGPoint) -> String { number(p.x, digits: digits) + " " + number(p.y, digits: digits) }
        for element in path.elements {
            switch element {
            case .move(let p): d += "M" + pt(p)
            case .line(let p): d += "L" + pt(p)
            case .quadCurve(let p, let c): d += "Q" + pt(c) + " " + pt(p)
            case .curve(let p, let c1, let c2): d += "C" + pt(c1) + " " + pt(c2) + " " + pt(p)
            case .closeSubpath: d += "Z"
            }
        }
        return d
    }

    /// A coordinate as SVG reads it, the one number writer for path data (the symbols' too):
    /// rounded to `digits` decimals, whole numbers without a point, no leading zero
    /// (`.5`, `-.25`). An app's arithmetic may give NaN or a huge value (a division by a
    /// tiny size): written as 0 or clamped, so the path stays valid and nothing can trap.
    static func number(_ x: CGFloat, digits: Int = 2) -> String {
        guard x.isFinite else { return "0" }
        let scale = pow(10, Double(digits))
        let r = (Double(max(-1e9, min(1e9, x))) * scale).rounded() / scale
        if r == r.rounded() { return String(Int(r)) }
        var s = String(r)
        if s.hasPrefix("0.") { s.removeFirst() } else if s.hasPrefix("-0.") { s.remove(at: s.index(after: s.startIndex)) }
        return s
    }
}

import Foundation
import LiveHTML

/// LiveUI's built-in symbols: SF-Symbols-like icons drawn as inline SVG on a
/// 24×24 grid, so `Label(_:systemImage:)` shows something familiar without
/// image files. The drawings are LiveUI's own; the names follow SF Symbols.
///
/// An icon is one `<svg class="ic">` holding one `<path>`, stroked in the
/// current color (2 wide, round caps and joins). A glyph with solid parts
/// (most `.fill` variants) has a second path, drawn first: filled even-odd in
/// the current color and stroked too, so a filled shape is as big as its
/// outline and a hole in it is 1 smaller all round than drawn.
///
/// The names and drawings live in the `SymbolCatalog*.swift` files, by theme;
/// docs/symbols.md lists them all (a test keeps the list in sync).
enum SymbolIcons {
    /// One symbol's drawing: path data to stroke, and path data to fill.
    struct Glyph: Equatable, Sendable {
        /// Stroked with the current color; empty if the glyph has no stroked part.
        var stroke: String
        /// Filled (even-odd) and stroked with the current color; empty if none.
        var fill: String

        /// A glyph that is only stroked.
        static func s(_ parts: String...) -> Glyph { Glyph(stroke: parts.joined(), fill: "") }
        /// A glyph that is only filled (holes are even-odd subpaths).
        static func f(_ parts: String...) -> Glyph { Glyph(stroke: "", fill: parts.joined()) }
        /// A glyph with a stroked part and a filled part.
        static func sf(_ stroke: String, _ fill: String) -> Glyph { Glyph(stroke: stroke, fill: fill) }
    }

    /// Every (name, glyph) pair, theme by theme, in catalog order.
    static let entries: [(String, Glyph)] = {
        var all: [(String, Glyph)] = []
        all += arrowSymbols
        all += markSymbols
        all += shapeSymbols
        all += communicationSymbols
        all += objectSymbols
        all += thingSymbols
        all += deviceSymbols
        all += mediaSymbols
        all += peopleSymbols
        all += natureSymbols
        return all
    }()

    static let catalog: [String: Glyph] = Dictionary(entries, uniquingKeysWith: { first, _ in first })

    /// All built-in names, sorted.
    static let names: [String] = catalog.keys.sorted()

    /// Whether `name` is one of the built-in symbols.
    static func isKnown(_ name: String) -> Bool { catalog[name] != nil }

    /// The icon for a built-in symbol name, or nil for an unknown name.
    static func svg(named name: String, id: String) -> Element? {
        guard let glyph = catalog[name] else { return nil }
        return svg(glyph, id: id)
    }

    /// A neutral stand-in for a symbol LiveUI does not have: a dashed rounded square.
    static func placeholder(id: String) -> Element {
        svg(placeholderGlyph, id: id)
    }

    static let placeholderGlyph = Glyph.s(
        "M3 7V5a2 2 0 0 1 2-2h2M11 3h2M17 3h2a2 2 0 0 1 2 2v2M21 11v2M21 17v2a2 2 0 0 1-2 2h-2",
        "M13 21h-2M7 21H5a2 2 0 0 1-2-2v-2M3 13v-2")

    static func svg(_ glyph: Glyph, id: String) -> Element {
        var children: [Node] = []
        if !glyph.fill.isEmpty {
            children.append(
                .element(
                    Element(
                        "path", id: id + "f",
                        attributes: [
                            Attribute("d", glyph.fill), Attribute("fill", "currentColor"), Attribute("fill-rule", "evenodd"),
                        ])))
        }
        if !glyph.stroke.isEmpty {
            children.append(.element(Element("path", id: id + "p", attributes: [Attribute("d", glyph.stroke)])))
        }
        return Element(
            "svg", id: id,
            attributes: [
                Attribute("class", "ic"), Attribute("viewBox", "0 0 24 24"), Attribute("aria-hidden", "true"),
                Attribute("fill", "none"), Attribute("stroke", "currentColor"), Attribute("stroke-width", "2"),
                Attribute("stroke-linecap", "round"), Attribute("stroke-linejoin", "round"),
            ], children: children)
    }
}

// MARK: - Drawing helpers for the catalog files

extension SymbolIcons {
    /// Path-data builders. Numbers are rounded to 0.01 and written compactly.
    enum Pen {
        static func n(_ x: Double) -> String { PathGeometry.number(CGFloat(x)) }

        static func pt(_ x: Double, _ y: Double) -> String { n(x) + " " + n(y) }

        /// A full circle as two arcs.
        static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
            let rr = n(r) + " " + n(r)
            return "M\(pt(cx, cy - r))a\(rr) 0 1 0 0 \(n(2 * r))a\(rr) 0 1 0 0 \(n(-2 * r))z"
        }

        /// A dot 2 across: a zero-length stroke with round caps. (A stroked
        /// circle smaller than the stroke renders as a ring in Chromium.)
        static func dot(_ x: Double, _ y: Double) -> String { "M\(pt(x, y))h.01" }

        /// A rectangle with corner radius `r`.
        static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double = 0) -> String {
            if r <= 0 { return "M\(pt(x, y))h\(n(w))v\(n(h))h\(n(-w))z" }
            let a = "a\(n(r)) \(n(r)) 0 0 1 "
            return "M\(pt(x + r, y))h\(n(w - 2 * r))\(a)\(pt(r, r))v\(n(h - 2 * r))\(a)\(pt(-r, r))"
                + "h\(n(2 * r - w))\(a)\(pt(-r, -r))v\(n(2 * r - h))\(a)\(pt(r, -r))z"
        }

        /// The outline of strokes `width` wide from a common point to each of
        /// `ends`, with round ends: one closed contour, so it can be a hole.
        static func rays(_ cx: Double, _ cy: Double, _ ends: [(Double, Double)], width: Double) -> String {
            let h = width / 2
            let arms = ends.filter { abs($0.0 - cx) + abs($0.1 - cy) > 1e-9 }
                .map { (x: $0.0, y: $0.1, a: atan2($0.1 - cy, $0.0 - cx)) }
                .sorted { $0.a < $1.a }
            guard !arms.isEmpty else { return circle(cx, cy, h) }
            // From the edge after arm k to the edge before arm k+1: a point where
            // they cross, or a round join about the centre where they do not.
            func corner(_ k: Int) -> (start: String, join: String) {
                let a = arms[k].a
                var b = arms[(k + 1) % arms.count].a
                if b <= a { b += 2 * .pi }
                let gap = b - a
                if gap < .pi - 0.01 {
                    let m = h / sin(gap / 2)
                    let t = a + gap / 2
                    return (pt(cx + m * cos(t), cy + m * sin(t)), "")
                }
                let join = gap > .pi + 0.01 ? "A\(n(h)) \(n(h)) 0 0 1 " + pt(cx + h * sin(b), cy - h * cos(b)) : ""
                return (pt(cx - h * sin(a), cy + h * cos(a)), join)
            }
            let last = corner(arms.count - 1)
            var d = "M" + last.start + last.join
            for (k, arm) in arms.enumerated() {
                d += "L" + pt(arm.x + h * sin(arm.a), arm.y - h * cos(arm.a))
                d += "A\(n(h)) \(n(h)) 0 0 1 " + pt(arm.x - h * sin(arm.a), arm.y + h * cos(arm.a))
                if k < arms.count - 1 {
                    let c = corner(k)
                    d += "L" + c.start + c.join
                }
            }
            return d + "z"
        }

        /// A capsule outline around the segment from (x1, y1) to (x2, y2).
        static func capsule(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, width: Double) -> String {
            rays((x1 + x2) / 2, (y1 + y2) / 2, [(x1, y1), (x2, y2)], width: width)
        }

        /// A cog wheel: `teeth` teeth from radius `root` to `tip`; `top` and
        /// `base` are a tooth's half-widths in radians at the tip and the root.
        static func cog(_ cx: Double, _ cy: Double, tip: Double, root: Double, teeth: Int, top: Double, base: Double) -> String {
            func at(_ r: Double, _ a: Double) -> String { pt(cx + r * cos(a), cy + r * sin(a)) }
            var d = ""
            for k in 0..<teeth {
                let a = Double(k) * 2 * .pi / Double(teeth) - .pi / 2
                d += (k == 0 ? "M" : "A\(n(root)) \(n(root)) 0 0 1 ") + at(root, a - base)
                d += "L" + at(tip, a - top) + "A\(n(tip)) \(n(tip)) 0 0 1 " + at(tip, a + top) + "L" + at(root, a + base)
            }
            return d + "A\(n(root)) \(n(root)) 0 0 1 " + at(root, -.pi / 2 - base) + "z"
        }

        /// A scalloped circle: `bumps` arcs of radius `bump` between points on radius `r`.
        static func seal(_ cx: Double, _ cy: Double, _ r: Double, bumps: Int, bump: Double) -> String {
            var d = ""
            for k in 0...bumps {
                let a = Double(k) * 2 * .pi / Double(bumps) - .pi / 2
                d += (k == 0 ? "M" : "A\(n(bump)) \(n(bump)) 0 0 1 ") + pt(cx + r * cos(a), cy + r * sin(a))
            }
            return d + "z"
        }

        /// A four-pointed sparkle of radius `r` with concave sides.
        static func sparkle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
            let k = r * 0.14
            return "M\(pt(cx, cy - r))Q\(pt(cx + k, cy - k)) \(pt(cx + r, cy))Q\(pt(cx + k, cy + k)) \(pt(cx, cy + r))"
                + "Q\(pt(cx - k, cy + k)) \(pt(cx - r, cy))Q\(pt(cx - k, cy - k)) \(pt(cx, cy - r))z"
        }

        /// The cloud outline, scaled by `s` about the origin, then moved by (dx, dy).
        static func cloud(_ dx: Double = 0, _ dy: Double = 0, _ s: Double = 1) -> String {
            func p(_ x: Double, _ y: Double) -> String { pt(x * s + dx, y * s + dy) }
            func arc(_ r: Double) -> String { "A\(n(r * s)) \(n(r * s)) 0 0 1 " }
            return "M\(p(7, 19))\(arc(4))\(p(6.1, 11.1))\(arc(6))\(p(17.4, 9.8))\(arc(4.6))\(p(17.5, 19))z"
        }
    }

    /// A small mark drawn inside a circle or a square (plus, xmark, arrow, …),
    /// in three forms: stroked, its solid parts, and as holes for the `.fill` variant.
    struct Mark {
        var stroke = ""
        var fill = ""
        var hole = ""

        static func + (a: Mark, b: Mark) -> Mark {
            Mark(stroke: a.stroke + b.stroke, fill: a.fill + b.fill, hole: a.hole + b.hole)
        }

        /// Strokes from a common point; as a hole, one contour `width` wide.
        static func rays(_ cx: Double, _ cy: Double, _ ends: [(Double, Double)], width: Double = 4) -> Mark {
            var stroke = ""
            for e in ends { stroke += "M\(Pen.pt(cx, cy))L\(Pen.pt(e.0, e.1))" }
            return Mark(stroke: stroke, hole: Pen.rays(cx, cy, ends, width: width))
        }

        static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, width: Double = 4) -> Mark {
            Mark(stroke: "M\(Pen.pt(x1, y1))L\(Pen.pt(x2, y2))", hole: Pen.capsule(x1, y1, x2, y2, width: width))
        }

        /// A dot 2 across; as a hole, 4 across (so 2 across once stroked).
        static func dot(_ x: Double, _ y: Double) -> Mark {
            Mark(stroke: Pen.dot(x, y), hole: Pen.circle(x, y, 2))
        }
    }

    static let ring = Pen.circle(12, 12, 9)
    static let box = Pen.rect(3.5, 3.5, 17, 17, 3.5)

    /// `name.circle` (the mark in a ring) and, with `fill`, `name.circle.fill`
    /// (a disc with the mark cut out).
    static func circled(_ name: String, _ mark: Mark, fill: Bool = true) -> [(String, Glyph)] {
        enclosed(name + ".circle", ring, mark, fill: fill)
    }

    /// `name.square` and, with `fill`, `name.square.fill`.
    static func squared(_ name: String, _ mark: Mark, fill: Bool = true) -> [(String, Glyph)] {
        enclosed(name + ".square", box, mark, fill: fill)
    }

    static func enclosed(_ name: String, _ outline: String, _ mark: Mark, fill: Bool) -> [(String, Glyph)] {
        var out = [(name, Glyph(stroke: outline + mark.stroke, fill: mark.fill))]
        if fill { out.append((name + ".fill", Glyph(stroke: "", fill: outline + mark.hole))) }
        return out
    }
}

extension SymbolIcons {
    /// The symbol's icon, or the placeholder glyph with a warning naming the
    /// unknown symbol (the server logs each name once).
    @MainActor
    static func icon(named name: String, id: String, _ ctx: RenderContext) -> Element {
        if let icon = svg(named: name, id: id) { return icon }
        ctx.warn("unknown system image \"\(name)\": showing a placeholder (built-in names: docs/symbols.md)")
        return placeholder(id: id)
    }
}

import LiveHTML

/// Helpers for the `class` and `style` attributes LiveUI composes.
///
/// Layout flexibility travels in two classes: `lx` (the view expands
/// horizontally, like a Spacer, Color or TextField) and `ly` (vertically).
/// `liveui.css` turns them into flex-grow/stretch depending on the parent.
extension Element {
    func hasClass(_ name: String) -> Bool {
        guard let classes = self[attribute: "class"] else { return false }
        return Self.containsToken(classes, name, separator: UInt8(ascii: " "), prefixOnly: false)
    }

    /// Whether `list` (tokens split by `separator`) has a token equal to
    /// `token`, or starting with it when `prefixOnly`. No allocation: this
    /// runs for every element of every render.
    static func containsToken(_ list: String, _ token: String, separator: UInt8, prefixOnly: Bool) -> Bool {
        var token = token
        return token.withUTF8 { t in
            firstToken(in: list, separator: separator) { l, r in
                guard r.count >= t.count, prefixOnly || r.count == t.count else { return false }
                for k in 0..<t.count where l[r.lowerBound + k] != t[k] { return false }
                return true
            }
        }
    }

    /// Hands the bytes of each token of `list` split by `separator` (the empty
    /// ones too) to `found` until it returns true; whether one did. The one
    /// walk over class lists and styles (`containsToken`, `expansion`,
    /// `styleDeclares`); a native string lends its bytes without a copy.
    @inline(__always)
    static func firstToken(
        in list: String, separator: UInt8, where found: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool
    ) -> Bool {
        var list = list
        return list.withUTF8 { l in
            var start = 0
            while start <= l.count {
                var end = start
                while end < l.count, l[end] != separator { end += 1 }
                if found(l, start..<end) { return true }
                start = end + 1
            }
            return false
        }
    }

    mutating func addClass(_ name: String) {
        if let classes = self[attribute: "class"], !classes.isEmpty {
            if !hasClass(name) { self[attribute: "class"] = Self.joined(classes, UInt8(ascii: " "), name) }
        } else {
            self[attribute: "class"] = name
        }
    }

    mutating func removeClass(_ name: String) {
        guard let classes = self[attribute: "class"], hasClass(name) else { return }
        var kept = ""
        for token in classes.split(separator: " ") where token != name {
            if !kept.isEmpty { kept += " " }
            kept += token
        }
        self[attribute: "class"] = kept.isEmpty ? nil : kept
    }

    func hasStyle(_ property: String) -> Bool {
        guard let style = self[attribute: "style"] else { return false }
        return Self.containsToken(style, property + ":", separator: UInt8(ascii: ";"), prefixOnly: true)
    }

    /// Whether a declaration of the style names a property `matches` accepts
    /// (each declaration's property as `hasStyle` reads it: the text before its `:`).
    func styleDeclares(_ matches: (String) -> Bool) -> Bool {
        guard let style = self[attribute: "style"] else { return false }
        return Self.firstToken(in: style, separator: UInt8(ascii: ";")) { l, r in
            guard let colon = r.first(where: { l[$0] == UInt8(ascii: ":") }) else { return false }
            return matches(String(decoding: UnsafeBufferPointer(rebasing: l[r.lowerBound..<colon]), as: UTF8.self))
        }
    }

    /// Adds `property:value` to the style: the joined style made at its
    /// final size in one go. Appending in place (room reserved, then `;`,
    /// the property, `:` and the value) cost ≈ 185 instructions an append in
    /// `String`'s checks, ≈ 20k of a login cycle's ≈ 1,250k (≈ 37 declarations;
    /// callgrind, `LiveBench N flow`). The result has no spare room: the
    /// document keeps these strings for the session's life.
    mutating func addStyle(_ property: String, _ value: String) {
        if let i = attributes.firstIndex(where: { $0.name == "style" }) {
            let old = attributes[i].value
            attributes[i].value =
                old.isEmpty
                ? Self.joined(property, UInt8(ascii: ":"), value)
                : Self.joined(old, UInt8(ascii: ";"), property, UInt8(ascii: ":"), value)
        } else {
            attributes.append(Attribute("style", Self.joined(property, UInt8(ascii: ":"), value)))
        }
    }

    /// `a`, the byte `x`, `b`, and (when `y` is not 0) the byte `y` and `c`,
    /// as one string made at its final size.
    static func joined(_ a: String, _ x: UInt8, _ b: String, _ y: UInt8 = 0, _ c: String = "") -> String {
        var (a, b, c) = (a, b, c)
        let size = a.utf8.count + 1 + b.utf8.count + (y == 0 ? 0 : 1 + c.utf8.count)
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                c.withUTF8 { pc in
                    String(unsafeUninitializedCapacity: size) { out in
                        var n = 0
                        func put(_ p: UnsafeBufferPointer<UInt8>) {
                            guard let from = p.baseAddress, let to = out.baseAddress else { return }
                            (to + n).initialize(from: from, count: p.count)
                            n += p.count
                        }
                        put(pa)
                        out[n] = x
                        n += 1
                        put(pb)
                        if y != 0 {
                            out[n] = y
                            n += 1
                            put(pc)
                        }
                        return n
                    }
                }
            }
        }
    }

    var expandsX: Bool { hasClass("lx") }
    var expandsY: Bool { hasClass("ly") }

    /// `expandsX` and `expandsY` from one look at the class list: asked of every
    /// child of every stack (`Layout.expansion`), two searches cost ≈ 14k
    /// instructions a login cycle (callgrind, `LiveBench N flow`).
    var expansion: (x: Bool, y: Bool) {
        guard let classes = self[attribute: "class"] else { return (false, false) }
        var x = false
        var y = false
        _ = Self.firstToken(in: classes, separator: UInt8(ascii: " ")) { l, r in
            if r.count == 2, l[r.lowerBound] == UInt8(ascii: "l") {
                if l[r.lowerBound + 1] == UInt8(ascii: "x") { x = true } else if l[r.lowerBound + 1] == UInt8(ascii: "y") { y = true }
            }
            return false
        }
        return (x, y)
    }

    mutating func setExpansion(x: Bool, y: Bool) {
        if x != expandsX { if x { addClass("lx") } else { removeClass("lx") } }
        if y != expandsY { if y { addClass("ly") } else { removeClass("ly") } }
    }
}

enum Layout {
    /// Whether any of `nodes` expands along each axis.
    static func expansion(of nodes: [Node]) -> (x: Bool, y: Bool) {
        var x = false
        var y = false
        for case .element(let e) in nodes {
            let (ex, ey) = e.expansion
            x = x || ex
            y = y || ey
            if x && y { break }
        }
        return (x, y)
    }

    /// A container element: `div`, or `span` where only phrasing content is
    /// allowed (inside a button), with the expansion of its children, or the
    /// one `expansion` makes of it. The class list is built once: class
    /// edits after the fact cost string copies on every element of every render.
    static func container(
        _ path: ViewPath, _ env: EnvironmentValues, classes: String, children: [Node],
        expansion adjust: ((x: Bool, y: Bool)) -> (x: Bool, y: Bool) = { $0 }
    ) -> Element {
        let (x, y) = adjust(expansion(of: children))
        let list = x ? (y ? classes + " lx ly" : classes + " lx") : (y ? classes + " ly" : classes)
        return Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", list)], children: children)
    }

    /// Where a container's content renders: a `@ViewBuilder` block of several
    /// views numbers them itself (`.0`, `.1`, …); a single view gets `.0` as the
    /// first of several would. At the container's own path it would take the
    /// container's element id too (`<div id="r"><span id="r">`), and a patch
    /// for one would land on the other.
    static func contentPath<Content: View>(_ content: Content.Type, _ path: ViewPath) -> ViewPath {
        content is any TupleViewMarker.Type ? path : path.child(0)
    }

    /// Applies `change` to the single element in `nodes` when `canMerge` allows,
    /// otherwise wraps the nodes in a one-cell box first (with id `path`).
    static func modify(
        _ nodes: [Node], _ path: ViewPath, _ env: EnvironmentValues,
        canMerge: (Element) -> Bool, _ change: (inout Element) -> Void
    ) -> [Node] {
        if nodes.count == 1, case .element(var e) = nodes[0], canMerge(e) {
            change(&e)
            return [.element(e)]
        }
        var box = container(path, env, classes: "zs", children: nodes)
        change(&box)
        return [.element(box)]
    }

    static func px(_ value: CGFloat) -> String {
        let v = Double(value)
        if v.rounded() == v, abs(v) < 1e9 { return wholePixels(Int(v)) }
        return String((v * 100).rounded() / 100) + "px"
    }

    /// `String(n) + "px"` written as bytes into one small string: the
    /// conversion and the append cost ≈ 450 instructions a length, ≈ 9k of a
    /// login cycle (callgrind, `LiveBench N flow`). `|n| < 1e9`: at most 13 bytes.
    static func wholePixels(_ n: Int) -> String {
        String(unsafeUninitializedCapacity: 13) { out in
            var count = 0
            if n < 0 {
                out[0] = UInt8(ascii: "-")
                count = 1
            }
            let start = count
            var m = n.magnitude
            repeat {
                out[count] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
                count += 1
            } while m > 0
            out[start..<count].reverse()
            out[count] = UInt8(ascii: "p")
            out[count + 1] = UInt8(ascii: "x")
            return count + 2
        }
    }
}

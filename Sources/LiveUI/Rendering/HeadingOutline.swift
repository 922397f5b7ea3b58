import LiveHTML

// MARK: Accessibility (issue 17): headings in order
/// Text styles stand for heading levels (`.largeTitle` is an `<h1>`,
/// `.title` an `<h2>`, …), but an app picks fonts for their looks, so a
/// `.title2` may follow the page's `<h1>` with no `.title` between them. A
/// screen reader's outline must not skip levels: each heading, in page order,
/// is at most one level below the one before it (the page's title counts as
/// level 1), and the page has one `<h1>`, the first: a later one is an `<h2>`.
/// Levels only go up otherwise: `.largeTitle` stays an `<h1>`.
enum HeadingOutline {
    static func normalize(_ nodes: inout [Node]) {
        var last = 1
        var seenH1 = false
        if let fixed = normalized(nodes, &last, &seenH1) { nodes = fixed }
    }

    /// The nodes with their headings' levels fixed, or nil when none needs
    /// fixing. Nothing is written back unless it changes: taking an element
    /// out of its array and storing it again copied every children array of
    /// the page, which then stopped sharing its buffers with the render
    /// cache's stored renders (1.3 KB more per idle session on the login page).
    private static func normalized(_ nodes: [Node], _ last: inout Int, _ seenH1: inout Bool) -> [Node]? {
        var result: [Node]?
        for i in nodes.indices {
            guard case .element(let e) = nodes[i] else { continue }
            var changed: Element?
            if let level = level(of: e) {
                var fixed = min(level, last + 1)
                if fixed == 1 {
                    if seenH1 { fixed = 2 }
                    seenH1 = true
                }
                if fixed != level {
                    var copy = e
                    if e[attribute: "role"] == "heading" {
                        copy[attribute: "aria-level"] = String(fixed)
                    } else {
                        copy.tag = "h" + String(fixed)
                    }
                    changed = copy
                }
                last = fixed
            }
            if let children = normalized(e.children, &last, &seenH1) {
                var copy = changed ?? e
                copy.children = children
                changed = copy
            }
            if let changed {
                if result == nil { result = nodes }
                result?[i] = .element(changed)
            }
        }
        return result
    }

    /// Runs for every element of every render of the whole page: the tag is
    /// read as bytes and the attributes scanned once (`String.count`,
    /// `Character` comparison and `Int(Substring)` cost ≈ 1k instructions per
    /// element, ≈ 40k per render of the login page).
    private static func level(of e: Element) -> Int? {
        var role: String?
        var hidden = false
        // By length first: an unequal pair of names takes `String`'s slow compare.
        for a in e.attributes {
            switch a.name.utf8.count {
            case 4 where a.name == "role": role = a.value
            case 6 where a.name == "hidden": hidden = true
            default: break
            }
        }
        if role == "heading" { return e[attribute: "aria-level"].flatMap(Int.init) ?? 2 }
        guard role == nil, !hidden, let n = headingNumber(e.tag) else { return nil }
        return n
    }

    /// 1…6 for `h1`…`h6`, else nil.
    private static func headingNumber(_ tag: String) -> Int? {
        var utf8 = tag.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "h"), let digit = utf8.next(), utf8.next() == nil,
            (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(digit)
        else { return nil }
        return Int(digit - UInt8(ascii: "0"))
    }
}

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
        normalize(&nodes, &last, &seenH1)
    }

    private static func normalize(_ nodes: inout [Node], _ last: inout Int, _ seenH1: inout Bool) {
        for i in nodes.indices {
            guard case .element(var e) = nodes[i] else { continue }
            if let level = level(of: e) {
                var fixed = min(level, last + 1)
                if fixed == 1 {
                    if seenH1 { fixed = 2 }
                    seenH1 = true
                }
                if fixed != level {
                    if e[attribute: "role"] == "heading" {
                        e[attribute: "aria-level"] = String(fixed)
                    } else {
                        e.tag = "h" + String(fixed)
                    }
                }
                last = fixed
            }
            normalize(&e.children, &last, &seenH1)
            nodes[i] = .element(e)
        }
    }

    private static func level(of e: Element) -> Int? {
        if e[attribute: "role"] == "heading" { return e[attribute: "aria-level"].flatMap(Int.init) ?? 2 }
        guard e.tag.count == 2, e.tag.first == "h", let n = Int(e.tag.dropFirst()), (1...6).contains(n) else { return nil }
        guard e[attribute: "role"] == nil, e[attribute: "hidden"] == nil else { return nil }
        return n
    }
}

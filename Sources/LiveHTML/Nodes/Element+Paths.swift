// MARK: Elements by path (issue #16 item 5)
// A path is the child indices from this element down to another. A session
// that keeps an index of its document's elements by id (built once, updated
// by subtree) reaches an element in O(depth) instead of searching the tree.

extension Element {
    /// The element at `path` below this one (the empty path: this one).
    public func element(at path: [Int]) -> Element? {
        var e = self
        for i in path {
            guard i < e.children.count, case .element(let child) = e.children[i] else { return nil }
            e = child
        }
        return e
    }

    /// Applies `change` to the element at `path`, in place along the path; false if there is none.
    @discardableResult
    public mutating func update(at path: [Int], _ change: (inout Element) -> Void) -> Bool {
        update(at: path[...], change)
    }

    private mutating func update(at path: ArraySlice<Int>, _ change: (inout Element) -> Void) -> Bool {
        guard let i = path.first else {
            change(&self)
            return true
        }
        guard i < children.count, case .element(var child) = children[i] else { return false }
        children[i] = .text("")  // the array lets go of the child, so it changes in place
        let found = child.update(at: path.dropFirst(), change)
        children[i] = .element(child)
        return found
    }

    /// This element and those below it down to `target` (its first descendant with that
    /// id, or this element itself), outermost first; nil if there is no such element.
    /// Keys go to the focused element and the elements around it, innermost first.
    public func chain(to target: String) -> [Element]? {
        if id == target { return [self] }
        guard let path = path(toDescendant: target) else { return nil }
        var out = [self]
        var e = self
        for i in path {
            guard case .element(let child) = e.children[i] else { return nil }
            e = child
            out.append(e)
        }
        return out
    }

    /// The path from this element to its first descendant (in document order)
    /// with id `target`; nil if none (this element itself is not searched).
    public func path(toDescendant target: String) -> [Int]? {
        var budget = Int.max
        return path(toDescendant: target, budget: &budget)
    }

    /// The same, looking at no more than `budget` elements: nil also when the
    /// budget ran out first (`budget` is below 0 then).
    public func path(toDescendant target: String, budget: inout Int) -> [Int]? {
        var path: [Int] = []
        return Self.search(children, target, &path, &budget) ? path : nil
    }

    private static func search(_ nodes: [Node], _ target: String, _ path: inout [Int], _ budget: inout Int) -> Bool {
        for (i, node) in nodes.enumerated() {
            guard case .element(let e) = node else { continue }
            budget -= 1
            if budget < 0 { return false }
            path.append(i)
            if e.id == target || search(e.children, target, &path, &budget) { return true }
            path.removeLast()
        }
        return false
    }

    /// Records the path of every element of `nodes` (children of the element at
    /// `base`, starting at child index `start`) and of their descendants.
    public static func index(_ nodes: [Node], under base: [Int], from start: Int = 0, into paths: inout [String: [Int]]) {
        var path = base
        path.append(0)
        for (offset, node) in nodes.enumerated() {
            guard case .element(let e) = node else { continue }
            path[path.count - 1] = start + offset
            paths[e.id] = path
            index(e.children, under: path, into: &paths)
        }
    }

    /// Removes the ids of `nodes` and their descendants from an index.
    public static func unindex(_ nodes: [Node], from paths: inout [String: [Int]]) {
        for case .element(let e) in nodes {
            paths[e.id] = nil
            unindex(e.children, from: &paths)
        }
    }

    /// Whether two node lists hold the same elements (by id) at the same paths, so
    /// an index of one is an index of the other.
    public static func sameLayout(_ a: [Node], _ b: [Node]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.text, .text): continue
            case (.element(let e), .element(let f)):
                guard e.id == f.id, sameLayout(e.children, f.children) else { return false }
            default: return false
            }
        }
        return true
    }
}

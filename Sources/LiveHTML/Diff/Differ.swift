/// Computes the ops that turn one element tree into another.
///
/// A pure function of two trees: elements are matched by id, so structural
/// identity (if/else branches, keyed ForEach items) decides between an
/// in-place update, a move, and a remove + insert.
public enum Differ {
    public static func diff(_ old: Element, _ new: Element) -> [PatchOp] {
        var ops: [PatchOp] = []
        diff(old, new, into: &ops)
        return ops
    }

    public static func diff(_ old: Element, _ new: Element, into ops: inout [PatchOp]) {
        if old.id != new.id || old.tag != new.tag {
            ops.append(.replace(id: old.id, html: HTMLRenderer.html(new)))
            return
        }
        // No `old == new` first: it compares the whole subtree, and the walk
        // below compares it again at every level (a fresh render shares no
        // arrays with the last one), so a tree of depth d was compared d times.
        // The walk finds equal parts equal on its own (no ops), and arrays
        // shared with the last render (views the render cache reused) are
        // skipped by identity, as `==` did.
        diffAttributes(old, new, into: &ops)
        diffChildren(old, new, into: &ops)
    }

    /// Whether two arrays are one buffer (a reused render's nodes): equal without a look inside.
    private static func sameBuffer(_ a: [Node], _ b: [Node]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    private static func diffAttributes(_ old: Element, _ new: Element, into ops: inout [PatchOp]) {
        if old.attributes == new.attributes { return }
        // Tags whose `value` attribute mirrors a live property: changes go out as `setValue`.
        let isValueTag: Bool
        switch new.tag {
        case "input", "textarea", "select": isValueTag = true
        default: isValueTag = false
        }
        for a in new.attributes where old[attribute: a.name] != a.value {
            if isValueTag && a.name == "value" {
                ops.append(.setValue(id: new.id, value: a.value))
            } else {
                ops.append(.setAttribute(id: new.id, name: a.name, value: a.value))
            }
        }
        for a in old.attributes where new[attribute: a.name] == nil {
            ops.append(.removeAttribute(id: new.id, name: a.name))
        }
    }

    private enum ChildShape { case empty, text(String), elements, mixed }

    private static func shape(_ children: [Node]) -> ChildShape {
        if children.isEmpty { return .empty }
        if children.count == 1, case .text(let s) = children[0] { return .text(s) }
        for c in children { if case .text = c { return .mixed } }
        return .elements
    }

    private static func diffChildren(_ old: Element, _ new: Element, into ops: inout [PatchOp]) {
        if sameBuffer(old.children, new.children) { return }
        // The common case: the same elements in the same order. Recurse
        // pairwise, without the lookup tables keyed reconciliation builds.
        if old.children.count == new.children.count, sameElementIDs(old.children, new.children) {
            for (a, b) in zip(old.children, new.children) {
                if case .element(let x) = a, case .element(let y) = b { diff(x, y, into: &ops) }
            }
            return
        }
        if old.children == new.children { return }
        switch (shape(old.children), shape(new.children)) {
        case (.text, .text(let s)), (.empty, .text(let s)):
            ops.append(.setText(id: new.id, text: s))
        case (.text, .empty):
            ops.append(.setText(id: new.id, text: ""))
        case (.elements, .elements), (.empty, .elements), (.elements, .empty):
            diffKeyed(parent: new.id, old.children, new.children, into: &ops)
        default:
            ops.append(.replace(id: old.id, html: HTMLRenderer.html(new)))
        }
    }

    /// Whether both lists are elements only, with the same ids in the same order.
    private static func sameElementIDs(_ a: [Node], _ b: [Node]) -> Bool {
        for (x, y) in zip(a, b) {
            guard case .element(let e) = x, case .element(let f) = y, e.id == f.id else { return false }
        }
        return true
    }

    /// Keyed reconciliation: remove what left, then walk the new order
    /// inserting, moving and recursing. Correct for any permutation; minimal
    /// for the common single insert, remove or move.
    private static func diffKeyed(parent: String, _ oldNodes: [Node], _ newNodes: [Node], into ops: inout [PatchOp]) {
        let newIDs = Set(newNodes.compactMap { $0.element?.id })
        var oldByID: [String: Element] = [:]
        var current: [String] = []
        for case .element(let e) in oldNodes {
            if newIDs.contains(e.id) {
                oldByID[e.id] = e
                current.append(e.id)
            } else {
                ops.append(.remove(id: e.id))
            }
        }
        for (i, node) in newNodes.enumerated() {
            guard case .element(let e) = node else { continue }
            if let previous = oldByID[e.id] {
                if i >= current.count || current[i] != e.id {
                    if let from = current.firstIndex(of: e.id) { current.remove(at: from) }
                    current.insert(e.id, at: i)
                    ops.append(.move(parent: parent, id: e.id, index: i))
                }
                diff(previous, e, into: &ops)
            } else {
                current.insert(e.id, at: min(i, current.count))
                ops.append(.insert(parent: parent, index: i, html: HTMLRenderer.html(e)))
            }
        }
    }
}

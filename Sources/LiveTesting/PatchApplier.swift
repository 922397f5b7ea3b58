import LiveHTML

/// Applies patch ops to a node tree the way the browser client (`Public/liveui/`) applies them
/// to the DOM. Tests use it to check that patches reproduce the server's tree.
public enum PatchApplier {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func apply(_ ops: [PatchOp], to root: inout Element) throws {
        for op in ops { try apply(op, to: &root) }
    }

    public static func apply(_ op: PatchOp, to root: inout Element) throws {
        var found = true
        switch op {
        case .setText(let id, let text):
            found = root.update(id: id) { $0.children = text.isEmpty ? [] : [.text(text)] }
        case .setAttribute(let id, let name, let value):
            found = root.update(id: id) { $0[attribute: name] = value }
        case .removeAttribute(let id, let name):
            found = root.update(id: id) { $0[attribute: name] = nil }
        case .setValue(let id, let value):
            // The DOM property; the tree mirrors it in the attribute.
            found = root.update(id: id) { $0[attribute: "value"] = value }
        case .insert(let parent, let index, let html):
            let element = try HTMLParser.parseElement(html)
            var ok = true
            found = root.update(id: parent) { p in
                guard let at = elementSlot(p, index) else {
                    ok = false
                    return
                }
                p.children.insert(.element(element), at: at)
            }
            if !ok { throw Failure(description: "insert index \(index) out of range in \(parent)") }
        case .remove(let id):
            found = removeElement(id, from: &root) != nil
        case .replace(let id, let html):
            let element = try HTMLParser.parseElement(html)
            found = root.update(id: id) { $0 = element }
        case .move(let parent, let id, let index):
            guard let moved = removeElement(id, from: &root) else { throw Failure(description: "move: no \(id)") }
            var ok = true
            found = root.update(id: parent) { p in
                guard let at = elementSlot(p, index) else {
                    ok = false
                    return
                }
                p.children.insert(.element(moved), at: at)
            }
            if !ok { throw Failure(description: "move index \(index) out of range in \(parent)") }
        }
        if !found { throw Failure(description: "no element for \(op)") }
    }

    /// The children-array position of the `index`th element child (or the end).
    private static func elementSlot(_ parent: Element, _ index: Int) -> Int? {
        var seen = 0
        for (i, child) in parent.children.enumerated() {
            guard case .element = child else { continue }
            if seen == index { return i }
            seen += 1
        }
        return seen == index ? parent.children.count : nil
    }

    private static func removeElement(_ id: String, from e: inout Element) -> Element? {
        for i in e.children.indices {
            guard case .element(var child) = e.children[i] else { continue }
            if child.id == id {
                e.children.remove(at: i)
                return child
            }
            if let hit = removeElement(id, from: &child) {
                e.children[i] = .element(child)
                return hit
            }
        }
        return nil
    }
}

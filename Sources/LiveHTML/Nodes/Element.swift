/// An HTML element with a stable id derived from view identity.
///
/// Every element LiveUI renders has an id: patches address elements by it.
public struct Element: Equatable, Sendable {
    public var tag: String
    public var id: String
    /// Ordered, unique by name. `id` is not stored here.
    public var attributes: [Attribute]
    public var children: [Node]

    public init(_ tag: String, id: String, attributes: [Attribute] = [], children: [Node] = []) {
        self.tag = tag
        self.id = id
        self.attributes = attributes
        self.children = children
    }

    /// Equal as DOM elements: attribute order is not part of the DOM (a
    /// browser that got an attribute later lists it last), so it is ignored here.
    /// The HTML renderer still writes attributes in insertion order.
    public static func == (a: Element, b: Element) -> Bool {
        guard a.tag == b.tag, a.id == b.id, a.attributes.count == b.attributes.count else { return false }
        if a.attributes != b.attributes {
            for attribute in a.attributes where b[attribute: attribute.name] != attribute.value { return false }
        }
        return a.children == b.children
    }

    /// Elements that have no closing tag and no children.
    public static let voidTags: Set<String> = ["input", "hr", "br", "img", "meta", "link"]

    /// By length, then compared: asked for every element the HTML renderer
    /// writes and many a modifier meets. `voidTags.contains` hashed the tag
    /// (≈ 300 instructions); a switch over the six compared a `div` with each,
    /// and every unequal pair takes `String`'s slow compare (≈ 20 instructions,
    /// ≈ 4k of a login cycle; callgrind, `LiveBench N flow`).
    public var isVoid: Bool {
        switch tag.utf8.count {
        case 2: return tag == "hr" || tag == "br"
        case 3: return tag == "img"
        case 4: return tag == "meta" || tag == "link"
        case 5: return tag == "input"
        default: return false
        }
    }

    public subscript(attribute name: String) -> String? {
        get { attributes.first(where: { $0.name == name })?.value }
        set {
            if let i = attributes.firstIndex(where: { $0.name == name }) {
                if let newValue { attributes[i].value = newValue } else { attributes.remove(at: i) }
            } else if let newValue {
                attributes.append(Attribute(name, newValue))
            }
        }
    }

    public var textContent: String {
        var out = ""
        for child in children { out += child.textContent }
        return out
    }

    /// Depth-first search by id, including this element.
    public func find(id target: String) -> Element? {
        if id == target { return self }
        for case .element(let child) in children {
            if let hit = child.find(id: target) { return hit }
        }
        return nil
    }

    /// Applies `change` to the element with the given id; returns whether it was found.
    /// Finds the element first, then changes it in place along its path
    /// (searching with mutable copies copied arrays all along the way).
    @discardableResult
    public mutating func update(id target: String, _ change: (inout Element) -> Void) -> Bool {
        if id == target {
            change(&self)
            return true
        }
        guard let path = path(toDescendant: target) else { return false }
        return update(at: path, change)
    }

    /// All elements of the subtree in document order, this one first.
    public func allElements() -> [Element] {
        var out: [Element] = []
        collect(into: &out)
        return out
    }

    private func collect(into out: inout [Element]) {
        out.append(self)
        for case .element(let child) in children { child.collect(into: &out) }
    }
}

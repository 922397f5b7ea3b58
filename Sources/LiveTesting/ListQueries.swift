import LiveHTML

// MARK: Lists: rows of a `List` by what they show, and their selection.

extension PageQuery {
    /// A list row (`<li>`) showing `text` as the own text of one of its elements
    /// (a row's action buttons do not count: "Delete" finds no row).
    public static func row(_ text: String) -> PageQuery {
        PageQuery("list row \"\(text)\"") { e in
            guard e.tag == "li", e.hasClassToken("ls-row") else { return false }
            return e.children.contains { node in
                guard case .element(let child) = node, !child.hasClassToken("ls-acts"), !child.hasClassToken("ls-move"),
                    child.tag != "button"
                else { return false }
                return child.allElements().contains { el in
                    el.children.contains { if case .text(let t) = $0 { return t == text } else { return false } }
                }
            }
        }
    }
}

extension TestScope {
    /// The list row showing `text`.
    public func row(_ text: String) throws -> TestElement { try find(.row(text)) }
    /// Every list row in this scope, in page order.
    public func rows() throws -> [TestElement] {
        try findAll(PageQuery("list row") { $0.tag == "li" && $0.hasClassToken("ls-row") })
    }
}

extension TestSession {
    public func row(_ text: String) throws -> TestElement { try scope.row(text) }
    public func rows() throws -> [TestElement] { try scope.rows() }
}

extension TestElement {
    /// Whether a selectable list row is selected (`aria-selected`).
    public var isSelected: Bool { attribute("aria-selected") == "true" }
    /// Whether a list row can be selected (it is an `option` of a `listbox`).
    public var isSelectable: Bool { attribute("role") == "option" }
}

import LiveHTML

// MARK: Accessibility (issue #17): what a screen reader reads, Escape actions

extension TestElement {
    /// The name a screen reader reads for it when the app set one: its
    /// `aria-label`, or the visually hidden label plain text reads instead.
    public var accessibilityLabel: String? {
        guard let e = element else { return nil }
        if let label = e[attribute: "aria-label"] { return label }
        for case .element(let child) in e.children where child.id == e.id + ".ax" { return child.textContent }
        return nil
    }

    /// What a screen reader reads after its name and role: the value and
    /// hint (`aria-description`, or the visually hidden span plain text reads).
    public var accessibilityDescription: String? {
        guard let e = element else { return nil }
        if let description = e[attribute: "aria-description"] { return description }
        for case .element(let child) in e.children where child.id == e.id + ".ad" { return child.textContent }
        return nil
    }

    /// Ids of its element children, in document order (the reading order).
    public var childIDs: [String] {
        element?.children.compactMap { $0.element?.id } ?? []
    }

    /// Presses Escape with the focus in it, as liveui.js handles it: the
    /// topmost presented dialog asks to be dismissed; otherwise the nearest
    /// view around it with `.accessibilityAction(.escape)` runs that action.
    /// Returns whether anything was sent.
    @discardableResult
    public func pressEscape() throws -> Bool {
        try focus()
        if try page.pressEscape() { return true }
        guard
            let host = page.page.allElements().last(where: { $0[attribute: "data-lv-escape"] != nil && $0.find(id: id) != nil }),
            let target = host[attribute: "data-lv-escape"]
        else { return false }
        if let error = try page.send(.click, to: target) { throw TestError.refused(error) }
        return true
    }
}

/// A quick audit of a rendered page for keyboard users (issue #17 item 5):
/// whatever acts on a click must take the focus, and roles must carry what
/// ARIA requires of them. Each problem is one readable line.
public enum KeyboardAudit {
    static let native: Set<String> = ["button", "a", "input", "select", "textarea", "dialog", "summary"]
    static let selectable: Set<String> = ["option", "tab", "row", "gridcell", "columnheader", "rowheader", "treeitem"]

    public static func problems(in root: Element) -> [String] {
        var out: [String] = []
        for e in root.allElements() {
            let role = e[attribute: "role"]
            let acts =
                e[attribute: "data-lv-tap"] != nil || e[attribute: "data-lv-press"] != nil || e[attribute: "data-lv-drag"] != nil
                || e[attribute: "data-lv-sel"] != nil || role == "button" || role == "link"
            let reachable = native.contains(e.tag) || e[attribute: "tabindex"] != nil
            if acts, !reachable, e[attribute: "aria-hidden"] != "true", e[attribute: "disabled"] == nil {
                out.append("\(e.tag)#\(e.id) acts on a click but takes no focus")
            }
            if role == "heading", e[attribute: "aria-level"] == nil { out.append("\(e.tag)#\(e.id): a heading without a level") }
            // A table's row is a row without saying so (HTML's implicit role).
            if e[attribute: "aria-selected"] != nil, !selectable.contains(role ?? (e.tag == "tr" ? "row" : "")) {
                out.append("\(e.tag)#\(e.id): aria-selected on a \(role ?? e.tag)")
            }
        }
        return out
    }
}

extension TestSession {
    /// `KeyboardAudit.problems` of the page as it is now.
    public var keyboardProblems: [String] { KeyboardAudit.problems(in: page) }
}

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

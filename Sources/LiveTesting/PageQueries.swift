import LiveHTML

/// How tests find things on a page: by what a user sees (label, placeholder,
/// button text), never by view types. Shared by the in-process and the
/// over-the-wire drivers.
extension Element {
    /// The id of the text field whose label (title) or placeholder is `label`.
    public func textFieldID(_ label: String) throws -> String {
        try uniqueID("text field \"\(label)\"") { e in
            e.tag == "input" && (e[attribute: "aria-label"] == label || e[attribute: "placeholder"] == label)
        }
    }

    /// The id of the button whose visible text (trimmed) or accessible label is `title`.
    public func buttonID(_ title: String) throws -> String {
        try uniqueID("button \"\(title)\"") { e in
            e.tag == "button" && (e.textContent.trimmingCharacters(in: .whitespacesAndNewlines) == title
                || e[attribute: "aria-label"] == title)
        }
    }

    /// The id of the navigation link whose visible text (trimmed) is `title`.
    public func linkID(_ title: String) throws -> String {
        try uniqueID("link \"\(title)\"") { e in
            e.tag == "a" && e.textContent.trimmingCharacters(in: .whitespacesAndNewlines) == title
        }
    }

    /// Whether some element's own text is exactly `text`, or the page's text contains it.
    public func hasText(_ text: String) -> Bool {
        allElements().contains { e in
            e.children.contains { if case .text(let t) = $0 { return t == text } else { return false } }
        } || visibleText.contains(text)
    }

    /// The page's text, element texts joined by spaces.
    public var visibleText: String {
        allElements().flatMap { e in e.children.compactMap { if case .text(let t) = $0 { return t } else { return nil } } }
            .joined(separator: " ")
    }

    private func uniqueID(_ what: String, _ match: (Element) -> Bool) throws -> String {
        let hits = allElements().filter(match)
        guard let first = hits.first else { throw TestError.notFound(what) }
        guard hits.count == 1 else { throw TestError.ambiguous(what, count: hits.count) }
        return first.id
    }
}

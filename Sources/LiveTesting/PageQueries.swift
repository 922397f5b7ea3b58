import LiveHTML

/// How tests find things on a page: by what a user sees (label, placeholder,
/// button text), never by view types. Shared by the in-process and the
/// over-the-wire drivers.
extension Element {
    /// The id of the text field whose label (title) or placeholder is `label`.
    public func textFieldID(_ label: String) throws -> String {
        try uniqueID(PageQuery.textField(label))
    }

    /// The id of the button whose visible text (trimmed) or accessible label is `title`.
    public func buttonID(_ title: String) throws -> String {
        try uniqueID(PageQuery.button(title))
    }

    /// The id of the navigation link whose visible text (trimmed) is `title`.
    public func linkID(_ title: String) throws -> String {
        try uniqueID(PageQuery.link(title))
    }

    /// The ids of every element `query` matches, in document order.
    public func ids(_ query: PageQuery) -> [String] {
        allElements().filter(query.matches).map(\.id)
    }

    /// The id of the one element `query` matches; throws when none or several do.
    public func uniqueID(_ query: PageQuery) throws -> String {
        try uniqueID(query.description, query.matches)
    }

    /// The id of the group (a list row, a section, a form, a dialog, or any
    /// element with an accessibility identifier) around the element whose own
    /// text is `text`: the scope of `within(text:)`.
    public func groupID(aroundText text: String) throws -> String {
        var groups: [String] = []
        func walk(_ e: Element, _ enclosing: String?) {
            let here = PageQuery.isGroup(e) ? e.id : enclosing
            let ownText = e.children.contains {
                if case .text(let t) = $0 { return t.trimmingCharacters(in: .whitespacesAndNewlines) == text } else { return false }
            }
            if ownText, let here, !groups.contains(here) { groups.append(here) }
            for case .element(let child) in e.children { walk(child, here) }
        }
        walk(self, nil)
        guard let first = groups.first else { throw TestError.notFound("a row, section or group containing the text \"\(text)\"") }
        guard groups.count == 1 else { throw TestError.ambiguous("groups containing the text \"\(text)\"", count: groups.count) }
        return first
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

    func uniqueID(_ what: String, _ match: (Element) -> Bool) throws -> String {
        var hits = allElements().filter(match)
        guard let first = hits.first else { throw TestError.notFound(what) }
        // A ViewThatFits holds every candidate; the ones not shown (`vtf-off`) hold the same
        // controls again. The shown one is what a user finds (the first, until a browser measured).
        if hits.count > 1 {
            let hidden = Set(notShownCandidates().flatMap { $0.allElements().map(\.id) })
            hits.removeAll { hidden.contains($0.id) }
        }
        guard hits.count <= 1 else { throw TestError.ambiguous(what, count: hits.count) }
        return hits.first?.id ?? first.id
    }

    /// The candidates of every `ViewThatFits` that are not shown.
    private func notShownCandidates() -> [Element] {
        allElements().filter { e in e[attribute: "class"]?.split(separator: " ").contains("vtf-off") == true }
    }
}

/// What a test looks for on a page, by what a user perceives: a control's
/// label or text, an accessibility identifier, or any text.
public struct PageQuery: CustomStringConvertible, Sendable {
    public let description: String
    let matches: @Sendable (Element) -> Bool

    public init(_ description: String, matching: @escaping @Sendable (Element) -> Bool) {
        self.description = description
        self.matches = matching
    }

    static func trimmedText(_ e: Element) -> String { e.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// A text field or secure field by its label (title or `.accessibilityLabel`) or placeholder.
    public static func textField(_ label: String) -> PageQuery {
        PageQuery("text field \"\(label)\"") { e in
            (e.tag == "input" || e.tag == "textarea") && (e[attribute: "aria-label"] == label || e[attribute: "placeholder"] == label)
        }
    }

    /// A button by its visible text (trimmed), its accessible label, or the name a
    /// screen reader computes from its content (`accessibleName`).
    public static func button(_ title: String) -> PageQuery {
        PageQuery("button \"\(title)\"") { e in
            e.tag == "button" && (trimmedText(e) == title || e[attribute: "aria-label"] == title || accessibleName(e) == title)
        }
    }

    /// A link by its visible text (trimmed), its accessible label, or the name from its content.
    public static func link(_ title: String) -> PageQuery {
        PageQuery("link \"\(title)\"") { e in
            e.tag == "a" && (trimmedText(e) == title || e[attribute: "aria-label"] == title || accessibleName(e) == title)
        }
    }

    /// The name a browser gives a button or link from its content, roughly as
    /// the accessible-name rules say: its `aria-label`, else its descendants'
    /// text, where a descendant with an `aria-label` (an icon labelled with
    /// `.accessibilityLabel`) counts as that label, an image as its `alt`, and
    /// `aria-hidden` content not at all. A button holding only a labelled
    /// symbol is named by the symbol's label, as VoiceOver reads it.
    static func accessibleName(_ e: Element) -> String {
        if let label = e[attribute: "aria-label"] { return label }
        var parts: [String] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text(let s): parts.append(s)
                case .element(let child):
                    if child[attribute: "aria-hidden"] == "true" { continue }
                    if let label = child[attribute: "aria-label"] {
                        parts.append(" \(label) ")
                    } else if child.tag == "img" {
                        parts.append(" \(child[attribute: "alt"] ?? "") ")
                    } else {
                        walk(child.children)
                    }
                }
            }
        }
        walk(e.children)
        return parts.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Any element by `.accessibilityIdentifier(_:)`.
    public static func identifier(_ id: String) -> PageQuery {
        PageQuery("element with accessibility identifier \"\(id)\"") { e in e[attribute: "data-testid"] == id }
    }

    /// Any element by `.accessibilityLabel(_:)`.
    public static func label(_ label: String) -> PageQuery {
        PageQuery("element labelled \"\(label)\"") { e in
            // Plain text reads its label from a visually hidden span (Accessibility/AccessibilityRendering.swift).
            e[attribute: "aria-label"] == label
                || e.children.contains { $0.element.map { $0.id == e.id + ".ax" && $0.textContent == label } ?? false }
        }
    }

    /// Elements that group others for `within(text:)`: rows, sections, forms, dialogs, identified views.
    static func isGroup(_ e: Element) -> Bool {
        switch e.tag {
        case "li", "tr", "section", "fieldset", "form", "dialog", "article": return true
        default:
            if e[attribute: "data-testid"] != nil { return true }
            switch e[attribute: "role"] {
            case "row", "listitem", "group", "dialog", "alertdialog": return true
            default: return false
            }
        }
    }
}

// MARK: Images and text runs (Text area)

extension PageQuery {
    /// An image a screen reader announces, by its label: `<img alt>` or `role=img` with `aria-label`.
    public static func image(_ label: String) -> PageQuery {
        PageQuery(
            "image \"\(label)\"",
            matching: { e in
                (e.tag == "img" && e[attribute: "alt"] == label) || (e[attribute: "role"] == "img" && e[attribute: "aria-label"] == label)
            })
    }

    /// The element whose own text (not its descendants') is exactly `text`: a `Text` or one styled run of it.
    public static func text(_ text: String) -> PageQuery {
        PageQuery(
            "text \"\(text)\"",
            matching: { e in
                e.children.contains { if case .text(let t) = $0 { return t == text } else { return false } }
            })
    }
}

extension TestScope {
    /// An image by its accessible label.
    public func image(_ label: String) throws -> TestElement { try find(.image(label)) }

    /// The element showing exactly `text` as its own text.
    public func text(_ text: String) throws -> TestElement { try find(.text(text)) }
}

extension TestSession {
    public func image(_ label: String) throws -> TestElement { try scope.image(label) }
    public func text(_ text: String) throws -> TestElement { try scope.text(text) }
}

extension TestElement {
    /// The element's tag (`span`, `h1`, `img`, `svg`, …).
    public var tag: String? { element?.tag }
    /// The element as HTML, children included.
    public var html: String { element.map { HTMLRenderer.html($0) } ?? "" }
    /// One declaration of its `style` attribute (`style("color")`).
    public func style(_ property: String) -> String? {
        guard let style = attribute("style") else { return nil }
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0] == property { return String(parts[1]) }
        }
        return nil
    }
}

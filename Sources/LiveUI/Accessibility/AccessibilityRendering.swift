import Foundation
import LiveHTML

/// How SwiftUI's accessibility attributes land on an element: the ARIA rules
/// the modifiers share (which elements may carry a name, which roles take
/// `aria-selected` or `aria-valuetext`, how a plain text gets a label).
@MainActor
enum AccessibilityRendering {
    /// Elements whose tag gives them a role that may be named with `aria-label`.
    static let nameableTags: Set<String> = [
        "button", "a", "input", "select", "textarea", "img", "svg", "dialog", "section", "nav", "main", "ul", "ol",
        "li", "h1", "h2", "h3", "h4", "h5", "h6", "fieldset", "form", "table", "progress", "meter", "article", "aside",
    ]

    /// Roles that take `aria-selected`; other elements say "selected" with `aria-current`.
    static let selectableRoles: Set<String> = ["option", "tab", "row", "gridcell", "columnheader", "rowheader", "treeitem"]

    /// Roles (and the range input) whose value is `aria-valuetext`.
    static let rangeRoles: Set<String> = ["slider", "progressbar", "spinbutton", "meter", "scrollbar"]

    static let focusableTags: Set<String> = ["button", "a", "input", "select", "textarea"]

    /// Whether `aria-label` names this element: ARIA prohibits names on
    /// generic elements (`div`, `span` without a role), and screen readers
    /// ignore them there.
    static func takesName(_ e: Element) -> Bool {
        if let role = e[attribute: "role"], role != "none", role != "presentation", role != "generic" { return true }
        return nameableTags.contains(e.tag)
    }

    /// The id of the one control or range inside a generic box, if there is exactly one.
    static func soleControl(in e: Element) -> String? {
        var found: [String] = []
        func visit(_ n: Element) {
            for case .element(let c) in n.children {
                if focusableTags.contains(c.tag) || isRange(c) { found.append(c.id) } else { visit(c) }
            }
        }
        visit(e)
        return found.count == 1 ? found[0] : nil
    }

    /// The range (slider, progress bar) the element is, or the one inside its box.
    static func rangeID(in e: Element) -> String? {
        if isRange(e) { return e.id }
        guard let id = soleControl(in: e), let c = e.find(id: id), isRange(c) else { return nil }
        return id
    }

    static func isRange(_ e: Element) -> Bool {
        if let role = e[attribute: "role"], rangeRoles.contains(role) { return true }
        return e.tag == "progress" || e.tag == "meter" || (e.tag == "input" && e[attribute: "type"] == "range")
    }

    /// Whether the element or something inside it takes the keyboard focus.
    static func hasFocusable(_ e: Element) -> Bool {
        if focusableTags.contains(e.tag) || (e[attribute: "tabindex"].map { $0 != "-1" } ?? false) { return true }
        for case .element(let child) in e.children where hasFocusable(child) { return true }
        return false
    }

    /// Names the element `label` as VoiceOver would read it. Elements that
    /// take a name get `aria-label`; a group of controls becomes a named
    /// `role=group`; plain text (a `Text`, a stack of them) shows what it
    /// showed to the eye only (`aria-hidden`) and reads `label` from a
    /// visually hidden span instead, which every screen reader honours.
    static func setLabel(_ e: inout Element, _ label: String) {
        if !takesName(e), let control = soleControl(in: e) {
            // A control's own box (a slider with value labels, a progress view): the control is what is read.
            e.update(id: control) { $0[attribute: "aria-label"] = label; $0[attribute: "aria-labelledby"] = nil }
        } else if takesName(e) {
            e[attribute: "aria-label"] = label
        } else if hasFocusable(e) {
            e[attribute: "role"] = "group"
            e[attribute: "aria-label"] = label
        } else {
            hideChildren(&e)
            let id = e.id + ".ax"
            let span = Element("span", id: id, attributes: [Attribute("class", "vh")], children: [.text(label)])
            if let i = e.children.firstIndex(where: { $0.element?.id == id }) {
                e.children[i] = .element(span)
            } else {
                e.children.append(.element(span))
            }
        }
    }

    /// The label `setLabel` gave the element, wherever it put it.
    static func label(of e: Element) -> String? {
        if let label = e[attribute: "aria-label"] { return label }
        for case .element(let child) in e.children where child.id == e.id + ".ax" { return child.textContent }
        return nil
    }

    /// Hides what the element shows from assistive technology, keeping it on
    /// screen: element children get `aria-hidden`, bare text is wrapped in a
    /// span that has it (ids derived from the element's, so unique).
    static func hideChildren(_ e: inout Element) {
        var index = 0
        for i in e.children.indices {
            switch e.children[i] {
            case .text(let t):
                e.children[i] = .element(
                    Element("span", id: e.id + ".h" + String(index), attributes: [Attribute("aria-hidden", "true")], children: [.text(t)]))
                index += 1
            case .element(var child):
                if child.id == e.id + ".ax" || child.id == e.id + ".ad" { continue }
                child[attribute: "aria-hidden"] = "true"
                e.children[i] = .element(child)
            }
        }
    }

    /// The text a screen reader would read inside `e`, for `.combine`: the
    /// labels of its parts joined with commas, as VoiceOver joins them.
    static func combinedLabel(_ e: Element) -> String {
        var parts: [String] = []
        func visit(_ n: Element) {
            if n[attribute: "aria-hidden"] == "true" { return }
            if let label = n[attribute: "aria-label"] ?? (n.tag == "img" ? n[attribute: "alt"] : nil) {
                if !label.isEmpty { parts.append(label) }
                return
            }
            var text = ""
            for child in n.children {
                switch child {
                case .text(let t): text += t
                case .element(let c):
                    if !text.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(text.trimmingCharacters(in: .whitespaces)) }
                    text = ""
                    visit(c)
                }
            }
            if !text.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(text.trimmingCharacters(in: .whitespaces)) }
        }
        visit(e)
        return parts.joined(separator: ", ")
    }

    /// The description holds the value first, then the hint (VoiceOver's
    /// order), whichever modifier runs first: `aria-description` on elements
    /// with a role; plain text (whose description no screen reader reads)
    /// reads it from a visually hidden span after what it shows.
    static func describe(_ e: inout Element, prefix: String? = nil, suffix: String? = nil) {
        let id = e.id + ".ad"
        let spanIndex = e.children.firstIndex { $0.element?.id == id }
        var parts: [String] = []
        if let prefix, !prefix.isEmpty { parts.append(prefix) }
        if let existing = description(of: e), !existing.isEmpty { parts.append(existing) }
        if let suffix, !suffix.isEmpty { parts.append(suffix) }
        let text = parts.joined(separator: ". ")
        if takesName(e) {
            e[attribute: "aria-description"] = text.isEmpty ? nil : text
            if let spanIndex { e.children.remove(at: spanIndex) }
            return
        }
        let span = Element("span", id: id, attributes: [Attribute("class", "vh")], children: [.text(text)])
        if let spanIndex { e.children[spanIndex] = .element(span) } else { e.children.append(.element(span)) }
    }

    /// An element that now takes a name (it became a group) carries the
    /// label and description its hidden spans held as attributes instead.
    static func promoteHiddenTexts(_ e: inout Element) {
        guard takesName(e) else { return }
        let id = e.id
        for suffix in [".ax", ".ad"] {
            guard let i = e.children.firstIndex(where: { $0.element?.id == id + suffix }) else { continue }
            let text = e.children[i].textContent
            e.children.remove(at: i)
            e[attribute: suffix == ".ax" ? "aria-label" : "aria-description"] = text
        }
    }

    /// The description `describe` gave the element, wherever it put it.
    static func description(of e: Element) -> String? {
        if let d = e[attribute: "aria-description"] { return d }
        for case .element(let child) in e.children where child.id == e.id + ".ad" { return child.textContent }
        return nil
    }
}

/// An accessibility modifier applied to the view's element (merged into its
/// single element, or a box around several).
struct AccessibilityChange: PrimitiveModifier {
    let canMerge: @MainActor (Element) -> Bool
    let change: @MainActor (inout Element) -> Void

    init(canMerge: @escaping @MainActor (Element) -> Bool = { _ in true }, _ change: @escaping @MainActor (inout Element) -> Void) {
        self.canMerge = canMerge
        self.change = change
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        Layout.modify(content(path.modified, env), path, env, canMerge: canMerge, change)
    }
}

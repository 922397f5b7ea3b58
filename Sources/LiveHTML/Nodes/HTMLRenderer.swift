/// Serialises nodes to HTML. Deterministic: attributes in insertion order, `id` first.
public enum HTMLRenderer {
    public static func html(_ node: Node) -> String {
        var out = ""
        render(node, into: &out)
        return out
    }

    public static func html(_ element: Element) -> String {
        var out = ""
        render(element, into: &out)
        return out
    }

    public static func render(_ node: Node, into out: inout String) {
        switch node {
        case .text(let s): HTMLEscaper.escape(s, into: &out)
        case .element(let e): render(e, into: &out)
        }
    }

    public static func render(_ e: Element, into out: inout String) {
        out += "<"
        out += e.tag
        out += " id=\""
        HTMLEscaper.escape(e.id, into: &out)
        out += "\""
        let isTextArea = e.tag == "textarea"
        for a in e.attributes {
            if isTextArea && a.name == "value" { continue }
            out += " "
            out += a.name
            out += "=\""
            HTMLEscaper.escape(a.value, into: &out)
            out += "\""
        }
        out += ">"
        if e.isVoid { return }
        if isTextArea {
            renderTextAreaValue(e, into: &out)
            return
        }
        for child in e.children { render(child, into: &out) }
        out += "</"
        out += e.tag
        out += ">"
    }

    /// A `<textarea>` has no value attribute in HTML: its text is its content.
    /// The tree keeps it as `value` (so it diffs to `setValue`, like an input);
    /// here it becomes the content. A parser drops one newline right after
    /// the start tag, so a value starting with one gets an extra.
    private static func renderTextAreaValue(_ e: Element, into out: inout String) {
        let value = e[attribute: "value"] ?? ""
        if value.hasPrefix("\n") { out += "\n" }
        HTMLEscaper.escape(value, into: &out)
        out += "</textarea>"
    }
}

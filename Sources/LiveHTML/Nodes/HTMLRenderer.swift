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
        for a in e.attributes {
            out += " "
            out += a.name
            out += "=\""
            HTMLEscaper.escape(a.value, into: &out)
            out += "\""
        }
        out += ">"
        if e.isVoid { return }
        for child in e.children { render(child, into: &out) }
        out += "</"
        out += e.tag
        out += ">"
    }
}

/// Serialises nodes to HTML. Deterministic: attributes in insertion order, `id` first.
///
/// Written as UTF-8 bytes and made a string once: appending the pieces of a
/// patch's HTML to a `String` one by one cost ≈ 130 instructions per byte
/// (each append checks capacity and grows), the largest part of encoding a
/// login patch (issue #16).
public enum HTMLRenderer {
    public static func html(_ node: Node) -> String {
        var out: [UInt8] = []
        write(node, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    public static func html(_ element: Element) -> String {
        var out: [UInt8] = []
        write(element, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    public static func render(_ node: Node, into out: inout String) { out += html(node) }

    public static func render(_ e: Element, into out: inout String) { out += html(e) }

    public static func write(_ node: Node, into out: inout [UInt8]) {
        switch node {
        case .text(let s): HTMLEscaper.escape(s, into: &out)
        case .element(let e): write(e, into: &out)
        }
    }

    public static func write(_ e: Element, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: e.tag.utf8)
        literal(" id=\"", &out)
        HTMLEscaper.escape(e.id, into: &out)
        out.append(UInt8(ascii: "\""))
        let isTextArea = e.tag == "textarea"
        for a in e.attributes {
            if isTextArea && a.name == "value" { continue }
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: a.name.utf8)
            literal("=\"", &out)
            HTMLEscaper.escape(a.value, into: &out)
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: ">"))
        if e.isVoid { return }
        if isTextArea {
            writeTextAreaValue(e, into: &out)
            return
        }
        for child in e.children { write(child, into: &out) }
        literal("</", &out)
        out.append(contentsOf: e.tag.utf8)
        out.append(UInt8(ascii: ">"))
    }

    @inline(__always)
    private static func literal(_ s: StaticString, _ out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// A `<textarea>` has no value attribute in HTML: its text is its content.
    /// The tree keeps it as `value` (so it diffs to `setValue`, like an input);
    /// here it becomes the content. A parser drops one newline right after
    /// the start tag, so a value starting with one gets an extra.
    private static func writeTextAreaValue(_ e: Element, into out: inout [UInt8]) {
        let value = e[attribute: "value"] ?? ""
        if value.hasPrefix("\n") { out.append(UInt8(ascii: "\n")) }
        HTMLEscaper.escape(value, into: &out)
        literal("</textarea>", &out)
    }
}

/// Serialises nodes to HTML. Deterministic: attributes in insertion order, `id` first.
///
/// Written as UTF-8 bytes (`HTMLBytes`) and made a string once: appending the
/// pieces of a patch's HTML to a `String` one by one cost ≈ 130 instructions
/// per byte (each append checks capacity and grows), the largest part of
/// encoding a login patch (issue #16).
public enum HTMLRenderer {
    public static func html(_ node: Node) -> String {
        HTMLBytes.with { out in
            write(node, into: &out)
            return String(decoding: out.buffer, as: UTF8.self)
        }
    }

    public static func html(_ element: Element) -> String {
        HTMLBytes.with { out in
            write(element, into: &out)
            return String(decoding: out.buffer, as: UTF8.self)
        }
    }

    public static func render(_ node: Node, into out: inout String) { out += html(node) }

    public static func render(_ e: Element, into out: inout String) { out += html(e) }

    public static func write(_ node: Node, into out: inout [UInt8]) {
        HTMLBytes.with { bytes in
            write(node, into: &bytes)
            out.append(contentsOf: bytes.buffer)
        }
    }

    public static func write(_ e: Element, into out: inout [UInt8]) {
        HTMLBytes.with { bytes in
            write(e, into: &bytes)
            out.append(contentsOf: bytes.buffer)
        }
    }

    static func write(_ node: Node, into out: inout HTMLBytes) {
        switch node {
        case .text(let s): HTMLEscaper.escape(s, into: &out)
        case .element(let e): write(e, into: &out)
        }
    }

    static func write(_ e: Element, into out: inout HTMLBytes) {
        out.put(UInt8(ascii: "<"))
        out.putUTF8(e.tag)
        out.put(" id=\"")
        HTMLEscaper.escape(e.id, into: &out)
        out.put(UInt8(ascii: "\""))
        let isTextArea = e.tag == "textarea"
        e.attributes.withUnsafeBufferPointer { attributes in
            for a in attributes {
                if isTextArea && a.name == "value" { continue }
                out.put(UInt8(ascii: " "))
                out.putUTF8(a.name)
                out.put("=\"")
                HTMLEscaper.escape(a.value, into: &out)
                out.put(UInt8(ascii: "\""))
            }
        }
        out.put(UInt8(ascii: ">"))
        if e.isVoid { return }
        if isTextArea {
            writeTextAreaValue(e, into: &out)
            return
        }
        e.children.withUnsafeBufferPointer { children in
            for child in children { write(child, into: &out) }
        }
        out.put("</")
        out.putUTF8(e.tag)
        out.put(UInt8(ascii: ">"))
    }

    /// A `<textarea>` has no value attribute in HTML: its text is its content.
    /// The tree keeps it as `value` (so it diffs to `setValue`, like an input);
    /// here it becomes the content. A parser drops one newline right after
    /// the start tag, so a value starting with one gets an extra.
    private static func writeTextAreaValue(_ e: Element, into out: inout HTMLBytes) {
        let value = e[attribute: "value"] ?? ""
        if value.hasPrefix("\n") { out.put(UInt8(ascii: "\n")) }
        HTMLEscaper.escape(value, into: &out)
        out.put("</textarea>")
    }
}

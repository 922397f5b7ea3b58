/// The one HTML escaper. Every string that reaches HTML, as text or as an
/// attribute value, goes through `escape`. Escaping all five characters makes
/// the same function safe in both contexts (quoted attributes and text).
public enum HTMLEscaper {
    public static func escape(_ s: String) -> String {
        var out = ""
        escape(s, into: &out)
        return out
    }

    public static func escape(_ s: String, into out: inout String) {
        // Fast path: most UI strings need no escaping.
        if !s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0 }) {
            out += s
            return
        }
        out.reserveCapacity(out.utf8.count + s.utf8.count + 16)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\u{0}": out += "\u{FFFD}"  // NUL is not allowed in HTML text
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}

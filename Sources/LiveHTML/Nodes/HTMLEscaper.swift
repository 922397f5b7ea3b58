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
        var bytes: [UInt8] = []
        escape(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Escapes into UTF-8 bytes: runs that need nothing are copied whole. The
    /// five characters and NUL are ASCII, and a multi-byte UTF-8 sequence holds
    /// no ASCII byte, so a byte at a time is the same as a scalar at a time.
    public static func escape(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { src in
            var start = 0
            for i in 0..<src.count {
                let byte = src[i]
                // Every byte that needs escaping is at most `>` (0x3E): one comparison for letters.
                guard byte <= 0x3E else { continue }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                case 0: replacement = "\u{FFFD}"  // NUL is not allowed in HTML text
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: src[start..<i]))
                out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: src[start...]))
        }
    }
}

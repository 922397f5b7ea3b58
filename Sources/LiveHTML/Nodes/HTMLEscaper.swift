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

    /// Escapes into UTF-8 bytes: runs that need nothing are copied whole.
    public static func escape(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { src in
            scan(src, plain: { out.append(contentsOf: $0) }, replace: { r in r.withUTF8Buffer { out.append(contentsOf: $0) } })
        }
    }

    /// The same, into the renderer's buffer.
    static func escape(_ s: String, into out: inout HTMLBytes) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { src in
            scan(src, plain: { out.put($0) }, replace: { out.put($0) })
        }
        if done == nil {
            var s = s
            s.withUTF8 { src in scan(src, plain: { out.put($0) }, replace: { out.put($0) }) }
        }
    }

    /// What a byte is written as, or nil for itself. The five characters and
    /// NUL are ASCII, and a multi-byte UTF-8 sequence holds no ASCII byte, so a
    /// byte at a time is the same as a scalar at a time.
    @inline(__always)
    private static func replacement(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        case 0: return "\u{FFFD}"  // NUL is not allowed in HTML text
        default: return nil
        }
    }

    /// Hands `src` to `plain` and `replace` in order: the runs that need
    /// nothing, and what each byte that does becomes. Eight bytes at a time:
    /// ids and styles are full of `.`, digits and `:`, bytes below `>` that the
    /// byte-at-a-time loop had to look at twice (≈ 17k of a login cycle,
    /// callgrind `LiveBench N flow`). `lowestMark` finds a word's first
    /// special byte exactly (`ByteWords.firstZeros`).
    @inline(__always)
    private static func scan(
        _ src: UnsafeBufferPointer<UInt8>, plain: (UnsafeBufferPointer<UInt8>) -> Void, replace: (StaticString) -> Void
    ) {
        guard let base = src.baseAddress else { return }
        var start = 0
        var i = 0
        while i + 8 <= src.count {
            let marks = lowestMark(ByteWords.load(base + i))
            if marks == 0 {
                i += 8
                continue
            }
            i += marks.trailingZeroBitCount >> 3
            if let r = replacement(src[i]) {
                plain(UnsafeBufferPointer(rebasing: src[start..<i]))
                replace(r)
                start = i + 1
            }
            i += 1
        }
        while i < src.count {
            if let r = replacement(src[i]) {
                plain(UnsafeBufferPointer(rebasing: src[start..<i]))
                replace(r)
                start = i + 1
            }
            i += 1
        }
        plain(UnsafeBufferPointer(rebasing: src[start...]))
    }

    /// The high bit of the first byte of `x` that `replacement` changes,
    /// perhaps with others above it; 0 when there is none.
    @inline(__always)
    private static func lowestMark(_ x: UInt64) -> UInt64 {
        @inline(__always) func at(_ byte: UInt8) -> UInt64 { ByteWords.firstZeros(x ^ ByteWords.splat(byte)) }
        let hits = ByteWords.firstZeros(x) | at(UInt8(ascii: "&")) | at(UInt8(ascii: "<")) | at(UInt8(ascii: ">")) | at(UInt8(ascii: "\""))
            | at(UInt8(ascii: "'"))
        return hits & ByteWords.splat(0x80)
    }
}

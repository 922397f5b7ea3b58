/// Low-level JSON output used by the message encoders (no Foundation, no reflection).
public enum JSONWriter {
    /// Writes `s` as a JSON string. Patches carry whole HTML fragments, full
    /// of quotes: one table-driven pass counts what escaping adds, and a
    /// string that needs none (ids, most values) is appended as it is; one
    /// that does is escaped into one allocation of the exact size.
    public static func string<Out: JSONOutput>(_ s: String, into out: inout Out) { out.quoted(s) }

    /// `string` into a `String`.
    static func quote(_ s: String, into out: inout String) {
        var s = s
        let escaped = s.withUTF8 { src -> String? in
            let extra = escapingGrowth(src)
            guard extra > 0 else { return nil }
            return String(unsafeUninitializedCapacity: src.count + extra + 2) { writeQuoted(src, into: $0) }
        }
        if let escaped {
            out += escaped
        } else {
            out += "\""
            out += s
            out += "\""
        }
    }

    /// `string` into bytes, written in place a word at a time
    /// (`JSONWriter+Words.swift`); the `String` output above keeps the
    /// byte-at-a-time loop, and the tests compare the two. The room made first
    /// is every byte doubled, which only a control other than `\n`, `\r`, `\t`
    /// can outgrow (`\u00XX`): for such a string the growth is counted first.
    /// Counting every string cost more than the writing (≈ 19k instructions
    /// of a login cycle, `LiveBench N flow`).
    static func quote(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { src in
            let start = out.count
            out.append(contentsOf: repeatElement(0, count: 2 * src.count + 2))
            let written = out.withUnsafeMutableBufferPointer { dst in
                writeQuotedByWords(src, into: dst.baseAddress! + start, doubledRoom: true)
            }
            if let written {
                out.removeLast(out.count - start - written)
                return
            }
            out.removeLast(out.count - start)
            let size = src.count + escapingGrowthByWords(src) + 2
            out.append(contentsOf: repeatElement(0, count: size))
            let exact = out.withUnsafeMutableBufferPointer { dst in
                writeQuotedByWords(src, into: dst.baseAddress! + start, doubledRoom: false)
            }
            // The count made the room the writer filled through a pointer: a miscount must stop here.
            precondition(exact == size, "JSON escaping wrote \(exact.map(String.init) ?? "nil") bytes into \(size)")
        }
    }

    /// Writes `src` quoted and escaped at the start of `dst` (which has room); returns the bytes written.
    private static func writeQuoted(_ src: UnsafeBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // The table through a pointer: no bounds check per byte (every index is a byte).
        Self.growth.withUnsafeBufferPointer { writeQuoted(src, into: dst, growth: $0) }
    }

    private static func writeQuoted(
        _ src: UnsafeBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>, growth: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var n = 0
        dst[n] = UInt8(ascii: "\"")
        n += 1
        var i = 0
        while i < src.count {
            let byte = src[i]
            let grows = growth[Int(byte)]
            if grows == 0 || (grows == lineSeparatorLead && !isLineSeparator(src, i)) {
                dst[n] = byte
                n += 1
                i += 1
                continue
            }
            dst[n] = UInt8(ascii: "\\")
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): dst[n + 1] = byte
            case UInt8(ascii: "\n"): dst[n + 1] = UInt8(ascii: "n")
            case UInt8(ascii: "\r"): dst[n + 1] = UInt8(ascii: "r")
            case UInt8(ascii: "\t"): dst[n + 1] = UInt8(ascii: "t")
            default:
                // \u00XX for other controls; \u2028/\u2029: legal JSON, but they end lines in some JavaScript parsers.
                let (high, low): (UInt8, UInt8) = byte < 0x20 ? (0, byte) : (0x20, src[i + 2] == 0xA8 ? 0x28 : 0x29)
                if byte >= 0x20 { i += 2 }
                dst[n + 1] = UInt8(ascii: "u")
                dst[n + 2] = hex(high >> 4)
                dst[n + 3] = hex(high & 0xF)
                dst[n + 4] = hex(low >> 4)
                dst[n + 5] = hex(low & 0xF)
                n += 4
            }
            n += 2
            i += 1
        }
        dst[n] = UInt8(ascii: "\"")
        return n + 1
    }

    /// What escaping adds to each byte: 1 for `\"`, `\\`, `\n`, `\r`, `\t`; 5 for
    /// other controls (`\u00XX`); `lineSeparatorLead` for 0xE2, which may start
    /// U+2028/U+2029 (3 bytes that become 6).
    private static let growth: [UInt8] = (0..<256).map { b in
        switch b {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: return 1
        case 0..<0x20: return 5
        case 0xE2: return lineSeparatorLead
        default: return 0
        }
    }
    private static let lineSeparatorLead: UInt8 = 0xFF

    private static func isLineSeparator(_ src: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i + 2 < src.count && src[i + 1] == 0x80 && (src[i + 2] == 0xA8 || src[i + 2] == 0xA9)
    }

    private static func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }

    /// How many bytes escaping adds to `src` (0: it is written as it is).
    private static func escapingGrowth(_ src: UnsafeBufferPointer<UInt8>) -> Int {
        Self.growth.withUnsafeBufferPointer { growth in
            var extra = 0
            for i in src.indices {
                let grows = growth[Int(src[i])]
                if grows != 0 { extra += grows == lineSeparatorLead ? (isLineSeparator(src, i) ? 3 : 0) : Int(grows) }
            }
            return extra
        }
    }

    public static func number<Out: JSONOutput>(_ n: Double, into out: inout Out) {
        if n.isFinite, n.rounded() == n, abs(n) < 1e15 {
            out.raw(String(Int(n)))
        } else if n.isFinite {
            out.raw("\(n)")
        } else {
            out.raw("null")
        }
    }

    public static func int<Out: JSONOutput>(_ n: Int, into out: inout Out) {
        out.raw(String(n))
    }
}

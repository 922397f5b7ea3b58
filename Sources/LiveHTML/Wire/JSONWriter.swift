/// Low-level JSON output used by the message encoders (no Foundation, no reflection).
public enum JSONWriter {
    /// Writes the escaped string in one allocation of the exact size: patches
    /// carry whole HTML fragments, full of quotes, and appending piece by
    /// piece (or scalar by scalar) was a visible share of every login.
    public static func string(_ s: String, into out: inout String) {
        var s = s
        let escaped = s.withUTF8 { src -> String in
            var size = 2
            var i = 0
            while i < src.count {
                size += escapedLength(src, &i)
            }
            return String(unsafeUninitializedCapacity: size) { dst in
                var n = 0
                dst[n] = UInt8(ascii: "\""); n += 1
                var i = 0
                while i < src.count { write(src, &i, into: dst, at: &n) }
                dst[n] = UInt8(ascii: "\""); n += 1
                return n
            }
        }
        out += escaped
    }

    /// The byte at `i` starts U+2028 or U+2029 (E2 80 A8/A9): legal JSON, but
    /// they end lines in some JavaScript parsers, so they are escaped too.
    private static func isLineSeparator(_ src: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        src[i] == 0xE2 && i + 2 < src.count && src[i + 1] == 0x80 && (src[i + 2] == 0xA8 || src[i + 2] == 0xA9)
    }

    /// Output bytes for the input at `i`, advancing past it.
    private static func escapedLength(_ src: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Int {
        let byte = src[i]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
            i += 1
            return 2
        case 0..<0x20:
            i += 1
            return 6
        default:
            if isLineSeparator(src, i) {
                i += 3
                return 6
            }
            i += 1
            return 1
        }
    }

    private static func write(_ src: UnsafeBufferPointer<UInt8>, _ i: inout Int, into dst: UnsafeMutableBufferPointer<UInt8>,
                              at n: inout Int) {
        let byte = src[i]
        i += 1
        var second: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): second = byte
        case UInt8(ascii: "\n"): second = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): second = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): second = UInt8(ascii: "t")
        case 0..<0x20:
            writeUnicodeEscape(0x00, byte, into: dst, at: &n)
            return
        default:
            if isLineSeparator(src, i - 1) {
                writeUnicodeEscape(0x20, src[i + 1] == 0xA8 ? 0x28 : 0x29, into: dst, at: &n)
                i += 2
            } else {
                dst[n] = byte
                n += 1
            }
            return
        }
        dst[n] = UInt8(ascii: "\\")
        dst[n + 1] = second
        n += 2
    }

    /// `\uHHLL`.
    private static func writeUnicodeEscape(_ high: UInt8, _ low: UInt8, into dst: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
        func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }
        dst[n] = UInt8(ascii: "\\")
        dst[n + 1] = UInt8(ascii: "u")
        dst[n + 2] = hex(high >> 4)
        dst[n + 3] = hex(high & 0xF)
        dst[n + 4] = hex(low >> 4)
        dst[n + 5] = hex(low & 0xF)
        n += 6
    }

    public static func number(_ n: Double, into out: inout String) {
        if n.isFinite, n.rounded() == n, abs(n) < 1e15 {
            out += String(Int(n))
        } else if n.isFinite {
            out += "\(n)"
        } else {
            out += "null"
        }
    }

    public static func int(_ n: Int, into out: inout String) {
        out += String(n)
    }
}

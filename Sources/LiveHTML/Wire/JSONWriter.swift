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
            while i < src.count { size += piece(src, &i).length }
            return String(unsafeUninitializedCapacity: size) { dst in
                var n = 0
                dst[n] = UInt8(ascii: "\"")
                n += 1
                var i = 0
                while i < src.count { piece(src, &i).write(into: dst, at: &n) }
                dst[n] = UInt8(ascii: "\"")
                n += 1
                return n
            }
        }
        out += escaped
    }

    /// What one input character becomes.
    private enum Piece {
        case byte(UInt8)
        /// A backslash and this byte: `\"`, `\\`, `\n`, `\r`, `\t`.
        case escaped(UInt8)
        /// `\uHHLL`.
        case unicode(UInt8, UInt8)

        var length: Int {
            switch self {
            case .byte: return 1
            case .escaped: return 2
            case .unicode: return 6
            }
        }

        func write(into dst: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
            func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }
            switch self {
            case .byte(let b):
                dst[n] = b
            case .escaped(let b):
                dst[n] = UInt8(ascii: "\\")
                dst[n + 1] = b
            case .unicode(let high, let low):
                dst[n] = UInt8(ascii: "\\")
                dst[n + 1] = UInt8(ascii: "u")
                dst[n + 2] = hex(high >> 4)
                dst[n + 3] = hex(high & 0xF)
                dst[n + 4] = hex(low >> 4)
                dst[n + 5] = hex(low & 0xF)
            }
            n += length
        }
    }

    /// The piece for the input at `i`, advancing past it.
    private static func piece(_ src: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Piece {
        let byte = src[i]
        i += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): return .escaped(byte)
        case UInt8(ascii: "\n"): return .escaped(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): return .escaped(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): return .escaped(UInt8(ascii: "t"))
        case 0..<0x20: return .unicode(0, byte)
        case 0xE2 where i + 1 < src.count && src[i] == 0x80 && (src[i + 1] == 0xA8 || src[i + 1] == 0xA9):
            // U+2028/2029: legal JSON, but they end lines in some JavaScript parsers.
            i += 2
            return .unicode(0x20, src[i - 1] == 0xA8 ? 0x28 : 0x29)
        default: return .byte(byte)
        }
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

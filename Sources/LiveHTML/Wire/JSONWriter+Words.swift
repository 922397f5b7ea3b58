/// The server's JSON strings, escaped eight bytes at a time.
///
/// A patch's HTML is full of attribute quotes (one in about twelve bytes of
/// the login page), and the byte-at-a-time table loop cost ≈ 13 instructions
/// a byte over its two passes (≈ 43k of a login cycle's 1,278k, callgrind
/// `LiveBench N flow`). Here both passes read a word at a time: a word holding
/// no byte to escape is counted, or copied, whole; otherwise the first such
/// byte is found from the word's bits. The one JSON string escaper: both
/// outputs (`String`, bytes) write through it, and `JSONWriterTests` and the
/// `escaper` fuzz target check it against a character-by-character reference.
extension JSONWriter {
    /// The bytes of a little-endian word that escaping may change: `"` and `\`
    /// (`quoteOrSlash`), controls below 0x20 (`control`), and 0xE2 (`lead`,
    /// which may start U+2028/U+2029), each as its high bit, exactly.
    @inline(__always)
    static func marks(_ x: UInt64) -> (quoteOrSlash: UInt64, control: UInt64, lead: UInt64) {
        (
            ByteWords.zeros(x ^ ByteWords.splat(0x22)) | ByteWords.zeros(x ^ ByteWords.splat(0x5C)),
            ByteWords.zeros(x & ByteWords.splat(0xE0)),
            ByteWords.zeros(x ^ ByteWords.splat(0xE2))
        )
    }

    /// The same bytes, all together, exact only up to the first one
    /// (`ByteWords.firstZeros`): the writer only looks for the lowest.
    @inline(__always)
    static func lowestMark(_ x: UInt64) -> UInt64 {
        let hits =
            ByteWords.firstZeros(x ^ ByteWords.splat(0x22)) | ByteWords.firstZeros(x ^ ByteWords.splat(0x5C))
            | ByteWords.firstZeros(x ^ ByteWords.splat(0xE2)) | ByteWords.firstBelow(x, 0x20)
        return hits & ByteWords.splat(0x80)
    }

    /// What escaping adds to `src`, counted a word at a time: 1 for `\"`,
    /// `\\`, `\n`, `\r`, `\t`; 5 for other controls (`\u00XX`); 3 for U+2028/U+2029.
    static func escapingGrowthByWords(_ src: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = src.baseAddress else { return 0 }
        var extra = 0
        var i = 0
        while i + 8 <= src.count {
            let m = marks(ByteWords.load(base + i))
            extra += m.quoteOrSlash.nonzeroBitCount
            var rare = m.control | m.lead
            while rare != 0 {
                extra += growth(src, i + rare.trailingZeroBitCount >> 3)
                rare &= rare &- 1
            }
            i += 8
        }
        while i < src.count {
            extra += growth(src, i)
            i += 1
        }
        return extra
    }

    /// What escaping adds to the byte at `i` (for 0xE2, to the sequence it starts).
    @inline(__always)
    private static func growth(_ src: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        switch src[i] {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: return 1
        case 0..<0x20: return 5
        case 0xE2: return isLineSeparatorByte(src, i) ? 3 : 0
        default: return 0
        }
    }

    @inline(__always)
    private static func isLineSeparatorByte(_ src: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i + 2 < src.count && src[i + 1] == 0x80 && (src[i + 2] == 0xA8 || src[i + 2] == 0xA9)
    }

    /// Writes `src` quoted and escaped at `dst`; returns the bytes written.
    /// `dst` has room for the result, or (`doubledRoom`) for `src` doubled and
    /// its quotes: then a control that needs `\u00XX` stops the writing, and
    /// the result is nil. A word is stored whole and the count then moves on
    /// by the bytes that were plain: the store stays inside the result, as the
    /// 8 or more bytes left of `src` write at least 8 more and the closing
    /// quote follows them.
    static func writeQuotedByWords(_ src: UnsafeBufferPointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, doubledRoom: Bool) -> Int? {
        dst[0] = UInt8(ascii: "\"")
        var n = 1
        var i = 0
        if let base = src.baseAddress {
            while i + 8 <= src.count {
                let raw = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let any = lowestMark(UInt64(littleEndian: raw))
                UnsafeMutableRawPointer(dst + n).storeBytes(of: raw, as: UInt64.self)
                if any == 0 {
                    i += 8
                    n += 8
                    continue
                }
                let plain = any.trailingZeroBitCount >> 3
                i += plain
                n += plain
                if doubledRoom, needsUnicodeEscape(src[i]) { return nil }
                n += writeEscaped(src, &i, dst + n)
            }
            while i < src.count {
                if doubledRoom, needsUnicodeEscape(src[i]) { return nil }
                n += writeEscaped(src, &i, dst + n)
            }
        }
        dst[n] = UInt8(ascii: "\"")
        return n + 1
    }

    /// A control written as `\u00XX`: 6 bytes for 1.
    @inline(__always)
    private static func needsUnicodeEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\t")
    }

    /// Writes the byte at `i` as escaped (or as it is), moves `i` past what it
    /// consumed, and returns the bytes written.
    @inline(__always)
    private static func writeEscaped(_ src: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ dst: UnsafeMutablePointer<UInt8>) -> Int {
        let byte = src[i]
        i += 1
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): short = byte
        case UInt8(ascii: "\n"): short = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): short = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): short = UInt8(ascii: "t")
        case 0..<0x20: return writeUnicodeEscape(0, byte, dst)
        case 0xE2 where isLineSeparatorByte(src, i - 1):
            // \u2028/\u2029: legal JSON, but they end lines in some JavaScript parsers.
            let low: UInt8 = src[i + 1] == 0xA8 ? 0x28 : 0x29
            i += 2
            return writeUnicodeEscape(0x20, low, dst)
        default:
            dst[0] = byte
            return 1
        }
        dst[0] = UInt8(ascii: "\\")
        dst[1] = short
        return 2
    }

    @inline(__always)
    private static func writeUnicodeEscape(_ high: UInt8, _ low: UInt8, _ dst: UnsafeMutablePointer<UInt8>) -> Int {
        dst[0] = UInt8(ascii: "\\")
        dst[1] = UInt8(ascii: "u")
        dst[2] = hexDigit(high >> 4)
        dst[3] = hexDigit(high & 0xF)
        dst[4] = hexDigit(low >> 4)
        dst[5] = hexDigit(low & 0xF)
        return 6
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}

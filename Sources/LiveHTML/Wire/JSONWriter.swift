/// Low-level JSON output used by the message encoders (no Foundation, no reflection).
public enum JSONWriter {
    /// Writes `s` as a JSON string, escaped eight bytes at a time
    /// (`JSONWriter+Words.swift`): patches carry whole HTML fragments, full of
    /// quotes.
    public static func string<Out: JSONOutput>(_ s: String, into out: inout Out) { out.quoted(s) }

    /// `string` into a `String` (tests, Swift clients, the fixtures): the same
    /// writer as the bytes, into a string of its own.
    static func quote(_ s: String, into out: inout String) {
        var s = s
        out += s.withUTF8 { src in
            let doubled = String(unsafeUninitializedCapacity: 2 * src.count + 2) { buffer in
                writeQuotedByWords(src, into: buffer.baseAddress!, doubledRoom: true) ?? 0
            }
            if !doubled.isEmpty { return doubled }
            let size = src.count + escapingGrowthByWords(src) + 2
            return String(unsafeUninitializedCapacity: size) { buffer in
                let exact = writeQuotedByWords(src, into: buffer.baseAddress!, doubledRoom: false)
                precondition(exact == size, "JSON escaping wrote \(exact.map(String.init) ?? "nil") bytes into \(size)")
                return size
            }
        }
    }

    /// `string` into bytes, written in place. The room made first is every
    /// byte doubled, which only a control other than `\n`, `\r`, `\t` can
    /// outgrow (`\u00XX`): for such a string the growth is counted first.
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

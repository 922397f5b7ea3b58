/// A strict, bounded JSON parser (RFC 8259) for client messages.
///
/// Our own rather than Foundation's so the limits are ours: nesting depth,
/// and NUL characters rejected inside strings (they truncate in C and hide
/// text in HTML).
public struct JSONParser {
    public static let maxDepth = 32

    private let bytes: [UInt8]
    private var i = 0

    public static func parse(_ text: String) throws(ProtocolError) -> JSONValue {
        var p = JSONParser(bytes: Array(text.utf8))
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == p.bytes.count else { throw .malformedJSON("trailing characters at offset \(p.i)") }
        return v
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private func fail(_ what: String) -> ProtocolError {
        i >= bytes.count ? .malformedJSON("unexpected end of input") : .malformedJSON("\(what) at offset \(i)")
    }

    private mutating func value(depth: Int) throws(ProtocolError) -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw .malformedJSON("nesting deeper than \(JSONParser.maxDepth)") }
        guard i < bytes.count else { throw fail("value expected") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(ProtocolError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count else { throw fail("bad literal") }
        for k in 0..<w.count where bytes[i + k] != w[k] { throw fail("bad literal") }
        i += w.count
    }

    private mutating func object(depth: Int) throws(ProtocolError) -> JSONValue {
        i += 1
        var members: [(String, JSONValue)] = []
        // An event has 4–6 members: one allocation instead of growing 1, 2, 4, 8 (≈ 1.5k instructions an event).
        members.reserveCapacity(8)
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("object key expected") }
            let key = try string()
            if members.contains(where: { $0.0 == key }) { throw .malformedJSON("duplicate key \"\(key.prefix(32))\"") }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("':' expected") }
            i += 1
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw fail("'}' expected") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(members)
            }
            throw fail("',' or '}' expected")
        }
    }

    private mutating func array(depth: Int) throws(ProtocolError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw fail("']' expected") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            throw fail("',' or ']' expected")
        }
    }

    private mutating func hex4() throws(ProtocolError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("bad \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw fail("bad \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private mutating func string() throws(ProtocolError) -> String {
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            let s = String(decoding: bytes[start..<i], as: UTF8.self)
            i += 1
            return s
        }
        var out = [UInt8](bytes[start..<i])
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                break
            }
            if c < 0x20 { throw fail("control character in string") }
            if c != UInt8(ascii: "\\") {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { throw fail("bad escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 6 <= bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("lone surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("lone surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("lone surrogate")
                }
                if scalar == 0 { throw .malformedJSON("NUL character in string") }
                guard let u = Unicode.Scalar(scalar) else { throw fail("bad scalar") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                throw fail("bad escape")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func number() throws(ProtocolError) -> Double {
        let start = i
        let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < bytes.count, (0x30...0x39).contains(bytes[i]) else { throw fail("value expected") }
        let digits = i
        if bytes[i] == 0x30 { i += 1 } else { while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 } }
        // An integer of up to 15 digits (an event's `seq`, a viewport's size) is exact as a
        // Double: summed here rather than through a String and `strtod` (≈ 1.2k instructions).
        if i - digits <= 15, i == bytes.count || (bytes[i] != UInt8(ascii: ".") && bytes[i] | 0x20 != UInt8(ascii: "e")) {
            var n = 0
            for k in digits..<i { n = n &* 10 &+ Int(bytes[k] &- 0x30) }
            let d = Double(n)
            return negative ? -d : d
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, (0x30...0x39).contains(bytes[i]) else { throw fail("digit expected") }
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, (0x30...0x39).contains(bytes[i]) else { throw fail("digit expected") }
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
        }
        guard let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)), d.isFinite else { throw fail("bad number") }
        return d
    }
}

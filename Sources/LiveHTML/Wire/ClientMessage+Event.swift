// The common event read without the general parser (issue #16, the
// keystroke's path). The client writes every event in one shape:
//
//     {"t":"event","seq":12,"kind":"input","id":"r.0.1","value":"alic"}
//
// The general path (`decodeInFull`) parses the whole message into a
// `JSONValue` tree first (the message's bytes copied to an array, a member
// array, a string per key and value) and then looks each field up by name:
// 8.2k instructions of a keystroke's 43.5k in-process. Read in place here,
// the same message costs 1.9k (callgrind, `LiveBench N served only`: the
// totals of 3,000 and 1,000 keystrokes, their difference ÷ 2,000): the kind
// matched on its bytes, the id and value the only strings made.
//
// Only that exact shape is read here, and only what needs no other check:
// strings without escapes or control characters and within
// `maxStringLength` UTF-8 bytes, a sequence number of plain digits, a kind that carries
// nothing more (not `drag`, `press`, `window` or `key`). Anything else (spaces,
// another order, an escape, an extra member, a leading zero) returns nil and
// goes to the general parser, which accepts or refuses it with its own
// errors: this path never refuses a message, and reads nothing the general
// parser would read differently (`ClientEventShapeTests` checks both on the
// protocol fixtures and on variations of them).

extension ClientMessage {
    /// The event in `text` when it has the client's own shape, else nil (the caller parses it in full).
    static func canonicalEvent(_ text: String) -> ClientEvent? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = CanonicalEventReader(bytes: bytes)
            return reader.read()
        }
    }
}

private struct CanonicalEventReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    mutating func read() -> ClientEvent? {
        guard literal("{\"t\":\"event\",\"seq\":"), let seq = sequenceNumber(),
            literal(",\"kind\":\""), let kind = plainKind(),
            literal(",\"id\":\""), let id = plainString()
        else { return nil }
        var value: String?
        if literal(",\"value\":\"") {
            guard let v = plainString() else { return nil }
            value = v
        }
        guard literal("}"), i == bytes.count else { return nil }
        if kind == .input || kind == .change, value == nil { return nil }
        return ClientEvent(seq: seq, kind: kind, target: id, value: value)
    }

    /// The kinds read here, by their names' bytes and the closing quote: not
    /// `drag`, `press`, `window` or `key`, which carry more to check (`ClientMessage.decode`).
    private static let kinds: [(StaticString, EventKind)] = [
        ("input\"", .input), ("click\"", .click), ("change\"", .change), ("submit\"", .submit), ("focus\"", .focus),
        ("blur\"", .blur), ("dismiss\"", .dismiss),
    ]

    /// The kind's name and its closing quote (consumed), without making a string of it.
    private mutating func plainKind() -> EventKind? {
        for (name, kind) in Self.kinds where literal(name) { return kind }
        return nil
    }

    /// Consumes `s` when the bytes at `i` are exactly it.
    @inline(__always)
    private mutating func literal(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard bytes.count - i >= n else { return false }
        let p = s.utf8Start
        for k in 0..<n where bytes[i + k] != p[k] { return false }
        i += n
        return true
    }

    /// 1 to 15 digits, no leading zero (JSON has none; fifteen digits stay exact
    /// in the Double the general parser reads); the sequence number is ≥ 1.
    private mutating func sequenceNumber() -> Int? {
        let start = i
        var n = 0
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), i - start < 15 {
            n = n * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            i += 1
        }
        // A sixteenth digit, a fraction or an exponent is left where it is: the
        // `,"kind":"` expected next does not match it, and the message goes to the general parser.
        guard i > start, bytes[start] != UInt8(ascii: "0") else { return nil }
        return n
    }

    /// The string's bytes up to its closing quote (consumed), if none is an
    /// escape or a control character and there are at most `maxStringLength`
    /// of them (UTF-8 bytes, as `ClientMessage.string` counts).
    private mutating func plainString() -> String? {
        let start = i
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                guard i - start <= ClientMessage.maxStringLength else { return nil }
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { return nil }
            i += 1
        }
        return nil
    }
}

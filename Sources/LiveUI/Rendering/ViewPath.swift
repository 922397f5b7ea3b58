import LiveHTML

/// A view's structural identity: its position in the tree plus explicit ids.
/// Also the DOM id of the element it renders, so it stays short and CSS-safe.
@usableFromInline struct ViewPath: Hashable, Sendable {
    let raw: String

    static let root = ViewPath(raw: "r")

    func child(_ index: Int) -> ViewPath { ViewPath(raw: raw + Self.step(index)) }

    /// What a child's position adds to its parent's path.
    static func step(_ index: Int) -> String { index < steps.count ? steps[index] : "." + String(index) }

    /// ".0" … ".31": children of a stack, spelled once.
    private static let steps = (0..<32).map { "." + String($0) }
    func child(_ component: String) -> ViewPath { ViewPath(raw: raw + "." + component) }
    /// The path of content wrapped by a modifier; the modifier's own wrapper keeps `self`.
    var modified: ViewPath { ViewPath(raw: raw + "m") }

    /// Whether this path is `other` or a path inside it: a child adds ".…", modified content "m".
    func isAtOrBelow(_ other: ViewPath) -> Bool {
        let a = raw.utf8
        let b = other.raw.utf8
        guard a.count >= b.count, a.starts(with: b) else { return false }
        if a.count == b.count { return true }
        let next = a[a.index(a.startIndex, offsetBy: b.count)]
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "m")
    }

    /// Turns an explicit id (a `ForEach` key, `.id(_:)`) into id-safe characters, injectively.
    static func sanitize<H: Hashable>(_ value: H) -> String {
        // The commonest ids, without `String(describing:)`'s dynamic casts (a `ForEach` over
        // `0..<n` spent ≈ 1k instructions an item here): the same text, by type.
        if H.self == Int.self { return sanitized(String(unsafeBitCast(value, to: Int.self))) }
        if H.self == String.self { return sanitized(unsafeBitCast(value, to: String.self)) }
        return sanitized(String(describing: value))
    }

    private static func sanitized(_ text: String) -> String {
        var text = text
        // Letters and digits only (an Int's digits, most names): the text itself.
        if text.withUTF8({ $0.allSatisfy(isIDSafe) }) { return text }
        var out = ""
        for byte in text.utf8 {
            if isIDSafe(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "_" + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static func isIDSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}

extension String {
    /// Stable across processes, unlike `hashValue`.
    var stableHash: UInt64 { StableHash.fnv1a(self) }
}

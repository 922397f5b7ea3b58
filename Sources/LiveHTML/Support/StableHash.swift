/// FNV-1a over bytes: the same value in every process and on every run,
/// unlike `hashValue`. Used for short ids and asset versions, not security.
package enum StableHash {
    package static let fnv1aBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `from` continues a hash: over `a` then from its value over `b` is the hash of `a + b`.
    package static func fnv1a(_ bytes: UnsafeRawBufferPointer, from basis: UInt64 = fnv1aBasis) -> UInt64 {
        var h = basis
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    package static func fnv1a(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { fnv1a(UnsafeRawBufferPointer($0)) }
    }
}

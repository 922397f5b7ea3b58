/// Eight bytes read as one word, for the writers that look for a few special
/// bytes in long runs of plain ones (the JSON strings of `JSONWriter+Words`,
/// the one HTML escaper). Little-endian: the lowest set bit of a mark is the
/// first byte in memory.
enum ByteWords {
    /// `byte` in each of a word's eight bytes.
    @inline(__always)
    static func splat(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The word at `p`, as a little-endian value.
    @inline(__always)
    static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `z` that is zero, and no other bit.
    @inline(__always)
    static func zeros(_ z: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((z & low7) &+ low7) | z | low7)
    }

    /// The same bits, exact only up to the lowest: the borrow of
    /// `z - 0x01…` can mark a byte above a zero one (the `#` after a `"`),
    /// never below. Two operations fewer than `zeros`, for a writer that only
    /// looks for a word's first special byte. Keep only the high bits
    /// (`& splat(0x80)`) after OR-ing several.
    @inline(__always)
    static func firstZeros(_ z: UInt64) -> UInt64 { (z &- splat(0x01)) & ~z }

    /// Bytes below `limit` (at most 0x80), exact only up to the lowest, as `firstZeros`.
    @inline(__always)
    static func firstBelow(_ x: UInt64, _ limit: UInt8) -> UInt64 { (x &- splat(limit)) & ~x }
}

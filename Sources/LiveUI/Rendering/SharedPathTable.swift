import LiveHTML

/// The strings of `ViewTypeCache.sharedPath`: open addressing by FNV-1a over
/// the path's bytes. A `Set<String>` cost ≈ 570 instructions a view rendered
/// (SipHash over the bytes and the generic insert) and 190 more in exclusivity
/// checks: 62k per login cycle, 3.7 % (callgrind, `LiveBench N flow`).
///
/// A path may hold the app's data (a `ForEach` id) and FNV is easy to collide
/// on purpose, so a lookup probes at most `maxProbes` slots: past them a path
/// is not shared (it stays its session's own) rather than searched for longer.
/// A full table starts over (the pages served now are the ones shared); the
/// strings already handed out stay valid, since paths compare by value.
struct SharedPathTable {
    private var slots: [String?] = []
    private(set) var count = 0
    let limit: Int
    static let maxProbes = 32

    init(limit: Int) { self.limit = limit }

    mutating func shared(_ raw: String) -> String {
        if slots.isEmpty { slots = Array(repeating: nil, count: 64) }
        guard let i = find(raw) else { return raw }
        if let existing = slots[i] { return existing }
        if count >= limit {
            startOver()
            return shared(raw)
        }
        slots[i] = raw
        count += 1
        if count * 2 > slots.count { grow() }
        return raw
    }

    /// The slot holding `raw`, else the first empty one on its way; nil past `maxProbes`.
    private func find(_ raw: String) -> Int? {
        let mask = slots.count - 1
        var i = Self.slot(raw, mask)
        for _ in 0..<Self.maxProbes {
            guard let existing = slots[i], existing != raw else { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Twice the slots, every string placed again (one that finds no slot
    /// within `maxProbes` is let go: it is only not shared).
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let raw? in old {
            guard let i = find(raw) else { continue }
            slots[i] = raw
            count += 1
        }
    }

    /// FNV-1a's low bits barely differ between paths that differ in their last
    /// digit: mixed (Fibonacci hashing) before masking, 5 of 2,000 such paths
    /// found no slot within 8 probes (with the mixing, 3 within 16; none within 32).
    static func slot(_ raw: String, _ mask: Int) -> Int {
        let mixed = StableHash.fnv1a(raw) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    private mutating func startOver() {
        slots = Array(repeating: nil, count: 64)
        count = 0
    }
}

import Foundation
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

    mutating func shared(_ raw: String) -> String { shared(raw, "") }

    /// The shared copy of `head + tail`, found without making that string when
    /// the table holds it: a block's child path (`ViewTypeCache.sharedChild`).
    /// Making it first, to look it up and let it go, cost ≈ 630 instructions
    /// a child (the concatenation, its allocation and its release).
    mutating func shared(_ head: String, _ tail: String) -> String {
        if slots.isEmpty { slots = Array(repeating: nil, count: 64) }
        var head = head
        var tail = tail
        let (slot, held): (Int?, String?) = head.withUTF8 { h in
            tail.withUTF8 { t in
                let hash = StableHash.fnv1a(UnsafeRawBufferPointer(t), from: StableHash.fnv1a(UnsafeRawBufferPointer(h)))
                let slot = find(hash) { existing in Self.equals(existing, h, t) }
                return (slot, slot.flatMap { slots[$0] })
            }
        }
        if let held { return held }
        let raw = tail.isEmpty ? head : head + tail
        guard let slot else { return raw }
        if count >= limit {
            startOver()
            return shared(raw)
        }
        slots[slot] = raw
        count += 1
        if count * 2 > slots.count { grow() }
        return raw
    }

    /// Whether `existing` is `head` followed by `tail`, byte for byte.
    private static func equals(_ existing: String, _ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> Bool {
        guard existing.utf8.count == head.count + tail.count else { return false }
        var existing = existing
        return existing.withUTF8 { e in
            // memcmp: `elementsEqual` over the slices went byte by byte through generic code.
            guard let base = e.baseAddress else { return true }  // both empty
            return (head.isEmpty || memcmp(base, head.baseAddress!, head.count) == 0)
                && (tail.isEmpty || memcmp(base + head.count, tail.baseAddress!, tail.count) == 0)
        }
    }

    /// The slot whose string `matches`, else the first empty one on the way
    /// from `hash`'s slot; nil past `maxProbes`.
    private func find(_ hash: UInt64, _ matches: (String) -> Bool) -> Int? {
        let mask = slots.count - 1
        var i = Self.slot(hash, mask)
        for _ in 0..<Self.maxProbes {
            guard let existing = slots[i], !matches(existing) else { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    private func find(_ raw: String) -> Int? { find(StableHash.fnv1a(raw)) { $0 == raw } }

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
    static func slot(_ raw: String, _ mask: Int) -> Int { slot(StableHash.fnv1a(raw), mask) }

    static func slot(_ hash: UInt64, _ mask: Int) -> Int {
        let mixed = hash &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    private mutating func startOver() {
        slots = Array(repeating: nil, count: 64)
        count = 0
    }
}

/// What `ViewTypeCache` knows about each type, found by the address of the
/// type's metadata: open addressing, the address's bits multiplied (Fibonacci
/// hashing) instead of `Hasher`. As `[ObjectIdentifier: …]` dictionaries, the
/// tables' ≈ 150 lookups a login cycle spent ≈ 20k instructions in SipHash and
/// the generic probe; this table's probes take ≈ 4.5k, and the cycle as a whole
/// fell by 9.9k, 1,495.2k → 1,485.3k (callgrind, `LiveBench N flow`).
///
/// Types are few and never go away (a program has as many as it was compiled
/// with, and generic ones as it instantiates), so the table only grows, and
/// nothing is ever removed.
struct TypeTable<Value> {
    /// The metadata addresses, 0 for an empty slot (no type lives at address 0).
    private var keys: [UInt]
    private var values: [Value?]
    private(set) var count = 0
    /// How many slots are allocated (tests).
    var slotCount: Int { keys.count }
    /// 64 − log2 of the slots: the multiplied address's top bits pick the slot.
    private var shift: UInt

    /// Empty until the first entry, then 8 slots, doubled as it fills. A session
    /// made in-process (tests, `Session(root:)`) has a cache of its own, and
    /// four tables of 64 slots each from the start cost it ≈ 6 KB of heap
    /// (`LiveBench 5000 memory`: 25.9 → 31.9 KB a session) where the
    /// dictionaries before them held only what they were given.
    init() {
        keys = []
        values = []
        shift = 64 - 3
    }

    subscript(type: ObjectIdentifier) -> Value? {
        get { keys.isEmpty ? nil : values[slot(UInt(bitPattern: type))] }
        set {
            guard let newValue else { return }  // nothing is removed
            if keys.isEmpty {
                keys = Array(repeating: 0, count: 8)
                values = Array(repeating: nil, count: 8)
            }
            let key = UInt(bitPattern: type)
            let i = slot(key)
            if keys[i] == 0 {
                keys[i] = key
                count += 1
            }
            values[i] = newValue
            if count * 2 > keys.count { grow() }
        }
    }

    /// The slot holding `key`, or the empty one where it would go (the table is never full).
    private func slot(_ key: UInt) -> Int {
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let held = keys[i]
            if held == key || held == 0 { return i }
            i = (i + 1) & mask
        }
    }

    /// Twice the slots, every entry placed again.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            let i = slot(key)
            keys[i] = key
            values[i] = value
        }
    }
}

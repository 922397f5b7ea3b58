/// Where `HTMLRenderer` writes a patch's HTML: bytes behind a pointer, grown
/// by doubling. An `[UInt8]` checked uniqueness and capacity on each of an
/// element's ≈ 15 appends (≈ 50 instructions each, ≈ 26k of a login cycle's
/// ≈ 1,230k; callgrind, `LiveBench N flow`); here a write is a compare and
/// a copy. Scoped: `HTMLBytes.with` frees the memory when its body returns.
struct HTMLBytes {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    private init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Runs `body` with an empty buffer, freed when it returns.
    static func with<T>(capacity: Int = 1024, _ body: (inout HTMLBytes) -> T) -> T {
        var bytes = HTMLBytes(capacity: capacity)
        defer { bytes.base.deallocate() }
        return body(&bytes)
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(count + more) }
    }

    private mutating func grow(_ needed: Int) {
        let bigger = max(capacity * 2, needed)
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = bigger
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let from = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).initialize(from: from, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func put(_ literal: StaticString) {
        put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A string's UTF-8 as it is (tags and attribute names, which need no escaping).
    @inline(__always)
    mutating func putUTF8(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ put($0) }) == nil {
            for byte in s.utf8 { put(byte) }
        }
    }
}

/// The capacity a byte array made for exactly `count` bytes gets from this
/// process's allocator. Swift reports what `malloc_usable_size` says, and
/// allocators round a request up differently: glibc to 16 bytes, jemalloc
/// (which servers and this test bundle link) to size classes up to a quarter
/// apart. A check that a buffer keeps no spare room compares with this, so
/// it measures our growth, not the allocator's rounding.
func exactCapacity(_ count: Int) -> Int {
    [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = 0 }.capacity
}

import CMalloc
import Foundation
import Testing

@testable import LiveServer

/// The package trait `Jemalloc` (on by default) links jemalloc into every
/// binary that links LiveServer, this test bundle among them: its `malloc`
/// must be the one the whole process calls, not glibc's beside it.
@Suite struct AllocatorTests {
    @Test func jemallocIsTheProcessMalloc() {
        #expect(Allocator.providerOfMalloc() == .jemalloc)
        #expect(!Allocator.jemallocShadowed)
        #expect(Allocator.describe().hasPrefix("jemalloc 5."))
    }

    /// Memory from one library's `malloc` freed by another's is heap corruption:
    /// `free`, `realloc` and `malloc_usable_size` (which Swift's arrays ask) must
    /// come from the same library as `malloc`, and so must C++'s `new` and
    /// `delete` (the Swift runtime's C++), which jemalloc
    /// defines too. (With glibc's forced first by `LD_PRELOAD`, a mixed pair
    /// aborted this bundle at start: "free(): invalid pointer".)
    @Test func everyEntryPointComesFromOneLibrary() throws {
        let jemalloc = try #require(dlopen("libjemalloc.so.2", RTLD_NOW | RTLD_NOLOAD))
        defer { dlclose(jemalloc) }
        for name in ["malloc", "free", "calloc", "realloc", "posix_memalign", "aligned_alloc", "malloc_usable_size", "_Znwm", "_ZdlPv", "_Znam", "_ZdaPv"] {
            #expect(dlsym(nil, name) == dlsym(jemalloc, name), "\(name) is not jemalloc's")
        }
        // And it works through them: a block grown keeps its bytes and reports its room.
        let p = try #require(malloc(24)?.assumingMemoryBound(to: UInt8.self))
        for i in 0..<24 { p[i] = UInt8(i) }
        let q = try #require(realloc(p, 1 << 20)?.assumingMemoryBound(to: UInt8.self))
        #expect((0..<24).allSatisfy { q[$0] == UInt8($0) })
        #expect(malloc_usable_size(q) >= 1 << 20)
        free(q)
    }
}

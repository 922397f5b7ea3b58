import LiveHTML
import Testing

@testable import LiveUI

/// `SharedPathTable`, the strings `ViewTypeCache.sharedPath` hands out.
@Suite struct SharedPathTableTests {
    static func storage(_ string: String) -> UnsafeRawPointer? {
        string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    /// A fresh copy of `s` (its own storage).
    static func copy(_ s: String) -> String { String(decoding: Array(s.utf8), as: UTF8.self) }

    @Test func equalPathsGetOneCopyAcrossGrowth() {
        var table = SharedPathTable(limit: 16_384)
        let paths = (0..<2_000).map { "r.aa8g.acqlk.1.t.fm.\($0)" }
        let kept = paths.map { table.shared($0) }
        #expect(table.count == 2_000)
        for (path, first) in zip(paths, kept) {
            let again = table.shared(Self.copy(path))
            #expect(again == path && Self.storage(again) == Self.storage(first))
        }
        #expect(table.count == 2_000, "nothing added twice")
    }

    @Test func aFullTableStartsOver() {
        var table = SharedPathTable(limit: 10)
        for i in 0..<10 { _ = table.shared("r.a-filler-path.\(i)") }
        #expect(table.count == 10)
        let next = table.shared("r.another-path.0")
        #expect(table.count == 1 && next == "r.another-path.0")
        #expect(Self.storage(table.shared(Self.copy(next))) == Self.storage(next))
    }

    /// Paths that collide (FNV is easy to collide on purpose, and a path may hold the app's
    /// data) are probed a bounded number of times: past `maxProbes` a path is not shared.
    @Test func collidingPathsAreProbedABoundedNumberOfTimes() {
        // The table starts with 64 slots: find paths whose hashes land in the same one.
        var colliding: [String] = []
        var i = 0
        while colliding.count < SharedPathTable.maxProbes + 2 {
            let path = "r.collide.path.\(i)"
            if SharedPathTable.slot(path, 63) == 5 { colliding.append(path) }
            i += 1
        }
        var table = SharedPathTable(limit: 16_384)
        let kept = colliding.map { table.shared($0) }
        #expect(table.count == SharedPathTable.maxProbes)
        for (path, first) in zip(colliding, kept).prefix(SharedPathTable.maxProbes) {
            #expect(Self.storage(table.shared(Self.copy(path))) == Self.storage(first), "\(path) shared")
        }
        let late = colliding[SharedPathTable.maxProbes]
        let own = Self.copy(late)
        #expect(Self.storage(table.shared(own)) == Self.storage(own), "not shared: its own copy back")
        #expect(table.count == SharedPathTable.maxProbes)
    }
}

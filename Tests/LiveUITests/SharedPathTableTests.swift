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

    /// A block's child path is looked up as its parent and its step, without
    /// the concatenation: the same copy as the whole path, whichever came first.
    @Test func aPathInTwoPartsFindsTheCopyOfTheWhole() {
        var table = SharedPathTable(limit: 16_384)
        let whole = table.shared("r.0.1.t.0m.2.3.4")
        for split in 1..<whole.utf8.count {
            let head = String(whole.utf8.prefix(split))!
            let tail = String(whole.utf8.dropFirst(split))!
            let found = table.shared(Self.copy(head), Self.copy(tail))
            #expect(found == whole && Self.storage(found) == Self.storage(whole), "split at \(split)")
        }
        #expect(table.count == 1)
        // Made from its parts first, then asked for whole.
        let parts = table.shared("r.0.1.t.0m.2.3", ".5")
        #expect(parts == "r.0.1.t.0m.2.3.5" && table.count == 2)
        #expect(Self.storage(table.shared(Self.copy("r.0.1.t.0m.2.3.5"))) == Self.storage(parts))
        // Same length, other bytes: not found.
        let other = table.shared("r.0.1.t.0m.2.3", ".6")
        #expect(other == "r.0.1.t.0m.2.3.6" && Self.storage(other) != Self.storage(parts) && table.count == 3)
        #expect(table.shared("r.0.1.t.0m.2.3.", "") == "r.0.1.t.0m.2.3." && table.count == 4, "an empty tail")
    }

    /// What a render hands out for a block's children: the same ids as `child(_:)`, shared.
    @MainActor @Test func sharedChildIsTheChildPathShared() {
        let types = ViewTypeCache()
        for parent in ["r", "r.0.1", "r.0.1.t.0m.2.3.4", "r.k" + String(repeating: "x", count: 40)] {
            for index in [0, 1, 9, 31, 32, 1_000] {
                let expected = ViewPath(raw: parent).child(index)
                let child = types.sharedChild(of: ViewPath(raw: parent), index)
                #expect(child == expected)
                #expect(types.sharedPath(expected).raw == child.raw)
                if child.raw.utf8.count > 15 {
                    #expect(Self.storage(types.sharedPath(ViewPath(raw: Self.copy(expected.raw))).raw) == Self.storage(child.raw))
                }
            }
        }
    }
}

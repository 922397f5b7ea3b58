import Foundation
import LiveRuntime
import LiveServerTesting
import LiveStore
import Synchronization
import Testing

/// Atomic ownership and durable confirmations (issue #15, durableack): the same test body runs on
/// memory, SQLite and Redis, with two handles on one store playing two processes that contend for
/// one session's owner record.
@Suite(.serialized) struct OwnershipContractTests {
    static let ownerKind = StorageScope.Kind(rawValue: "owner")

    /// Saves with a completion and waits for it (at most 5 s).
    static func save(
        _ store: any KeyValueStore, _ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)], if condition: StoreCondition?
    ) -> SaveOutcome? {
        let answer = Mutex<SaveOutcome?>(nil)
        let done = DispatchSemaphore(value: 0)
        store.save(scope, changes, if: condition) { outcome in
            answer.withLock { $0 = outcome }
            done.signal()
        }
        _ = done.wait(timeout: .now() + 5)
        return answer.withLock { $0 }
    }

    static func checkOwnership(_ a: any KeyValueStore, _ b: any KeyValueStore) throws {
        let token = "t-\(UInt64.random(in: 0...UInt64.max))"
        let owner = StorageScope(ownerKind, token)
        let session = StorageScope(.session, token)
        let claimA = Array("aaaaaaaaaaaaaaaa 1".utf8)
        let claimB = Array("bbbbbbbbbbbbbbbb 1".utf8)

        // Both read "no owner" and both try to claim: exactly one wins.
        #expect(a.load(owner)["owner"] == nil && b.load(owner)["owner"] == nil)
        #expect(a.compareAndSet(owner, key: "owner", expected: nil, to: claimA))
        #expect(!b.compareAndSet(owner, key: "owner", expected: nil, to: claimB), "B's read is stale: its claim fails")
        #expect(b.load(owner)["owner"] == claimA)

        // A writes under its claim; the completion says durable, and the other handle reads it.
        #expect(save(a, session, [("v", [1])], if: StoreCondition(owner, key: "owner", value: claimA)) == .durable)
        #expect(b.load(session)["v"] == [1])

        // B takes the session over from what it read now (generation 2); A's next write is refused, B's lands.
        let claimB2 = Array("bbbbbbbbbbbbbbbb 2".utf8)
        #expect(b.compareAndSet(owner, key: "owner", expected: claimA, to: claimB2))
        #expect(!a.compareAndSet(owner, key: "owner", expected: claimA, to: Array("aaaaaaaaaaaaaaaa 3".utf8)))
        #expect(save(a, session, [("v", [2]), ("stale", [9])], if: StoreCondition(owner, key: "owner", value: claimA)) == .refused)
        #expect(save(b, session, [("v", [3]), ("gone", nil)], if: StoreCondition(owner, key: "owner", value: claimB2)) == .durable)
        let stored = a.load(session)
        #expect(stored["v"] == [3] && stored["stale"] == nil, "nothing of the refused write landed")

        // "No owner" as a condition: a fresh session's copy writes until someone claims it.
        let fresh = StorageScope(.session, token + "-fresh")
        let freshOwner = StorageScope(ownerKind, token + "-fresh")
        let absent = StoreCondition(freshOwner, key: "owner", value: nil)
        #expect(save(a, fresh, [("v", [1])], if: absent) == .durable)
        #expect(b.compareAndSet(freshOwner, key: "owner", expected: nil, to: claimB))
        #expect(save(a, fresh, [("v", [2])], if: absent) == .refused)
        #expect(b.load(fresh)["v"] == [1])

        // Unconditional saves with a completion are confirmed too.
        #expect(save(b, session, [("w", [4])], if: nil) == .durable)
        #expect(a.load(session)["w"] == [4])

        // Many contenders at once, from both handles, all from the same read: one wins.
        let raced = StorageScope(ownerKind, token + "-race")
        let wins = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let store = i % 2 == 0 ? a : b
            let claim = Array("\(String(repeating: String(i), count: 16)) 1".utf8)
            if store.compareAndSet(raced, key: "owner", expected: nil, to: claim) { wins.withLock { $0 += 1 } }
        }
        #expect(wins.withLock { $0 } == 1)
    }

    @Test func inMemory() throws {
        let store = InMemoryKeyValueStore()
        try Self.checkOwnership(store, store)
    }

    @Test func sqlite() throws {
        let path = NSTemporaryDirectory() + "liveui-ownership-\(UInt64.random(in: 0...UInt64.max))/store.sqlite"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try Self.checkOwnership(try SQLiteStore(path: path), try SQLiteStore(path: path))
    }

    @Test(.enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
    func redis() throws {
        let server = try RedisServerProcess()
        let address = try RedisAddress.parse(server.url)
        let events = EventLog()
        try Self.checkOwnership(RedisStore(address: address, report: events.add), RedisStore(address: address, report: events.add))
        #expect(events.all.isEmpty, "no outage, no refused command: \(events.all)")
    }
}

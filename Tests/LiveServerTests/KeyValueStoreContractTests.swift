import Foundation
import LiveRuntime
import LiveServerTesting
import LiveStore
import Testing

/// One contract for every `KeyValueStore` (issue #15 item 2): the same test
/// body runs against memory, SQLite and Redis, so a session or a browser's
/// values behave the same whichever `LIVEUI_STORE` a server names.
@Suite(.serialized) struct KeyValueStoreContractTests {
    /// Checks `store` against the protocol's promises; `reopen` gives another
    /// handle on the same data (another process, a restart), if there is one.
    static func checkContract(_ store: any KeyValueStore, reopen: (() throws -> any KeyValueStore)?) throws {
        let browser = StorageScope(.app, "b-\(UInt32.random(in: 0...UInt32.max))")
        #expect(store.load(StorageScope(.app, "nobody-\(UInt32.random(in: 0...UInt32.max))")).isEmpty)

        // Values are bytes (all 256 of them, or none); keys any text, the empty one included.
        let binary = (0...255).map { UInt8($0) }
        store.save(browser, [("k", [1, 2, 3]), ("empty", []), ("gone", [9]), ("bytes", binary), ("clé avec espace ✓", [4]), ("", [6]), ("nul\0inside", [7])])
        store.save(browser, [("gone", nil)])
        #expect(store.load(browser) == ["k": [1, 2, 3], "empty": [], "bytes": binary, "clé avec espace ✓": [4], "": [6], "nul\0inside": [7]])

        // Saves apply in order; a load sees every earlier save at once (no flush).
        for n in 0..<50 { store.save(browser, [("k", [UInt8(n)])]) }
        store.save(browser, [("k", nil)])
        store.save(browser, [("k", [200])])
        #expect(store.load(browser)["k"] == [200])
        // One save naming a key twice: the last change wins.
        store.save(browser, [("twice", [1]), ("twice", nil)])
        store.save(browser, [("again", nil), ("again", [2])])
        let both = store.load(browser)
        #expect(both["twice"] == nil && both["again"] == [2])

        // Scopes and kinds are apart: the same id under another kind is another scope.
        let sameID = StorageScope(.scene, browser.id)
        store.save(sameID, [("k", [7])])
        #expect(store.load(sameID) == ["k": [7]])
        #expect(store.load(browser)["k"] == [200])

        // Purge removes the scopes of one kind unused since a date, and only those.
        let tab = StorageScope(.scene, browser.id + "/t2")
        store.save(tab, [("s", [8])])
        #expect(store.purge(.scene, unusedSince: Date() - 3600) == 0)
        #expect(store.load(tab) == ["s": [8]])
        #expect(store.purge(.scene, unusedSince: Date() + 60) == 2)
        #expect(store.load(tab).isEmpty && store.load(sameID).isEmpty)
        #expect(store.load(browser)["k"] == [200], "another kind is not purged")

        // After a flush, another handle (another process) reads the same records.
        store.flush()
        if let reopen {
            let other = try reopen()
            #expect(other.load(browser)["bytes"] == binary)
            other.save(browser, [("from-other", [5])])
            other.flush()
            #expect(store.load(browser)["from-other"] == [5])
        }
    }

    @Test func inMemory() throws {
        try Self.checkContract(InMemoryKeyValueStore(), reopen: nil)
    }

    @Test func sqlite() throws {
        let path = NSTemporaryDirectory() + "liveui-contract-\(UInt64.random(in: 0...UInt64.max))/store.sqlite"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try Self.checkContract(try SQLiteStore(path: path), reopen: { try SQLiteStore(path: path) })
    }

    @Test(.enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
    func redis() throws {
        let server = try RedisServerProcess()
        let address = try RedisAddress.parse(server.url)
        let events = EventLog()
        try Self.checkContract(RedisStore(address: address, report: events.add), reopen: { RedisStore(address: address) })
        #expect(events.all.isEmpty, "no outage, no refused command: \(events.all)")
        // Another database of the same server is another store.
        let db3 = RedisStore(address: RedisAddress(host: "127.0.0.1", port: server.port, database: 3))
        db3.save(StorageScope(.app, "x"), [("k", [1])])
        #expect(db3.load(StorageScope(.app, "x")) == ["k": [1]])
        #expect(RedisStore(address: address).load(StorageScope(.app, "x")).isEmpty)
    }
}

/// What a `RedisStore` reported, in order (from its queues).
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [RedisStore.Event] = []
    var all: [RedisStore.Event] { lock.withLock { events } }
    @Sendable func add(_ event: RedisStore.Event) { lock.withLock { events.append(event) } }

    /// Waits up to `timeout` seconds until `predicate` holds for the events so far.
    func wait(timeout: Double = 10, _ predicate: ([RedisStore.Event]) -> Bool) -> Bool {
        let deadline = Date() + timeout
        while Date() < deadline {
            if predicate(all) { return true }
            usleep(10_000)
        }
        return predicate(all)
    }
}

import Foundation
import LiveRuntime
import LiveServer
import LiveServerTesting
import LiveStore
import Testing

/// The Redis store's own promises (issue #15 item 2): a strict URL, and
/// connection loss that degrades to memory with one report per outage,
/// reconnects, and writes what was kept meanwhile.
@Suite(.serialized) struct RedisStoreTests {
    @Test func theURLIsParsedStrictly() throws {
        #expect(try RedisAddress.parse("redis://127.0.0.1:6380") == RedisAddress(host: "127.0.0.1", port: 6380))
        #expect(try RedisAddress.parse("redis://cache.internal") == RedisAddress(host: "cache.internal", port: 6379))
        #expect(try RedisAddress.parse("redis://:s%40cret@h:1/2") == RedisAddress(host: "h", port: 1, database: 2, password: "s@cret"))
        #expect(try RedisAddress.parse("redis://app:pw@h:1/") == RedisAddress(host: "h", port: 1, user: "app", password: "pw"))
        #expect(try RedisAddress.parse("redis://[::1]:7000/1") == RedisAddress(host: "::1", port: 7000, database: 1))
        for bad in [
            "redis:/h:1", "redis://", "redis://h:0", "redis://h:65536", "redis://h:12ab", "redis://h:1/x", "redis://h:1/123456",
            "redis://pw@h:1", "redis://:@h:1", "redis://h h:1", "redis://h:1?db=2", "redis://h_1:1", "redis://[::1", "redis://[zz]:1",
            "rediss://h:1",
        ] {
            #expect(throws: RedisAddress.ParseError.self, "\(bad)") { try RedisAddress.parse(bad) }
        }
        // The password never reaches a log line.
        #expect(try RedisAddress.parse("redis://:hunter2@h:1").description == "redis://:***@h:1/0")
        #expect(try StoreSetting.parse("redis://127.0.0.1:6390/4") == .redis(RedisAddress(host: "127.0.0.1", port: 6390, database: 4)))
        do {
            _ = try StoreSetting.parse("redis://h:99999")
            Issue.record("accepted a bad port")
        } catch {
            let text = "\(error)"
            #expect(text.contains("LIVEUI_STORE") && text.contains("port") && !text.contains("\n"), "one clear line: \(text)")
        }
    }

    @Test(.enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
    func unreachableAtStartItServesFromMemoryThenWritesWhenRedisComesUp() throws {
        let port = try RedisServerProcess.freePort()
        let events = EventLog()
        let store = RedisStore(address: RedisAddress(host: "127.0.0.1", port: port), connectTimeout: 0.5, report: events.add)
        let scope = StorageScope(.session, "t1")
        store.save(scope, [("route", Array("/".utf8)), ("v", [1])])
        store.save(scope, [("v", [2])])
        #expect(store.load(scope) == ["route": Array("/".utf8), "v": [2]], "kept in memory meanwhile")
        #expect(!store.isConnected)
        let redis = try RedisServerProcess(port: port)
        #expect(events.wait { $0.contains { if case .reconnected = $0 { true } else { false } } })
        #expect(events.all.filter { if case .down = $0 { true } else { false } }.count == 1, "one report per outage: \(events.all)")
        // What was kept went out: another process reads it from Redis.
        let other = RedisStore(address: RedisAddress(host: "127.0.0.1", port: redis.port))
        #expect(other.load(scope) == ["route": Array("/".utf8), "v": [2]])
    }

    @Test(.enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
    func killedMidRunItReportsOnceKeepsWritesAndReconnects() throws {
        let redis = try RedisServerProcess()
        let events = EventLog()
        let address = RedisAddress(host: "127.0.0.1", port: redis.port)
        let store = RedisStore(address: address, connectTimeout: 0.5, commandTimeout: 0.5, report: events.add)
        let scope = StorageScope(.session, "t2")
        store.save(scope, [("a", [1])])
        #expect(store.load(scope) == ["a": [1]])
        #expect(store.generation == 0)
        redis.stop()
        // Many writes while it is down: each is kept, one report in all.
        for n in 0..<200 {
            store.save(scope, [("b", [UInt8(n)])])
            if n % 50 == 0 { store.flush() }
        }
        #expect(store.load(scope)["b"] == [199])
        #expect(events.wait { $0.contains { if case .down = $0 { true } else { false } } })
        try redis.start()
        #expect(events.wait { $0.contains { if case .reconnected = $0 { true } else { false } } })
        let downs = events.all.filter { if case .down = $0 { true } else { false } }
        #expect(downs.count == 1, "\(events.all)")
        // Redis came back empty (nothing saved): the store says so, and writes again.
        #expect(store.generation == 1)
        let other = RedisStore(address: address)
        #expect(other.load(scope)["b"] == [199], "the writes kept while down went out")
        store.save(scope, [("c", [3])])
        store.flush()
        #expect(other.load(scope)["c"] == [3])
        #expect(!events.all.contains { if case .failed = $0 { true } else { false } })
    }
}

import Foundation
import LiveRuntime
import LiveServerTesting
import LiveStore
import LiveTesting
import LiveUI
import Testing

/// Shared topics through a real Redis across its outages (issue #15 item 4):
/// a message sent while Redis is away waits and goes out when it is back;
/// the store and the subscriber each reconnect as soon as the other got
/// through; a subscription Redis refuses is an outage, not a connection.
@Suite(.serialized, .enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
struct RedisTopicsTests {
    /// What a subscriber delivered, for a test to wait on.
    final class Deliveries: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [SharedTopicDelivery] = []
        var all: [SharedTopicDelivery] { lock.withLock { items } }
        @Sendable func add(_ delivery: SharedTopicDelivery) { lock.withLock { items.append(delivery) } }

        func wait(timeout: Double = 10, _ predicate: ([SharedTopicDelivery]) -> Bool) -> Bool {
            let deadline = Date() + timeout
            while Date() < deadline {
                if predicate(all) { return true }
                usleep(10_000)
            }
            return predicate(all)
        }

        func received(_ envelope: String) -> Bool {
            all.contains { $0 == .message(topic: "room", envelope: Array(envelope.utf8)) }
        }
    }

    static func isDown(_ event: RedisStore.Event) -> Bool { if case .down = event { true } else { false } }
    static func isBack(_ event: RedisStore.Event) -> Bool { if case .reconnected = event { true } else { false } }

    /// Redis answers `PUBSUB NUMPAT` with `count` (a subscriber's subscription is confirmed).
    static func patterns(_ redis: RedisServerProcess, _ count: Int) -> Bool {
        redis.wait(for: "\(count)", in: "PUBSUB", "NUMPAT")
    }

    /// The 2026-12-07 flake of `ChatServerTests`: Redis was away for 5 s, so A's store was pausing
    /// between reconnect attempts when it came back, and the line alice sent then was dropped.
    @Test func aMessageSentWhileRedisIsAwayGoesOutWhenItIsBack() throws {
        let redis = try RedisServerProcess()
        let address = RedisAddress(host: "127.0.0.1", port: redis.port)
        let events = EventLog()
        let storeA = RedisStore(address: address, connectTimeout: 0.5, commandTimeout: 0.5, report: events.add)
        let topicsA = RedisTopics(store: storeA)
        let deliveriesB = Deliveries()
        let topicsB = RedisTopics(store: RedisStore(address: address, connectTimeout: 0.5, commandTimeout: 0.5))
        topicsB.start(deliver: deliveriesB.add)
        defer { topicsB.stop() }
        #expect(Self.patterns(redis, 1))
        topicsA.publish(topic: "room", envelope: Array("a:1 before".utf8), history: 10)
        #expect(deliveriesB.wait { _ in deliveriesB.received("a:1 before") })

        redis.stop()
        topicsA.publish(topic: "room", envelope: Array("a:2 during".utf8), history: 10)
        storeA.flush()
        #expect(events.wait { $0.contains(where: Self.isDown) }, "the store noticed: \(events.all)")
        try redis.start()
        // B subscribes again (it reads the topic's history then: the hub's catch-up) and A sends what waited.
        #expect(deliveriesB.wait { $0.contains(.resubscribed) })
        #expect(
            redis.wait(for: "a:2 during", in: "LRANGE", "liveui:topic-log:room", "0", "-1"),
            "kept while Redis was away, written when it was back: \(events.all)")
        topicsA.publish(topic: "room", envelope: Array("a:3 after".utf8), history: 10)
        #expect(deliveriesB.wait { _ in deliveriesB.received("a:3 after") })
        #expect(try redis.cli(["LRANGE", "liveui:topic-log:room", "0", "-1"]) == "a:2 during\na:3 after\n", "in order")
    }

    struct Room: View {
        struct Line: Codable, Sendable { var text: String }
        @SharedTopic("room", keep: 20) var lines: [Line]
        var body: some View { Text("room: " + lines.map(\.text).joined(separator: ",")) }
    }

    /// B was cut off while A's line went out (B's subscriber pauses 1 s, A's store 0.05 s): B's hub
    /// reads the topic's list when its subscriber is back, once B's store (pausing 20 s, hurried by
    /// the subscriber) is back too, and shows the line it missed live.
    @MainActor @Test func aProcessCutOffShowsWhatOthersPublishedMeanwhile() async throws {
        let redis = try RedisServerProcess()
        let address = RedisAddress(host: "127.0.0.1", port: redis.port)
        let storeA = RedisStore(address: address, connectTimeout: 0.5, commandTimeout: 0.5, reconnectPause: 0.05...0.05)
        let topicsA = RedisTopics(store: storeA)
        let eventsB = EventLog()
        let storeB = RedisStore(
            address: address, connectTimeout: 0.5, commandTimeout: 0.5, reconnectPause: 20...20, report: eventsB.add)
        let topicsB = RedisTopics(store: storeB, reconnectPause: 1...1)
        let hubB = SharedTopicHub(transport: topicsB)
        defer { topicsB.stop() }
        let page = TestSession(topics: hubB) { Room() }
        #expect(Self.patterns(redis, 1))
        topicsA.publish(topic: "room", envelope: Array("a:1 {\"text\":\"before\"}".utf8), history: 20)
        #expect(await Self.wait(page, for: "room: before"))

        redis.stop()
        storeB.save(StorageScope(.session, "b"), [("k", [1])])
        storeB.flush()  // B's store notices: its next try is 20 s away
        #expect(eventsB.wait { $0.contains(where: Self.isDown) })
        topicsA.publish(topic: "room", envelope: Array("a:2 {\"text\":\"meanwhile\"}".utf8), history: 20)
        storeA.flush()
        try redis.start()
        #expect(redis.wait(for: "meanwhile", in: "LRANGE", "liveui:topic-log:room", "0", "-1"), "A sent it at once")
        #expect(try redis.cli(["PUBSUB", "NUMPAT"]) == "0\n", "B's subscriber was not back yet: it missed the message live")
        // Redis restarted empty: its list has only what came since, after what B showed.
        #expect(await Self.wait(page, for: "room: before,meanwhile"), "\(page.visibleText)")
    }

    /// Waits (letting the main queue run) until `page` shows `text`.
    @MainActor static func wait(_ page: TestSession, for text: String, timeout: Double = 10) async -> Bool {
        let deadline = Date() + timeout
        while Date() < deadline {
            await page.settle()
            if page.hasText(text) { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return page.hasText(text)
    }

    /// What waits for Redis is bounded (4 MB of commands): past it the oldest messages go, reported once.
    @Test func messagesWaitingForRedisAreBoundedTheOldestDropped() throws {
        let redis = try RedisServerProcess()
        let events = EventLog()
        let address = RedisAddress(host: "127.0.0.1", port: redis.port)
        let store = RedisStore(address: address, connectTimeout: 0.5, commandTimeout: 0.5, report: events.add)
        let topics = RedisTopics(store: store)
        redis.stop()
        let padding = String(repeating: "x", count: 100_000)
        for n in 0..<40 {  // each message is two 100 KB commands (RPUSH, PUBLISH): 8 MB in all
            topics.publish(topic: "room", envelope: Array("a:\(n) \(padding)".utf8), history: 100)
            store.flush()
        }
        try redis.start()
        #expect(events.wait { $0.contains(where: Self.isBack) })
        let failures = events.all.filter { if case .failed = $0 { true } else { false } }
        #expect(failures.count == 1, "reported once: \(failures)")
        let kept = try redis.cli(["LRANGE", "liveui:topic-log:room", "0", "-1"]).split(separator: "\n").map { $0.prefix(5) }
        #expect(kept.last == "a:39 ", "the newest kept")
        #expect(!kept.contains("a:0 x") && kept.count < 30 && kept.count >= 10, "the oldest dropped: \(kept.count) kept")
    }

    /// A store pausing 20 s between attempts reconnects as soon as the subscriber gets through.
    @Test func theStoreTriesAgainAtOnceWhenTheSubscriberGotThrough() throws {
        let redis = try RedisServerProcess()
        let events = EventLog()
        let store = RedisStore(
            address: RedisAddress(host: "127.0.0.1", port: redis.port), connectTimeout: 0.5, commandTimeout: 0.5, reconnectPause: 20...20,
            report: events.add)
        redis.stop()
        store.save(StorageScope(.session, "t"), [("a", [1])])
        store.flush()
        #expect(events.wait { $0.contains(where: Self.isDown) })
        try redis.start()
        let topics = RedisTopics(store: store, reconnectPause: 0.1...0.2)
        topics.start { _ in }
        defer { topics.stop() }
        #expect(events.wait(timeout: 10) { $0.contains(where: Self.isBack) }, "not 20 s later: \(events.all)")
        #expect(try redis.cli(["HGET", "liveui:session:t", "a"]) == "\u{1}\n")
    }

    /// A subscriber pausing 20 s between attempts subscribes again as soon as the store got through.
    @Test func theSubscriberTriesAgainAtOnceWhenTheStoreGotThrough() throws {
        let redis = try RedisServerProcess()
        let storeEvents = EventLog()
        let store = RedisStore(
            address: RedisAddress(host: "127.0.0.1", port: redis.port), connectTimeout: 0.5, commandTimeout: 0.5,
            reconnectPause: 0.1...0.2, report: storeEvents.add)
        let events = EventLog()
        let topics = RedisTopics(store: store, reconnectPause: 20...20, report: events.add)
        topics.start { _ in }
        defer { topics.stop() }
        #expect(Self.patterns(redis, 1))
        redis.stop()
        #expect(events.wait { $0.contains(where: Self.isDown) })
        store.flush()
        store.save(StorageScope(.session, "t"), [("a", [1])])
        store.flush()
        #expect(storeEvents.wait { $0.contains(where: Self.isDown) })
        try redis.start()
        #expect(storeEvents.wait { $0.contains(where: Self.isBack) })
        #expect(events.wait(timeout: 10) { $0.contains(where: Self.isBack) }, "not 20 s later: \(events.all)")
        #expect(Self.patterns(redis, 1))
    }

    /// An ACL that refuses the channels: Redis drops the subscriber, and its PSUBSCRIBE again is
    /// refused. That is an outage, reported with Redis's reason and retried, never "reconnected";
    /// when the ACL allows the channels again, messages arrive again.
    @Test func aSubscriptionRedisRefusesIsAnOutageUntilItIsAccepted() throws {
        let redis = try RedisServerProcess()
        let address = RedisAddress(host: "127.0.0.1", port: redis.port)
        let events = EventLog()
        let deliveries = Deliveries()
        let topics = RedisTopics(store: RedisStore(address: address), reconnectPause: 0.1...0.2, report: events.add)
        topics.start(deliver: deliveries.add)
        defer { topics.stop() }
        #expect(Self.patterns(redis, 1))
        _ = try redis.cli(["ACL", "SETUSER", "default", "resetchannels"])
        #expect(events.wait { $0.contains(where: Self.isDown) })
        usleep(500_000)  // several refused attempts
        let refused = events.all
        #expect(!refused.contains(where: Self.isBack), "a refused PSUBSCRIBE is not a connection: \(refused)")
        #expect(refused.count == 1, "one report per outage: \(refused)")
        _ = try redis.cli(["ACL", "SETUSER", "default", "allchannels"])
        #expect(events.wait { $0.contains(where: Self.isBack) })
        let publisher = RedisTopics(store: RedisStore(address: address))
        publisher.publish(topic: "room", envelope: Array("p:1 hello".utf8), history: 10)
        #expect(deliveries.wait { _ in deliveries.received("p:1 hello") })
    }
}

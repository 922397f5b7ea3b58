import Foundation
import LiveTesting
import LiveUI
import Testing

/// `@SharedTopic` and its hub (issue #15 item 4): publishing, delivery from a
/// transport onto the main actor with re-renders, history, and hostile input
/// from other processes dropped with a warning.
@MainActor @Suite struct SharedTopicTests {
    struct Note: Codable, Sendable, Equatable { var text: String }

    struct Board: View {
        @SharedTopic("board", keep: 3) var notes: [Note]
        var body: some View {
            VStack {
                Text("count \(notes.count)")
                ForEach(Array(notes.enumerated()), id: \.offset) { Text($0.element.text) }
                Button("Post") { $notes.publish(Note(text: "posted \(notes.count)")) }
            }
        }
    }

    /// A transport that records what is published and delivers what a test pushes, as another process would.
    final class FakeTransport: SharedTopicTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var deliver: (@Sendable (SharedTopicDelivery) -> Void)?
        private var sent: [(String, [UInt8])] = []
        private var stored: [[UInt8]]
        private var reads = 0
        private var reachable = true
        init(history: [[UInt8]] = []) { stored = history }
        /// How many times the hub asked for a history.
        var historyReads: Int { lock.withLock { reads } }
        /// Unreachable, the transport answers nil (the hub asks again later).
        func setReachable(_ on: Bool) { lock.withLock { reachable = on } }
        /// What the transport's store holds now (another process published, or Redis came back empty).
        func setHistory(_ envelopes: [String]) { lock.withLock { stored = envelopes.map { Array($0.utf8) } } }
        var published: [(String, [UInt8])] { lock.withLock { sent } }
        func publish(topic: String, envelope: [UInt8], history: Int) { lock.withLock { sent.append((topic, envelope)) } }
        func history(topic: String, limit: Int, reply: @escaping @Sendable ([[UInt8]]?) -> Void) {
            let answer: [[UInt8]]? = lock.withLock {
                reads += 1
                return reachable ? stored : nil
            }
            reply(answer)
        }
        func start(deliver: @escaping @Sendable (SharedTopicDelivery) -> Void) { lock.withLock { self.deliver = deliver } }
        /// Delivers from another thread, as a subscriber thread does.
        func push(_ topic: String, _ envelope: String) {
            let deliver = lock.withLock { self.deliver }
            Thread.detachNewThread { deliver?(.message(topic: topic, envelope: Array(envelope.utf8))) }
        }
        /// The transport's subscription is in place (again).
        func subscribed() {
            let deliver = lock.withLock { self.deliver }
            Thread.detachNewThread { deliver?(.subscribed) }
        }
    }

    /// Waits (letting the main queue run) until `page` shows `text`.
    func wait(_ page: TestSession, for text: String) async -> Bool {
        for _ in 0..<200 {
            await page.settle()
            if page.hasText(text) { return true }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return page.hasText(text)
    }

    @Test func publishedMessagesGoToTheTransportAndOtherProcessesMessagesReRender() async throws {
        let transport = FakeTransport()
        let hub = SharedTopicHub(transport: transport)
        var warnings: [String] = []
        hub.onWarning = { warnings.append($0) }
        let page = TestSession(topics: hub) { Board() }
        try page.button("Post").click()
        #expect(page.hasText("posted 0"))
        let sent = try #require(transport.published.first)
        #expect(sent.0 == "board")
        let envelope = String(decoding: sent.1, as: UTF8.self)
        #expect(envelope.hasSuffix(" {\"text\":\"posted 0\"}"), "an id, a space, the JSON: \(envelope)")

        transport.push("board", "abc:1 {\"text\":\"from elsewhere\"}")
        #expect(await wait(page, for: "from elsewhere"), "delivered on the main actor, the session re-rendered")
        // Our own message coming back (Redis echoes it to us too) is not shown twice.
        transport.push("board", envelope)
        transport.push("board", "abc:1 {\"text\":\"from elsewhere\"}")  // a duplicate id
        transport.push("board", "abc:2 {\"text\":\"third\"}")
        #expect(await wait(page, for: "third"))
        #expect(page.hasText("count 3"))
        #expect(warnings.isEmpty)
    }

    @Test func hostileMessagesAreDroppedWithAWarning() async throws {
        let transport = FakeTransport()
        let hub = SharedTopicHub(transport: transport)
        var warnings: [String] = []
        hub.onWarning = { warnings.append($0) }
        let page = TestSession(topics: hub) { Board() }
        transport.push("board", "abc:1 {\"wrong\":1}")  // not a Note
        transport.push("board", "abc:2 not json")
        transport.push("board", "no-envelope")
        transport.push("board", "zz:1 {\"text\":\"bad id\"}")
        transport.push("board", "abc:3 {\"text\":\"" + String(repeating: "x", count: 20_000) + "\"}")  // over 16 KB
        transport.push("bad name*", "abc:4 {\"text\":\"glob\"}")
        transport.push("board", "abc:5 {\"text\":\"fine\"}")
        #expect(await wait(page, for: "fine"))
        #expect(page.hasText("count 1"), "only the good one is shown")
        #expect(warnings.contains { $0.contains("is not a Note") })
        #expect(warnings.contains { $0.contains("malformed") || $0.contains("not an envelope") })
        #expect(warnings.contains { $0.contains("over 16384 bytes") })
        #expect(warnings.contains { $0.contains("invalid name") })
        #expect(warnings.count <= 100)
    }

    @Test func historyFromTheTransportComesFirstAndKeepLimitsWhatAViewSees() async throws {
        let transport = FakeTransport(history: ["f1:1 {\"text\":\"old one\"}", "f1:2 {\"text\":\"old two\"}"].map { Array($0.utf8) })
        let hub = SharedTopicHub(transport: transport)
        let page = TestSession(topics: hub) { Board() }
        #expect(await wait(page, for: "old two"))
        try page.button("Post").click()
        try page.button("Post").click()
        #expect(page.hasText("count 3"), "keep: 3")
        #expect(!page.hasText("old one") && page.hasText("old two"))
    }

    /// A Redis outage: messages others published while this process was cut off are read from the
    /// history when the transport is back, in the history's order; this process's own message that
    /// is still waiting to go out stays, last; nothing is shown twice.
    @Test func backAfterAnOutageTheHubReadsEachTopicsHistoryAgain() async throws {
        struct Wall: View {
            @SharedTopic("wall", keep: 10) var notes: [Note]
            var body: some View {
                VStack {
                    Text("wall " + notes.map(\.text).joined(separator: ","))
                    Button("Post") { $notes.publish(Note(text: "mine")) }
                }
            }
        }
        var limits = SharedTopicLimits()
        limits.catchUpInterval = 0  // each `subscribed` reads (the pause has its own test)
        let transport = FakeTransport(history: ["f1:1 {\"text\":\"one\"}"].map { Array($0.utf8) })
        let hub = SharedTopicHub(transport: transport, limits: limits)
        let page = TestSession(topics: hub) { Wall() }
        #expect(await wait(page, for: "wall one"))
        // Cut off: f2 published "missed", then f1 "three" arrived live once the subscriber was back.
        transport.push("wall", "f1:3 {\"text\":\"three\"}")
        #expect(await wait(page, for: "wall one,three"))
        try page.button("Post").click()  // waits in the store for Redis: not in its history yet
        #expect(page.hasText("wall one,three,mine"))
        transport.setHistory(["f1:1 {\"text\":\"one\"}", "f2:1 {\"text\":\"missed\"}", "f1:3 {\"text\":\"three\"}"])
        transport.subscribed()
        #expect(await wait(page, for: "wall one,missed,three,mine"), "\(page.visibleText)")
        // Redis came back empty: what is shown stays, and what its list has now came since.
        transport.setHistory([])
        let reads = transport.historyReads
        transport.subscribed()
        for _ in 0..<200 where transport.historyReads == reads { try? await Task.sleep(nanoseconds: 5_000_000) }
        #expect(transport.historyReads == reads + 1, "read again")
        for _ in 0..<5 { await page.settle() }
        #expect(page.hasText("wall one,missed,three,mine"), "\(page.visibleText)")
        transport.setHistory(["f3:1 {\"text\":\"since\"}"])
        transport.subscribed()
        #expect(await wait(page, for: "wall one,missed,three,mine,since"), "\(page.visibleText)")
        // A message the history has that is not shown goes after the one it follows there.
        transport.setHistory(["f3:1 {\"text\":\"since\"}", "f3:2 {\"text\":\"after since\"}"])
        transport.push("wall", "f4:1 {\"text\":\"live\"}")
        #expect(await wait(page, for: "mine,since,live"))
        transport.subscribed()
        #expect(await wait(page, for: "mine,since,after since,live"), "\(page.visibleText)")
    }

    /// Histories that cannot be read (Redis away) are asked for again, after a growing pause; a
    /// transport that keeps subscribing again has every topic read at most once a `catchUpInterval`.
    @Test func unreadHistoriesAreAskedForAgainAndCatchUpsAreSpacedOut() async throws {
        let transport = FakeTransport(history: ["f1:1 {\"text\":\"kept\"}"].map { Array($0.utf8) })
        transport.setReachable(false)
        let hub = SharedTopicHub(transport: transport)
        let page = TestSession(topics: hub) { Board() }
        await page.settle()
        #expect(page.hasText("count 0"))
        transport.setReachable(true)
        #expect(await wait(page, for: "kept"), "read again 0.5 s later")
        let reads = transport.historyReads
        for _ in 0..<10 { transport.subscribed() }
        try? await Task.sleep(nanoseconds: 1_500_000_000)
        await page.settle()
        #expect(transport.historyReads - reads == 2, "one now, the last of the burst after the pause: \(transport.historyReads - reads)")
    }

    @Test func aViewOutsideAnySessionKeepsItsOwnMessages() {
        let board = Board()
        board.$notes.publish(Note(text: "alone"))
        #expect(board.notes == [Note(text: "alone")])
        #expect(board.$notes.name == "board")
        #expect(!SharedTopicHub.isValidName("") && !SharedTopicHub.isValidName("a b") && SharedTopicHub.isValidName("chat.lobby/1"))
    }
}

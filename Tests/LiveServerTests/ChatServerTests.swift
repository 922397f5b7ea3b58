import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// The chat room (`/chat`) served by real processes (issue #15 item 4): tabs
/// of one process share it in memory; two processes sharing one Redis see
/// each other's messages through pub/sub, and hostile messages on the
/// channel are dropped with a warning while the room carries on.
@MainActor @Suite(.serialized) struct ChatServerTests {
    /// Sends `text` as `name` from `page` (the fields set whole, then Send).
    static func say(_ page: WireSession, _ name: String, _ text: String) throws {
        try page.send(.input, try page.page.textFieldID("Your name"), value: name)
        try page.send(.input, try page.page.textFieldID("Message"), value: text)
        try page.click("Send")
    }

    @Test func twoTabsOfOneProcessShareTheRoomInMemory() throws {
        let server = try ServerProcess(environment: ["LIVEUI_STORE": "memory"])
        defer { server.stop() }
        let alice = try WireSession(port: server.port, path: "/chat")
        let bob = try WireSession(port: server.port, path: "/chat")
        #expect(bob.page.hasText("No messages yet. Say hello!"))
        try Self.say(alice, "alice", "hello bob")
        #expect(alice.page.hasText("hello bob"))
        #expect(try bob.waitFor(text: "hello bob"), "pushed to the other tab without an event of its own")
    }

    @Test(.enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
    func twoProcessesSharingRedisSeeEachOthersMessages() throws {
        let redis = try RedisServerProcess()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-chat-\(UInt64.random(in: 0...UInt64.max)).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let env = ["LIVEUI_STORE": redis.url]
        let serverA = try ServerProcess(environment: env)
        defer { serverA.stop() }
        let serverB = try ServerProcess(environment: env, log: log)
        defer { serverB.stop() }
        let alice = try WireSession(port: serverA.port, path: "/chat")
        let bob = try WireSession(port: serverB.port, path: "/chat")

        // Each message from A to B, timed from the click's send to B's patch showing it.
        var delays: [Double] = []
        for n in 1...20 {
            let text = "ping \(n) from A."
            let start = DispatchTime.now().uptimeNanoseconds
            try Self.say(alice, "alice", text)
            #expect(try bob.waitFor(text: text, timeout: 10), "message \(n) reached the other process")
            delays.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            usleep(50_000)
        }
        delays.sort()
        let median = delays[delays.count / 2]
        print("chat delivery across two processes through Redis: median \(String(format: "%.1f", median)) ms, max \(String(format: "%.1f", delays.last ?? 0)) ms over \(delays.count)")

        // And back, B to A; a tab opened later on A sees the recent messages (the Redis list).
        try Self.say(bob, "bob", "pong from B")
        #expect(try alice.waitFor(text: "pong from B", timeout: 10))
        let serverC = try ServerProcess(environment: env)
        defer { serverC.stop() }
        let carol = try WireSession(port: serverC.port, path: "/chat")
        #expect(try carol.waitFor(text: "pong from B", timeout: 10), "a process that started later shows the room's history")

        // A hostile message on the channel: dropped, warned about once, the room carries on.
        _ = try redis.cli(["PUBLISH", "liveui:topic:chat.lobby", "ff:1 {\"not\":\"a chat message\"}"])
        _ = try redis.cli(["PUBLISH", "liveui:topic:chat.lobby", String(repeating: "x", count: 100_000)])
        try Self.say(alice, "alice", "still here")
        #expect(try bob.waitFor(text: "still here", timeout: 10))
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("topic.invalid") && text.contains("is not a ChatMessage"), "\(text)")
        #expect(text.contains("not an envelope"))
    }

    @Test(.enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
    func afterRedisRestartsMessagesCrossProcessesAgain() throws {
        let redis = try RedisServerProcess()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-chat-\(UInt64.random(in: 0...UInt64.max)).log")
        defer { try? FileManager.default.removeItem(at: log) }
        // A's log too: in one full `make test` (2026-12-06) alice's first event after the restart
        // went unanswered for the client's 5 s, and only B's log was kept to say why (the test
        // then passed 19 times in a row, alone and beside other suites).
        let logA = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-chat-a-\(UInt64.random(in: 0...UInt64.max)).log")
        defer { try? FileManager.default.removeItem(at: logA) }
        let env = ["LIVEUI_STORE": redis.url, "LIVEUI_LOG": "info"]
        let serverA = try ServerProcess(environment: env, log: logA)
        defer { serverA.stop() }
        let serverB = try ServerProcess(environment: env, log: log)
        defer { serverB.stop() }
        // Each step names itself and keeps both servers' logs when it fails: one full `make test`
        // (2026-12-07, every core busy with browser suites) timed a socket out somewhere before the
        // restart, 38 s into the test, and the error alone did not say where.
        func step<T>(_ what: String, _ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch {
                let a = (try? String(contentsOf: logA, encoding: .utf8)) ?? ""
                let b = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                Issue.record("\(what): \(error)\nserver A's log:\n\(a)\nserver B's log:\n\(b)")
                throw error
            }
        }
        let alice = try step("alice joins A") { try WireSession(port: serverA.port, path: "/chat") }
        let bob = try step("bob joins B") { try WireSession(port: serverB.port, path: "/chat") }
        try step("alice's message before the restart") { try Self.say(alice, "alice", "before the restart") }
        #expect(try step("bob's wait before the restart") { try bob.waitFor(text: "before the restart", timeout: 10) })
        redis.stop()
        // A line sent while Redis is away waits in A's store, which then pauses between reconnect attempts
        // (the 2026-12-07 flake: Redis took 5 s to come back, and a line sent just after was dropped).
        try step("alice's message during the outage") { try Self.say(alice, "alice", "during the outage") }
        try redis.start()
        // B's subscriber notices the closed connection and comes back.
        #expect(DurableRedisServerTests.waitForLog(log, "store.redis.reconnected"))
        try step("alice's message after the restart") { try Self.say(alice, "alice", "after the restart") }
        #expect(try step("bob's wait after the restart") { try bob.waitFor(text: "after the restart", timeout: 10) })
        // Live, if B's subscriber was back before A's store sent it; else from the room's list, which B
        // reads once subscribed again (at most once a second: it may come after the next line).
        #expect(try step("bob's wait for the line sent during the outage") { try bob.waitFor(text: "during the outage", timeout: 10) })
        let text = bob.page.visibleText
        let during = text.range(of: "during the outage")?.lowerBound
        let after = text.range(of: "after the restart")?.lowerBound
        #expect(during != nil && after != nil && during! < after!, "in the order sent: \(text)")
    }
}

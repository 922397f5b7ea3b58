import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// Durable sessions through Redis (issue #15 item 2), with real server
/// processes and a `redis-server` of the test's own: a session written by
/// one process is restored by another; Redis dying under a running server
/// costs one warning, not the service, and writing resumes when it is back.
@MainActor @Suite(.serialized, .enabled(if: RedisServerProcess.executable != nil, "\(RedisServerProcess.missingMessage)"))
struct DurableRedisServerTests {
    static func logFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("liveui-redis-log-\(UInt64.random(in: 0...UInt64.max)).log")
    }

    static func lines(_ log: URL, containing event: String) -> [String] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0.contains(event) }
    }

    static func waitForLog(_ log: URL, _ event: String, timeout: Double = 10) -> Bool {
        let deadline = Date() + timeout
        while Date() < deadline {
            if !lines(log, containing: event).isEmpty { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aSessionLoggedInOnServerAIsResumedOnServerBThroughRedis() throws {
        let redis = try RedisServerProcess()
        let env = ["LIVEUI_STORE": redis.url, "LOGIN_DELAY_MS": "0"]
        let serverA = try ServerProcess(environment: env)
        let serverB = try ServerProcess(environment: env)
        defer { serverB.stop() }
        let page = try WireSession(port: serverA.port)
        try page.type("Username", "alice")
        try page.click("Login")
        #expect(try page.waitFor(text: "Hello alice!"))
        // The write follows the render within the rate bound (250 ms).
        #expect(redis.wait(for: "alice", in: "HGETALL", "liveui:session:" + page.token), "the session is in Redis under its token")
        serverA.stop(signal: SIGKILL)

        let resumed = try WireSession(port: serverB.port, token: page.token, seq: page.ack)
        #expect(resumed.token == page.token)
        #expect(resumed.boot != page.boot)
        #expect(resumed.page.hasText("Hello alice!"))
        try resumed.click("Logout")
        #expect(try resumed.waitFor(text: "Username"))
        #expect(!resumed.page.hasText("Hello alice!"))
    }

    @Test func redisKilledMidRunTheServerKeepsServingWarnsOnceAndWritesAgainWhenItIsBack() throws {
        let redis = try RedisServerProcess()
        let log = Self.logFile()
        defer { try? FileManager.default.removeItem(at: log) }
        let env = ["LIVEUI_STORE": redis.url, "LOGIN_DELAY_MS": "0", "LIVEUI_LOG": "info"]
        let server = try ServerProcess(environment: env, log: log)
        defer { server.stop() }
        let page = try WireSession(port: server.port)
        try page.type("Username", "before")
        redis.stop()
        // Served all along: every event is answered while the store is down.
        let field = try page.page.textFieldID("Username")
        for n in 0..<20 {
            try page.send(.input, field, value: "down-\(n)")
            usleep(30_000)
        }
        #expect(try page.fieldValue("Username") == "down-19")
        let other = try WireSession(port: server.port)
        try other.type("Username", "new-while-down")
        #expect(Self.waitForLog(log, "store.redis.down"))
        #expect(Self.lines(log, containing: "store.redis.down").count == 1, "one warning for the outage, not one per write")
        #expect(Self.lines(log, containing: "store.redis.down").first?.contains("warn") == true)

        try redis.start()
        #expect(Self.waitForLog(log, "store.redis.reconnected"))
        // Redis came back empty: the next change writes the whole session again.
        try page.send(.input, field, value: "after")
        #expect(redis.wait(for: "after", in: "HGETALL", "liveui:session:" + page.token))
        let second = try ServerProcess(environment: env)
        defer { second.stop() }
        let resumed = try WireSession(port: second.port, token: page.token)
        #expect(resumed.token == page.token, "restored from what was written after the reconnect")
        #expect(try resumed.fieldValue("Username") == "after")
        #expect(Self.lines(log, containing: "store.redis.down").count == 1)
    }
}

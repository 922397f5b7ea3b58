import Foundation
import LiveRuntime
import LiveServerTesting
import LiveStore
import LiveTesting
import Testing

/// A kill -9 loses only events in flight (issue #15, durableack): keystrokes the server
/// acknowledged but had not yet written are kept by the tab and replayed into the process
/// that restores the session; a click never acknowledged (it crashed the server) is not.
@Suite(.serialized) struct DurableAckServerTests {
    /// Writes wait 3 s (the rate bound), so the keystrokes below are acknowledged long before any write.
    static func environment(_ path: String) -> [String: String] {
        ["LIVEUI_STORE": "sqlite:" + path, "LOGIN_DELAY_MS": "0", "LIVEUI_SESSION_WRITE_MS": "3000", "SWIFT_BACKTRACE": "enable=no"]
    }

    /// Waits until the store holds `token`'s session (its first write, after the join).
    static func waitUntilStored(_ path: String, _ token: String) throws -> Bool {
        let store = try SQLiteStore(path: path)
        let deadline = Date() + 10
        while Date() < deadline {
            if !store.load(StorageScope(.session, token)).isEmpty { return true }
            usleep(50_000)
        }
        return false
    }

    @Test func acknowledgedKeystrokesThatWereNotYetWrittenSurviveAKill9() throws {
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = Self.environment(path)
        let server = try ServerProcess(environment: env)
        let port = server.port
        let tab = try ResumingClient(port: port)
        #expect(try Self.waitUntilStored(path, tab.token))
        for character in "alice" { try tab.type("Username", character) }
        try tab.settle()
        #expect(tab.keptCount == 5, "acknowledged, kept: the store has not confirmed them")
        #expect(tab.durableSeen == 0)
        // Back to the same process (a network blip): nothing kept is sent, that process has it all.
        try tab.drop(.abort)
        try tab.settle()
        #expect(tab.replayed == 0 && tab.keptCount == 5 && tab.wire.ack == 5)
        server.stop(signal: SIGKILL)

        let restarted = try ServerProcess(environment: env.merging(["PORT": String(port)]) { $1 })
        defer { restarted.stop() }
        try tab.reconnect()
        try tab.settle()
        #expect(tab.wire.ack == 5, "the five keystrokes were applied again, once each")
        #expect(tab.replayed == 5)
        #expect(tab.lostAcknowledged == 0)
        // The server's state has every keystroke (the page's field is not echoed): the greeting says so.
        try tab.click("Login")
        try tab.settle()
        #expect(try tab.waitFor(text: "Hello alice!"))
    }

    @Test func anUnacknowledgedPoisonClickIsNotReplayedButTheKeystrokesBeforeItAre() throws {
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = Self.environment(path)
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: env)
        let port = server.port
        let tab = try ResumingClient(port: port, path: "/trap")
        tab.dropsUnacknowledgedOnNewBoot = true
        #expect(try Self.waitUntilStored(path, tab.token))
        for character in "bob" { try tab.type("Name", character) }
        try tab.settle()
        #expect(tab.keptCount == 3)
        try tab.click("Crash")  // traps: never acknowledged
        let deadline = Date() + 5
        while server.process.isRunning, Date() < deadline { usleep(10_000) }
        #expect(!server.process.isRunning, "the trap ended the process")

        let restarted = try ServerProcess(executable: "LiveFixtureServer", environment: env.merging(["PORT": String(port)]) { $1 })
        defer { restarted.stop() }
        try tab.reconnect()
        try tab.settle()
        #expect(try tab.waitFor(text: "Name: bob"), "the acknowledged keystrokes were replayed")
        #expect(tab.wire.ack == 3, "and nothing else: the crash click was dropped")
        Thread.sleep(forTimeInterval: 1)
        #expect(restarted.process.isRunning, "the restarted server is still up")
    }
}

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
    /// The ticker writes a minute after a session's first change (the longest rate bound), so the
    /// keystrokes below are acknowledged long before any write, even on a loaded machine; the
    /// session reaches the store at once when its first socket closes (a write on close).
    static func environment(_ path: String) -> [String: String] {
        ["LIVEUI_STORE": "sqlite:" + path, "LOGIN_DELAY_MS": "0", "LIVEUI_SESSION_WRITE_MS": "60000", "SWIFT_BACKTRACE": "enable=no"]
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
        try tab.drop(.abort)  // the close writes the session at once; the tab resumes on the same process
        #expect(try Self.waitUntilStored(path, tab.token))
        for character in "alice" { try tab.type("Username", character) }
        try tab.settle()
        #expect(tab.keptCount == 5, "acknowledged, kept: the store has not confirmed them")
        #expect(tab.durableSeen == 0)
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
        try tab.drop(.abort)
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

    @Test func theServerTellsTheTabOnceTheStoreHasCommittedAndTheTabForgetsThoseEvents() throws {
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let server = try ServerProcess(environment: Self.environment(path).merging(["LIVEUI_SESSION_WRITE_MS": "50"]) { $1 })
        defer { server.stop() }
        let tab = try ResumingClient(port: server.port)
        try tab.type("Username", "a")
        try tab.type("Username", "b")
        try tab.settle()
        // The commit's confirmation rides on a later patch: keep typing until one carries it.
        let deadline = Date() + 20
        var typed = 2
        while tab.durableSeen < 2, Date() < deadline {
            usleep(200_000)
            try tab.type("Username", "c")
            try tab.settle()
            typed += 1
        }
        #expect(tab.durableSeen >= 2, "a patch said events 1 and 2 are durable")
        #expect(tab.keptCount == typed - tab.durableSeen, "only the events above it are kept")
    }

    @Test func backOnTheSameProcessNothingKeptIsSentAgain() throws {
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let server = try ServerProcess(environment: Self.environment(path))
        defer { server.stop() }
        let tab = try ResumingClient(port: server.port)
        for character in "eve" { try tab.type("Username", character) }
        try tab.settle()
        #expect(tab.keptCount == 3)
        try tab.drop(.vanish)  // a new socket, the old one left open: no write on close
        try tab.settle()
        #expect(tab.replayed == 0 && tab.wire.ack == 3, "the same boot id: that process has them all")
        try tab.click("Login")
        try tab.settle()
        #expect(try tab.waitFor(text: "Hello eve!"))
    }
}

import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// `LiveCluster` with two workers behind HAProxy (issue #15 items 3, 5 and 6), in seconds:
/// sessions survive `kill -9` of their worker and a rolling restart, each with its own state;
/// a poison event or poison state kills one worker once, never the next.
@Suite(.serialized) struct ClusterTests {
    /// A state directory (and store) of the test's own.
    static func stateDirectory() -> String {
        NSTemporaryDirectory() + "liveui-cluster-test-\(UInt64.random(in: 0...UInt64.max))"
    }

    static func start(port: Int, state: String, program: String = "LiveDemo") throws -> ClusterProcess {
        try ClusterProcess(
            port: port,
            arguments: [
                "--workers", "2", "--redis-port", String(port + 9), "--state", state,
            ], program: program, log: URL(fileURLWithPath: state + ".log"))
    }

    /// A tab: the page through the balancer (which remembers where its session is), then its socket.
    static func openTab(_ port: Int, path: String = "/") throws -> ResumingClient {
        let page = try HTTPReply.get(port: port, path: path)
        let token = try #require(page.headers["x-liveui-session"], "the page names its session for the balancer")
        return try ResumingClient(port: port, path: path, pageToken: token)
    }

    static func logIn(_ tab: ResumingClient, as name: String) throws {
        for end in name.indices { try tab.set("Username", to: String(name[...end])) }
        try tab.click("Login")
        try tab.settle()
        #expect(try tab.waitFor(text: "Hello \(name)!"))
    }

    @Test func sessionsOfAKilledWorkerResumeElsewhereAndARollingRestartLosesNone() throws {
        let state = Self.stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let cluster = try Self.start(port: 9210, state: state)
        defer { #expect(cluster.stop() == 0) }
        #expect(cluster.workerStarts.map(\.n) == [1, 2])
        #expect(cluster.workerStarts.map(\.port) == [9211, 9212])
        let health = try HTTPReply.get(port: 9211, path: "/.liveui/health")
        #expect(health.status == 200 && health.body.hasPrefix("ok"), "\(health)")

        let names = ["ann", "bob", "cy", "dee"]
        let tabs = try names.map { _ in try Self.openTab(9210) }
        for (tab, name) in zip(tabs, names) { try Self.logIn(tab, as: name) }
        Thread.sleep(forTimeInterval: 0.6)  // written (at most every 250 ms)

        let killed = try #require(cluster.workerPID(1))
        kill(killed, SIGKILL)
        #expect(cluster.waitForRestart(of: 1, after: killed), "the cluster starts worker 1 again")
        for (tab, name) in zip(tabs, names) {
            try tab.click("Logout")
            try tab.settle()
            #expect(try tab.waitFor(text: "Username"), "\(name)'s session works after the kill")
            try Self.logIn(tab, as: name + "x")
        }
        #expect(tabs.map(\.reconnects).reduce(0, +) >= 1, "some tab was on the killed worker")

        // SIGHUP: the workers one by one; every tab keeps its session (only the tab's socket moves).
        Thread.sleep(forTimeInterval: 0.6)
        let before = cluster.workerStarts.count
        cluster.signal(SIGHUP)
        let deadline = Date() + 40
        while cluster.workerStarts.count < before + 2, Date() < deadline { usleep(100_000) }
        #expect(cluster.waitForRestart(of: 2, after: cluster.workerStarts[before - 1].pid))
        for (tab, name) in zip(tabs, names) {
            #expect(try tab.waitFor(text: "Hello \(name)x!"))
            for other in names where other != name { #expect(!tab.page.hasText("Hello \(other)x!"), "no bleed") }
            try tab.click("Logout")
            try tab.settle()
            #expect(try tab.waitFor(text: "Username"))
        }
        #expect(cluster.workerStarts.count == before + 2, "each worker restarted once")
    }

    /// Item 5: the event that killed worker 1 is not resent (a new boot id), the typed name comes
    /// back from the store, and the worker that restored the session keeps running.
    @Test func aPoisonEventKillsOneWorkerOnly() throws {
        let state = Self.stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let cluster = try Self.start(port: 9220, state: state, program: "LiveFixtureServer")
        defer { #expect(cluster.stop() == 0) }
        let page = try HTTPReply.get(port: 9220, path: "/trap")
        let token = try #require(page.headers["x-liveui-session"])
        let tab = try WireSession(port: 9220, path: "/trap", token: token, socketPath: ResumingClient.socketPath(token))
        try tab.type("Name", "bob")
        Thread.sleep(forTimeInterval: 0.6)
        let crash = try tab.page.buttonID("Crash")
        _ = try? tab.socket.send(ClientMessage.event(ClientEvent(seq: tab.nextSeq, kind: .click, target: crash)).encode())
        // The browser client comes back once its socket is gone. Reconnecting sooner raced the click
        // through the balancer: a resume that overtook it (under load, within 1 ms) took the session
        // over and the worker closed the old socket with the click still on its way.
        let deadline = Date() + 20
        var gone = false
        while !gone, Date() < deadline {
            do { try tab.readOne() } catch WebSocketClient.Failure.timeout {} catch { gone = true }
        }
        #expect(gone, "the worker that ran the click died and its socket closed")
        // Its worker died; the tab comes back (as the browser client does: it drops the unacknowledged click).
        var resumed: WireSession?
        while resumed == nil, Date() < deadline {
            do {
                resumed = try WireSession(port: 9220, path: "/trap", token: token, socketPath: ResumingClient.socketPath(token))
            } catch {
                usleep(200_000)  // the balancer has not seen the worker go yet (502), or none is up
            }
        }
        let back = try #require(resumed)
        #expect(back.token == token)
        #expect(back.boot != tab.boot, "another process: the client drops what was not acknowledged")
        #expect(back.page.hasText("Name: bob"))
        Thread.sleep(forTimeInterval: 2)
        #expect(cluster.workerStarts.count == 3, "one worker died once: \(cluster.workerStarts)")
        try back.type("Name", "by")
        #expect(try back.waitFor(text: "Name: bobby"))
    }

    /// Item 5 again, from the store: state that traps when put back kills the first worker that
    /// restores it; the next one sees that restore never finished and starts the tab fresh.
    @Test func poisonStateInTheStoreKillsOneWorkerOnly() throws {
        let state = Self.stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let cluster = try Self.start(port: 9230, state: state, program: "LiveFixtureServer")
        defer { #expect(cluster.stop() == 0) }
        let page = try HTTPReply.get(port: 9230, path: "/fragile")
        let token = try #require(page.headers["x-liveui-session"])
        let tab = try WireSession(port: 9230, path: "/fragile", token: token, socketPath: ResumingClient.socketPath(token))
        try tab.click("Add row")
        #expect(tab.page.hasText("Selected: Row 1"))
        Thread.sleep(forTimeInterval: 0.6)
        // Both workers go (the machine's processes were killed, say); the cluster starts them again.
        let pids = [1, 2].compactMap(cluster.workerPID)
        for pid in pids { kill(pid, SIGKILL) }
        #expect(cluster.waitForRestart(of: 1, after: pids[0]) && cluster.waitForRestart(of: 2, after: pids[1]))
        let starts = cluster.workerStarts.count
        let deadline = Date() + 20
        var fresh: WireSession?
        var attempts = 0
        while fresh == nil, Date() < deadline {
            attempts += 1
            fresh = try? WireSession(port: 9230, path: "/fragile", token: token, socketPath: ResumingClient.socketPath(token))
            if fresh == nil { usleep(300_000) }
        }
        let back = try #require(fresh)
        #expect(back.page.hasText("Nothing selected"), "started fresh instead of restoring the poison")
        #expect(back.token != token)
        Thread.sleep(forTimeInterval: 2)
        #expect(cluster.workerStarts.count == starts + 1, "the poison killed one worker once (\(attempts) joins)")
    }
}

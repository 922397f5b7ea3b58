import Foundation
import LiveServerTesting
import LiveTesting
import Synchronization

/// The cluster under load (issue #15): `sessions` tabs open pages through the
/// balancer, each types its own name a keystroke at a time and logs in, while
/// `disrupt` runs once typing is under way (kill -9 a worker, a rolling
/// restart, Redis killed). Every tab must end greeted with exactly its own
/// name, on the session it started with (a fresh one is a failure), and no
/// page may show another tab's name.
enum ClusterStress {
    struct Report {
        var sessions = 0
        var greeted = 0
        var reconnects = 0
        var lostAcknowledged = 0
        /// Tabs whose page showed another tab's name (cross-session bleed).
        var bleed = 0
        /// Acknowledged events that restored sessions lacked and the tabs sent again.
        var replayed = 0
        var failures: [String] = []
        var seconds = 0.0
        /// Each greeted tab's token and name, to look the sessions up again afterwards.
        var greetedTabs: [(token: String, name: String)] = []
    }

    static func run(
        port: Int, sessions: Int, keystrokeMicroseconds: UInt32 = 150_000, disrupt: () -> Void
    ) -> Report {
        let report = Mutex(Report())
        // Tabs that have typed their first keystrokes: the disruption waits for half of them (a loaded machine opens tabs slowly).
        let typing = Mutex(0)
        report.withLock { $0.sessions = sessions }
        let start = Date()
        let names = (0..<sessions).map { "user\($0)-" + String(repeating: "abcdefghij", count: 2) }
        let group = DispatchGroup()
        for i in 0..<sessions {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    let tab = try openTab(port, source: "127.0.\(1 + i / 250).\(2 + i % 250)")
                    let name = names[i]
                    for (k, character) in name.enumerated() {
                        try tab.type("Username", character)
                        usleep(keystrokeMicroseconds)
                        if k % 5 == 4 { try tab.settle(timeout: 40) }
                        if k == 4 { typing.withLock { $0 += 1 } }
                    }
                    try tab.settle(timeout: 40)
                    try tab.click("Login")
                    try tab.settle(timeout: 40)
                    let ok = try tab.waitFor(text: "Hello \(name)!", timeout: 20)
                    let text = tab.page.visibleText
                    let foreign = names.indices.filter { $0 != i && text.contains(names[$0] + "!") }
                    report.withLock { r in
                        r.reconnects += tab.reconnects
                        r.lostAcknowledged += tab.lostAcknowledged
                        if !foreign.isEmpty { r.bleed += 1 }
                        r.replayed += tab.replayed
                        if ok && foreign.isEmpty {
                            r.greeted += 1
                            r.greetedTabs.append((tab.token, name))
                        } else {
                            r.failures.append("tab \(i): greeted \(ok), foreign \(foreign), page \(text.prefix(80).debugDescription)")
                        }
                    }
                } catch {
                    report.withLock { $0.failures.append("tab \(i): \(error)") }
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
            usleep(2_000)  // tabs open over a moment, as visitors arrive
        }
        let deadline = Date() + 60
        while typing.withLock({ $0 }) < sessions / 2, Date() < deadline { usleep(20_000) }
        disrupt()
        group.wait()
        return report.withLock { r in
            r.seconds = Date().timeIntervalSince(start)
            return r
        }
    }

    /// A page through the balancer (which remembers where its session lives), then its socket.
    /// `source`: the tab's own loopback address, so that each tab is its own visitor (per-address budgets).
    static func openTab(_ port: Int, source: String) throws -> ResumingClient {
        let deadline = Date() + 20
        while true {
            do {
                let page = try HTTPReply.get(port: port, path: "/", source: source)
                if let token = page.headers["x-liveui-session"] {
                    return try ResumingClient(port: port, pageToken: token, source: source)
                }
            } catch {
                guard Date() < deadline else { throw error }
            }
            guard Date() < deadline else { throw WebSocketClient.Failure.protocolError("no page") }
            usleep(200_000)
        }
    }

    static func figures(_ r: Report) -> String {
        "\(r.greeted)/\(r.sessions) tabs greeted exactly on their own session, \(r.reconnects) reconnects, "
            + "\(r.lostAcknowledged) acknowledged events lost (neither in the restored state nor replayed by the tab), "
            + "\(r.replayed) acknowledged but unwritten events replayed by the tabs, \(r.bleed) tabs showing another's name, "
            + String(format: "%.1f s", r.seconds) + (r.failures.isEmpty ? "" : "; first failures: \(r.failures.prefix(3))")
    }
}

extension ClusterStress {
    /// After both workers are killed and started again, how many of `tabs` come back logged in
    /// (their state reached the store, whatever happened to it during the run).
    static func survivingKill9(_ cluster: ClusterProcess, port: Int, tabs: [(token: String, name: String)]) -> Int {
        let pids = [1, 2].compactMap(cluster.workerPID)
        Thread.sleep(forTimeInterval: 1)  // the last writes (every 250 ms) reach the store
        for pid in pids { kill(pid, SIGKILL) }
        guard zip([1, 2], pids).allSatisfy({ cluster.waitForRestart(of: $0.0, after: $0.1) }) else { return 0 }
        var back = 0
        for (i, tab) in tabs.enumerated() {
            let source = "127.0.\(1 + i / 250).\(2 + i % 250)"
            let deadline = Date() + 10
            while Date() < deadline {
                if let wire = try? WireSession(
                    port: port, token: tab.token, source: source, socketPath: ResumingClient.socketPath(tab.token))
                {
                    if wire.token == tab.token && wire.page.hasText("Hello \(tab.name)!") { back += 1 }
                    break
                }
                usleep(200_000)
            }
        }
        return back
    }
}

import Foundation
import LiveServerTesting
import Synchronization

/// The chat room across two processes while Redis is killed and restarted
/// twice, and drops every subscriber twice in between (as its output-buffer
/// limit does), issue #15 item 4: alice (on A) and bob (on B) each send their
/// lines at a typist's pace; tabs on both processes only watch. Every tab
/// must end showing every line, each talker's in the order sent: a line sent
/// while Redis is away waits in its process's store, and a process cut off
/// reads the room's list again when its subscription is back.
enum ChatStress {
    struct Report {
        var watchers = 0
        /// Tabs (watchers and both talkers) that ended showing every line.
        var complete = 0
        /// Tabs that showed a talker's lines out of the order sent.
        var outOfOrder = 0
        var failures: [String] = []
        var seconds = 0.0
    }

    /// `lines` a talker: both together within the room's 30 (`ChatRoomView`'s `keep:`).
    static func run(watchersPerProcess: Int = 4, lines: Int = 14, pauseMicroseconds: UInt32 = 250_000) throws -> Report {
        let started = Date()
        // Persistent, as a deployment's Redis is: a line Redis answered before it was killed is in the
        // room's list when it is back (one without persistence loses it, for every process: README).
        let redis = try RedisServerProcess(persistent: true)
        let environment = ["LIVEUI_STORE": redis.url]
        let serverA = try ServerProcess(environment: environment)
        defer { serverA.stop() }
        let serverB = try ServerProcess(environment: environment)
        defer { serverB.stop() }
        var watchers: [WireSession] = []
        for i in 0..<(2 * watchersPerProcess) {
            watchers.append(try WireSession(port: i % 2 == 0 ? serverA.port : serverB.port, path: "/chat"))
        }
        let alice = try WireSession(port: serverA.port, path: "/chat")
        let bob = try WireSession(port: serverB.port, path: "/chat")
        let expected = ["alice", "bob"].flatMap { name in (1...lines).map { String(format: "\(name)-%02d", $0) } }
        let failures = Mutex<[String]>([])

        // The talkers, on threads of their own, while this thread kills Redis twice.
        let group = DispatchGroup()
        for (name, page) in [("alice", alice), ("bob", bob)] {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    try page.send(.input, try page.page.textFieldID("Your name"), value: name)
                    for n in 1...lines {
                        try page.send(.input, try page.page.textFieldID("Message"), value: String(format: "\(name)-%02d", n))
                        try page.click("Send")
                        usleep(pauseMicroseconds)
                    }
                } catch {
                    failures.withLock { $0.append("\(name) sending: \(error)") }
                }
            }
        }
        // Redis away for 1.2 s; every subscriber dropped (Redis keeps running and its lists) twice; away again 0.6 s.
        for (after, away) in [(0.4, 1.2), (0.3, 0), (0.3, 0), (0.3, 0.6)] {
            usleep(UInt32(after * 1e6))
            if away == 0 {
                _ = try redis.cli(["CLIENT", "KILL", "TYPE", "pubsub"])
                continue
            }
            redis.stop()
            usleep(UInt32(away * 1e6))
            try redis.start()
        }
        group.wait()

        var report = Report()
        report.watchers = watchers.count
        let deadline = Date() + 20
        for (i, page) in (watchers + [alice, bob]).enumerated() {
            // Each tab gets a moment even after an earlier one used the time up: a report of every tab.
            let deadline = max(deadline, Date() + 1)
            while !expected.allSatisfy(page.page.hasText), Date() < deadline {
                do { _ = try page.readOne() } catch WebSocketClient.Failure.timeout { continue } catch {
                    failures.withLock { $0.append("tab \(i): \(error)") }
                    break
                }
            }
            let text = page.page.visibleText
            let missing = expected.filter { !text.contains($0) }
            if missing.isEmpty { report.complete += 1 } else { failures.withLock { $0.append("tab \(i) lacks \(missing)") } }
            for name in ["alice", "bob"] {
                let positions = expected.filter { $0.hasPrefix(name) }.compactMap { text.range(of: $0)?.lowerBound }
                if positions != positions.sorted() {
                    report.outOfOrder += 1
                    failures.withLock { $0.append("tab \(i): \(name)'s lines out of order") }
                }
            }
        }
        report.failures = failures.withLock { $0 }
        report.seconds = Date().timeIntervalSince(started)
        return report
    }
}

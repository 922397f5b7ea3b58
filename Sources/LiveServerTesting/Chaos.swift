import Foundation

/// The "nothing lost" chaos run: `sessions` clients in parallel each type a
/// long known username one keystroke at a time (at a human 15 keys/s) while
/// their connection is dropped at random points (clean close, reset, a peer
/// that vanishes), then log in. Every greeting must match byte for byte, and
/// no page may ever show another session's name.
public enum Chaos {
    public struct Report: CustomStringConvertible {
        public var sessions = 0
        public var survived = 0
        public var drops = 0
        public var failures: [String] = []
        public var seconds = 0.0

        public var description: String {
            "chaos: \(survived)/\(sessions) sessions greeted exactly, \(drops) drops, \(String(format: "%.1f", seconds)) s"
        }
    }

    public static func run(port: Int, sessions: Int, length: Int, dropEvery: Int, seed: UInt64 = 42) -> Report {
        let shared = Shared()
        shared.report.sessions = sessions
        let start = Date()
        let group = DispatchGroup()
        let names = (0..<sessions).map { i in username(i, length: length) }
        for i in 0..<sessions {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                var rng = SplitMix(seed: seed &+ UInt64(i))
                do {
                    let client = try ResumingClient(port: port)
                    var drops = 0
                    for character in names[i] {
                        try client.type("Username", character)
                        usleep(66_000)
                        if rng.next() % UInt64(dropEvery) == 0 {
                            try client.drop(ResumingClient.Drop.allCases[Int(rng.next() % 3)])
                            drops += 1
                        }
                    }
                    try client.settle()
                    try client.click("Login")
                    try client.settle()
                    let greeting = "Hello \(names[i])!"
                    let ok = try client.waitFor(text: greeting)
                    let others = names.enumerated().filter { $0.offset != i && client.page.visibleText.contains($0.element) }
                    shared.lock.withLock {
                        shared.report.drops += drops
                        if ok && others.isEmpty {
                            shared.report.survived += 1
                        } else {
                            shared.report.failures.append(
                                "session \(i): greeting \(ok ? "ok" : "missing"), foreign names \(others.map(\.offset)), "
                                    + "expected \(greeting.debugDescription), page: \(client.page.visibleText.prefix(120).debugDescription), reconnects \(client.reconnects)"
                            )
                        }
                    }
                } catch {
                    shared.lock.withLock { shared.report.failures.append("session \(i): \(error)") }
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        shared.report.seconds = Date().timeIntervalSince(start)
        return shared.report
    }

    /// The report, written by every client thread under the lock.
    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var report = Report()
    }

    /// A long, distinct name with characters that need care: escaping, UTF-8, spaces.
    static func username(_ i: Int, length: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789 <>&\"'üßé漢字🙂")
        var s = "u\(i)-"
        var x = UInt64(i) &* 2_654_435_761 &+ 17
        while s.count < length {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            s.append(alphabet[Int(x >> 33) % alphabet.count])
        }
        // The served app trims the username, as a login form should: no space at the end.
        if s.last == " " {
            s.removeLast()
            s.append("z")
        }
        return s
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

import Foundation
import LiveServerTesting
import Testing

/// Benchmarks are not tests; this only checks that the load generator and
/// the echo floor still run, on a tiny N.
@Suite struct BenchSmokeTests {
    func generate(_ mode: String, port: Int, sessions: Int) throws -> [String: Any] {
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("LiveLoad")
        generator.arguments = [mode, String(port), String(sessions), "1"]
        let out = Pipe()
        generator.standardOutput = out
        try generator.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        while generator.isRunning { usleep(10_000) }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    @Test func theLoadGeneratorAndTheEchoFloorRun() throws {
        let server = try ServerProcess(environment: [
            "LOGIN_DELAY_MS": "0", "LIVEUI_ECHO_PATH": "/echo",
            "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000",
        ])
        let live = try generate("live", port: server.port, sessions: 2)
        #expect(live["connected"] as? Int == 2)
        #expect((live["cycles"] as? Int ?? 0) > 0, "\(live)")
        #expect(live["errors"] as? Int == 0)
        let echo = try generate("echo", port: server.port, sessions: 2)
        #expect((echo["events"] as? Int ?? 0) > 0, "\(echo)")
        #expect(echo["errors"] as? Int == 0)
    }
}

// MARK: open loop (issue 16)

extension BenchSmokeTests {
    /// The open loop sends on its clock and answers for every event it counted.
    @Test func theOpenLoopRuns() throws {
        let server = try ServerProcess(environment: [
            "LOGIN_DELAY_MS": "0", "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000",
        ])
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("LiveLoad")
        // 4 sessions at 10 events/s for 2 s (the first 0.4 s not counted), 3 keystrokes a cycle so both clicks come up.
        generator.arguments = ["open", String(server.port), "4", "2", "10", "3"]
        generator.environment = ProcessInfo.processInfo.environment.merging(["LIVELOAD_ADDRESSES": "2"]) { _, new in new }
        let out = Pipe()
        generator.standardOutput = out
        try generator.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        while generator.isRunning { usleep(10_000) }
        let result = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        #expect(result["connected"] as? Int == 4, "\(result)")
        #expect(result["errors"] as? Int == 0, "\(result)")
        #expect(result["unanswered"] as? Int == 0, "\(result)")
        // 80 events on the clock (a few more or less at the edges), most of them counted, clicks among them.
        let sent = result["sent"] as? Int ?? 0
        #expect((76...84).contains(sent), "\(result)")
        #expect((result["counted"] as? Int ?? 0) >= 50, "\(result)")
        #expect((result["clickP50us"] as? Double ?? 0) > 0 && (result["p999us"] as? Double ?? 0) > 0, "\(result)")
    }
}

extension BenchSmokeTests {
    /// `idle` holds its sessions as joined and `login` logged in (the memory figures' premise).
    @Test func idleAndLoginHoldTheirSessions() throws {
        let server = try ServerProcess(environment: [
            "LOGIN_DELAY_MS": "0", "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000",
        ])
        let idle = try generate("idle", port: server.port, sessions: 2)
        #expect(idle["connected"] as? Int == 2 && idle["events"] as? Int == 0 && idle["errors"] as? Int == 0, "\(idle)")
        let login = try generate("login", port: server.port, sessions: 2)
        // "alice" key by key and Login, once each; no Logout.
        #expect(login["cycles"] as? Int == 2 && login["events"] as? Int == 12 && login["errors"] as? Int == 0, "\(login)")
    }
}

// MARK: busy polling (issue 16)

extension BenchSmokeTests {
    /// The server's CPU seconds so far (user + system, from /proc).
    static func cpuSeconds(_ pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// With `LIVEUI_BUSY_POLL_US` at its largest the server serves as before, and
    /// once nothing comes it stops spinning: an idle second costs next to no CPU
    /// (a loop that spun on would take the whole second).
    @Test func aBusyPollingServerServesAndThenSleeps() throws {
        let server = try ServerProcess(environment: [
            "LOGIN_DELAY_MS": "0", "LIVEUI_ECHO_PATH": "/echo", "LIVEUI_BUSY_POLL_US": "10000",
            "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000",
        ])
        let live = try generate("live", port: server.port, sessions: 2)
        #expect((live["cycles"] as? Int ?? 0) > 0, "\(live)")
        #expect(live["errors"] as? Int == 0)
        usleep(200_000)
        let before = try Self.cpuSeconds(server.process.processIdentifier)
        usleep(1_000_000)
        let idle = try Self.cpuSeconds(server.process.processIdentifier) - before
        #expect(idle < 0.25, "an idle second cost \(idle) s of CPU")
    }
}

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

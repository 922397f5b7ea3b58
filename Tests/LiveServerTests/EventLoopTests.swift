import Foundation
import LiveServer
import LiveServerTesting
import Testing

/// `LIVEUI_EVENT_LOOP`: libwebsockets' own `poll()` loop (the default) and
/// libev's epoll loop serve the same traffic, each from the loop it names.
@Suite struct EventLoopTests {
    @Test func theSettingIsReadAndPollIsTheDefault() throws {
        #expect(try ServerConfiguration.fromEnvironment([:]).eventLoop == .poll)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": "poll"]).eventLoop == .poll)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": "epoll"]).eventLoop == .epoll)
        #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": "kqueue"]) }
    }

    /// Both loops serve sessions through the login flow (joins, keystrokes,
    /// clicks, the timer the login waits on) and the echo, with no error,
    /// and sleep when nothing comes. The epoll loop is libev's own epoll
    /// instance: one more than the poll loop's process holds (libdispatch
    /// keeps one in both).
    @Test func bothLoopsServeTheLoginFlowAndSleepWhenIdle() throws {
        var epollInstances: [EventLoop: Int] = [:]
        for loop in [EventLoop.epoll, .poll] {
            let server = try ServerProcess(environment: [
                "LOGIN_DELAY_MS": "0", "LIVEUI_ECHO_PATH": "/echo", "LIVEUI_EVENT_LOOP": loop.rawValue,
                "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000",
            ])
            let smoke = BenchSmokeTests()
            let live = try smoke.generate("live", port: server.port, sessions: 20)
            #expect(live["connected"] as? Int == 20, "\(loop): \(live)")
            #expect((live["cycles"] as? Int ?? 0) > 0, "\(loop): \(live)")
            #expect(live["errors"] as? Int == 0, "\(loop): \(live)")
            let echo = try smoke.generate("echo", port: server.port, sessions: 20)
            #expect((echo["events"] as? Int ?? 0) > 0, "\(loop): \(echo)")
            #expect(echo["errors"] as? Int == 0, "\(loop): \(echo)")
            let pid = server.process.processIdentifier
            usleep(200_000)
            let before = try BenchSmokeTests.cpuSeconds(pid)
            usleep(1_000_000)
            let idle = try BenchSmokeTests.cpuSeconds(pid) - before
            #expect(idle < 0.25, "\(loop): an idle second cost \(idle) s of CPU")
            let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
            epollInstances[loop] = fds.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) == "anon_inode:[eventpoll]" }.count
        }
        #expect(epollInstances[.epoll] == (epollInstances[.poll] ?? 0) + 1, "\(epollInstances)")
    }
}

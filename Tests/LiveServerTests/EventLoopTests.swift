import Foundation
import LiveServerTesting
import Testing

@testable import LiveServer

/// `LIVEUI_EVENT_LOOP`: libwebsockets' own `poll()` loop and libev's epoll
/// loop (the default where lws's plugin for it is installed) serve the same traffic, each from the loop it names.
@Suite struct EventLoopTests {
    @Test func theSettingIsReadAndEpollIsTheDefaultWhereItsPluginIs() throws {
        #expect(try ServerConfiguration.fromEnvironment([:]).eventLoop == nil)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": ""]).eventLoop == nil)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": "poll"]).eventLoop == .poll)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": "epoll"]).eventLoop == .epoll)
        #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["LIVEUI_EVENT_LOOP": "kqueue"]) }
        // `make` installs libwebsockets-dev, which brings the plugin.
        #expect(EventLoop.libevPluginInstalled())
        #expect(ServerConfiguration().servingEventLoop == .epoll)
    }

    /// Without lws's libev plugin (a machine with libwebsockets17 alone) a server that asked for
    /// no loop serves from poll and warns; one that asked for a loop gets that one (epoll then
    /// fails to start, with a message that names the package: `TransportLoop.init`).
    @Test func withoutThePluginTheDefaultIsPollWithAWarning() {
        #expect(EventLoop.serving(nil, pluginInstalled: false) == .poll)
        #expect(EventLoop.serving(nil, pluginInstalled: true) == .epoll)
        #expect(EventLoop.serving(.poll, pluginInstalled: true) == .poll)
        #expect(EventLoop.serving(.epoll, pluginInstalled: false) == .epoll)
        #expect(EventLoop.fallbackWarning(requested: nil, serving: .poll)?.contains("libwebsockets-evlib-ev") == true)
        #expect(EventLoop.fallbackWarning(requested: nil, serving: .epoll) == nil)
        #expect(EventLoop.fallbackWarning(requested: .poll, serving: .poll) == nil)
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
            epollInstances[loop] =
                fds.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) == "anon_inode:[eventpoll]" }
                .count
        }
        #expect(epollInstances[.epoll] == (epollInstances[.poll] ?? 0) + 1, "\(epollInstances)")
    }
}

import Foundation
import LiveHTML
import LiveServerTesting
import Testing

@testable import LiveServer

/// Attacks from issue #13, each shown to meet its new behaviour.
@Suite struct HardeningTests {
    /// DNS rebinding: a page served from evil.example resolving to 127.0.0.1
    /// sends `Host: evil.example:PORT`; it gets neither pages nor the socket.
    @Test func aHostNotOnTheAllowlistGets421AndNoSocket() throws {
        let server = try ServerProcess()
        let port = server.port
        #expect(try HTTPReply.get(port: port, path: "/").status == 200, "the server's own address is allowed")
        let rebound = try HTTPReply.rawExchange(
            port: port, request: "GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n")
        #expect(rebound.hasPrefix("HTTP/1.1 421") || rebound.hasPrefix("HTTP/1.0 421"), "\(rebound.prefix(40))")
        #expect(rebound.lowercased().contains("x-content-type-options: nosniff"))
        let asset = try HTTPReply.rawExchange(
            port: port, request: "GET /liveui.js HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n")
        #expect(asset.contains(" 421 "))
        #expect(throws: WebSocketClient.Failure.self) {
            _ = try WebSocketClient(port: port, origin: "http://evil.example:\(port)", hostHeader: "evil.example:\(port)")
        }
        #expect(throws: WebSocketClient.Failure.self) {
            _ = try WebSocketClient(port: port, hostHeader: "evil.example:\(port)")
        }
        // localhost is the loopback address's other name: allowed.
        let local = try HTTPReply.rawExchange(port: port, request: "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
        #expect(local.contains(" 200 "))
        _ = try WebSocketClient(port: port, origin: "http://localhost:\(port)", hostHeader: "localhost:\(port)")
        // No Host at all is not a host we answer to.
        let none = try HTTPReply.rawExchange(port: port, request: "GET / HTTP/1.0\r\n\r\n")
        #expect(none.contains(" 421 "))
    }

    @Test func theAllowlistComesFromTheEnvironment() throws {
        let server = try ServerProcess(environment: ["LIVEUI_ALLOWED_HOSTS": "app.example, 127.0.0.1"])
        let port = server.port
        let named = try HTTPReply.rawExchange(
            port: port, request: "GET / HTTP/1.1\r\nHost: APP.example.:\(port)\r\nConnection: close\r\n\r\n")
        #expect(named.contains(" 200 "))
        let local = try HTTPReply.rawExchange(port: port, request: "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
        #expect(local.contains(" 421 "), "an explicit list replaces the default")
    }

    @Test func hostHeadersAreReducedToTheirName() {
        #expect(ServerConfiguration.hostName(ofHeader: "Example.COM:8080") == "example.com")
        #expect(ServerConfiguration.hostName(ofHeader: "[::1]:8080") == "::1")
        #expect(ServerConfiguration.hostName(ofHeader: "example.com.") == "example.com")
        #expect(ServerConfiguration.hostName(ofHeader: "127.0.0.1") == "127.0.0.1")
    }

    /// A join for a path with no page is an `unknown_route` error and a close,
    /// as docs/protocol.md says, not a silent mount of `/`.
    @Test func joiningAPathWithNoPageIsAnError() throws {
        let server = try ServerProcess()
        let socket = try WebSocketClient(port: server.port)
        try socket.send(ClientMessage.join(path: "/mistake", viewport: .default, token: nil, version: nil).encode())
        guard case .text(let text) = try socket.receive(), case .error(let code, _, _) = try ServerMessage.decode(text) else {
            Issue.record("expected an error message")
            return
        }
        #expect(code == "unknown_route")
        guard case .close(let closeCode, _) = try socket.receive() else {
            Issue.record("expected the socket to close")
            return
        }
        #expect(closeCode == 1008)
        // A real page still joins.
        _ = try WireSession(port: server.port, path: "/colors")
    }
}

/// A blocked main actor is visible, and a trap names what was running.
@Suite struct WatchdogTests {
    func logged(_ file: URL) -> String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }

    func waitFor(_ text: String, in file: URL, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if logged(file).contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aTurnLongerThanTheThresholdIsLoggedWithItsRouteAndEvent() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-watchdog-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try ServerProcess(executable: "LiveFixtureServer", log: file)
        let page = try WireSession(port: server.port, path: "/slow")
        let id = try page.page.buttonID("Sleep")
        try page.send(.click, id)
        #expect(page.page.hasText("Naps: 1"))
        #expect(waitFor("main_actor.unblocked", in: file))
        let log = logged(file)
        #expect(log.contains("warn  main_actor.blocked ms="), "\(log)")
        #expect(log.contains("while=\"handling click on \(id) at /slow\""), "\(log)")
        let total = log.split(separator: "\n").first { $0.contains("main_actor.unblocked") }
            .flatMap { $0.split(separator: " ").first { $0.hasPrefix("ms=") } }.flatMap { Int($0.dropFirst(3)) }
        #expect((1400...5000).contains(total ?? 0), "\(log)")
    }

    /// With Swift's backtracer on (it then prints its report after our line) and off.
    @Test(arguments: ["enable=yes", "enable=no"])
    func aTrapInsideAnActionLeavesALineNamingIt(backtrace: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-trap-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["SWIFT_BACKTRACE": backtrace], log: file)
        let page = try WireSession(port: server.port, path: "/trap")
        let id = try page.page.buttonID("Crash")
        _ = try? page.send(.click, id)
        let deadline = Date().addingTimeInterval(5)
        while server.process.isRunning, Date() < deadline { usleep(10_000) }
        #expect(!server.process.isRunning)
        let log = logged(file)
        #expect(log.contains("Fatal error: Index out of range"), "\(log)")
        #expect(log.contains("LiveUI: the process crashed while handling click on \(id) at /trap\n"), "\(log)")
        if backtrace == "enable=no" { #expect(log.hasSuffix("at /trap\n"), "the last line: \(log)") }
    }
}

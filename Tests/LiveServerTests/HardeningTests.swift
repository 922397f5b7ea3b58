import Foundation
import LiveHTML
@testable import LiveServer
import LiveServerTesting
import Testing

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
        let named = try HTTPReply.rawExchange(port: port, request: "GET / HTTP/1.1\r\nHost: APP.example.:\(port)\r\nConnection: close\r\n\r\n")
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

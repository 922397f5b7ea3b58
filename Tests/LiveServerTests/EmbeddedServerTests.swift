import CLWSAllocator
import CLibWebSockets
import Foundation
import LiveHTML
import LiveServer
import LiveServerTesting
import LiveTesting
import LiveUI
import Testing

private struct EmbeddedCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// `LiveServer.start()`, as a program that embeds the server uses it: the
/// transport loop on a thread of its own inside this test process, the
/// sessions on the main actor. Every other server test runs `run()` in a
/// child process.
///
/// The clients block on sockets, so they run off the main actor, which the
/// server needs meanwhile. The main actor is shared with every other
/// `@MainActor` suite of this process, which run in parallel, and the
/// synchronous ones hold it (and threads of the cooperative pool) for
/// seconds: under the full `swift test` the first page came after 14.7 s
/// in one run and not at all in another (an empty reply), because
/// libwebsockets 4.1.6 hangs up on a request whose response has not
/// started within 5 s (measured on a bare lws server). So the test asks
/// again, as a browser's reload would, and every read waits up to
/// `deadline`, longer than the whole run takes (≈3 minutes): the test
/// waits its turn on the main actor, and still cannot hang.
@MainActor @Suite(.serialized) struct EmbeddedServerTests {
    nonisolated static let deadline = 240.0

    /// Image sources set in code are checked as the environment's are: one that would add a
    /// directive of its own to the page's policy stops the start with the setting's name.
    @Test func anImageSourceThatIsNoneIsAStartUpError() {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.log = .off
        configuration.imageSources = ["https:", "https:; script-src *"]
        let server = LiveServer(configuration: configuration) { EmbeddedCounter() }
        #expect {
            try server.start()
        } throws: { error in
            "\(error)".hasPrefix("ServerConfiguration.imageSources") && "\(error)".contains("script-src")
        }
        server.stop()
    }

    @Test(.timeLimit(.minutes(5)))
    func startServesPagesAndSocketsFromItsOwnThreadThenStops() async throws {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.log = .off
        let server = LiveServer(configuration: configuration) { EmbeddedCounter() }
        try server.start()
        let port = server.port
        #expect(port > 0)
        // lws allocates through LiveUI's allocator once a server has started: its 16 KB
        // header buffers get pages of their own (TransportAllocatorTests).
        let probe = try #require(lws_realloc(nil, 16_384, "probe"))
        #expect(TransportAllocatorTests.ownPages(probe), "lws_set_allocator was called before the context")
        _ = lws_realloc(probe, 0, "probe")

        let asked = Date()
        let (page, attempts) = try await Task.detached {
            var attempts = 0
            var page = ""
            while page.isEmpty, Date().timeIntervalSince(asked) < Self.deadline {
                attempts += 1
                page = try HTTPReply.rawExchange(
                    port: port, request: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n",
                    timeout: Self.deadline - Date().timeIntervalSince(asked))
            }
            return (page, attempts)
        }.value
        // How long this process's other suites kept the main actor from the page, for the record.
        FileHandle.standardError.write(
            Data(
                "EmbeddedServerTests: first page after \(Int(Date().timeIntervalSince(asked) * 1000)) ms, \(attempts) request(s)\n"
                    .utf8))
        #expect(page.hasPrefix("HTTP/1.1 200") && page.contains("Count: 0"), "\(page.prefix(80))")

        let patch = try await Task.detached {
            let socket = try WebSocketClient(port: port, timeout: Self.deadline)
            try socket.send(ClientMessage.join(path: "/", viewport: .default, token: nil, version: nil).encode())
            guard case .joined(_, _, _, let html, _, _) = try ServerMessage.decode(try socket.receiveText()) else {
                throw WebSocketClient.Failure.protocolError("expected joined")
            }
            // lws names its blocks as `liveui_lws_realloc` expects: a joined connection's wsi,
            // WebSocket state and receive buffer (≈ 2.2 KB) sit in their own arena. (Only on
            // jemalloc; `make stress`'s sanitizer builds run on glibc. TransportAllocatorTests
            // require the arena in the default build.)
            if liveui_lws_connection_arena() >= 0 {
                #expect(liveui_lws_connection_arena_bytes() >= 2_000, "\(liveui_lws_connection_arena_bytes()) bytes")
            }
            let add = try HTMLParser.parseElement(html).buttonID("Add")
            try socket.send(ClientMessage.event(ClientEvent(seq: 1, kind: .click, target: add, value: nil)).encode())
            return try socket.receiveText()
        }.value
        #expect(patch.contains("Count: 1"), "\(patch)")

        // Stops within the shutdown grace, from the main actor; the port is then closed.
        let start = Date()
        server.stop()
        #expect(Date().timeIntervalSince(start) < 3)
        // Nothing of this server answers on its port any more. The port is the kernel's pick (0):
        // a server another suite starts in parallel may be handed it right away (a clean-clone
        // run on 2026-12-08 connected here), so a connection that succeeds must not reach this one.
        do {
            let after = try HTTPReply.rawExchange(port: port, request: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", timeout: 2)
            #expect(!after.contains("Count: "), "the stopped server still answers: \(after.prefix(80))")
        } catch {
            #expect(error is WebSocketClient.Failure, "\(error)")
        }
    }
}

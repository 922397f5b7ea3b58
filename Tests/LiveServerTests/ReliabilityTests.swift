import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// Short forms of the reliability suite (`make stress` runs the long ones).
@Suite struct ReliabilityTests {
    @Test func chaosTypingAcrossRandomDropsLosesNothing() throws {
        let server = try ServerProcess()
        let sessions = 8
        let report = Chaos.run(port: server.port, sessions: sessions, length: 24, dropEvery: 6)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.survived == sessions)
        #expect(report.drops > 0)
        print(report)
    }

    @Test func bidiControlsAreKeptButIsolatedAndNULsRefused() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port)
        let field = try page.page.textFieldID("Username")
        try page.send(.input, field, value: "abc\u{202E}fed")
        try page.click("Login")
        #expect(try page.waitFor(text: "Hello abc\u{202E}fed!"))
        let nul = try WireSession(port: server.port)
        guard case .text(let reply) = try nul.sendRaw(#"{"t":"event","seq":1,"kind":"input","id":"x","value":"a\u0000b"}"#) else {
            Issue.record("closed")
            return
        }
        #expect(reply.contains("malformed_json") && reply.contains("NUL"))
    }

    @Test func neverFinishedFragmentsHurtOnlyTheirConnection() throws {
        let server = try ServerProcess()
        let bystander = try WireSession(port: server.port)
        let page = try WireSession(port: server.port)
        try page.socket.sendFrame(opcode: 0x1, payload: Array(#"{"t":"ev"#.utf8), fin: false)
        try bystander.send(.input, try bystander.page.textFieldID("Username"), value: "fine")
        // Continuations past the 64 KiB cap close the hoarder with 1009. The
        // 66th kilobyte crosses it; sending more would race the server's
        // close (the peer resets a socket that keeps writing after it).
        var sent = 0
        do {
            for _ in 0..<66 {
                try page.socket.sendFrame(opcode: 0x0, payload: [UInt8](repeating: 0x61, count: 1000), fin: false)
                sent += 1
            }
        } catch {
            Issue.record("the hoarder's socket failed after \(sent) KB, before the cap: \(error)")
            return
        }
        guard case .close(let code, _) = try page.socket.receive() else {
            Issue.record("not closed")
            return
        }
        #expect(code == 1009)
        do {
            try bystander.send(.input, try bystander.page.textFieldID("Username"), value: "still fine")
        } catch {
            Issue.record("the bystander suffered: \(error)")
        }
    }

    @Test func eventsOnlyEverTouchTheirOwnSession() throws {
        let server = try ServerProcess()
        let alice = try WireSession(port: server.port)
        let bob = try WireSession(port: server.port)
        // Element ids are per session: Alice's ids name Bob's own elements in Bob's session, never Alice's.
        let id = try alice.page.textFieldID("Username")
        try alice.send(.input, id, value: "alice")
        try bob.send(.input, id, value: "bob")
        try alice.click("Login")
        try bob.click("Login")
        #expect(try alice.waitFor(text: "Hello alice!"))
        #expect(try bob.waitFor(text: "Hello bob!"))
        #expect(!alice.page.hasText("bob") && !bob.page.hasText("alice"))
    }

    @Test func httpJunkGetsAClearAnswerAndTheServerCarriesOn() throws {
        let server = try ServerProcess()
        let huge = try HTTPReply.rawExchange(
            port: server.port,
            request: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n")
        #expect(huge.isEmpty || huge.range(of: #"^HTTP/1\.[01] 4"#, options: .regularExpression) != nil, "\(huge.prefix(40))")
        let garbage = try HTTPReply.rawExchange(port: server.port, request: "\u{1}\u{2}GARBAGE \u{7f}\r\n\r\n")
        #expect(garbage.isEmpty || garbage.range(of: #"^HTTP/1\.[01] 4"#, options: .regularExpression) != nil, "\(garbage.prefix(60))")
        let post = try HTTPReply.rawExchange(
            port: server.port, request: "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 0\r\n\r\n")
        #expect(!post.hasPrefix("HTTP/1.1 200"))
        #expect(try server.get("/").status == 200)
    }

    @Test func halfOpenAndNonReadingPeersAreDroppedInSeconds() throws {
        let server = try ServerProcess(environment: ["LIVEUI_PING_INTERVAL": "1", "LIVEUI_PING_TIMEOUT": "1"])
        let silent = try WebSocketClient(port: server.port)
        // Never answers pings (it never reads), like a peer that vanished.
        let start = Date()
        var closed = false
        while Date().timeIntervalSince(start) < 8 {
            usleep(200_000)
            if (try? HTTPReply.rawExchange(
                port: server.port, request: "GET /liveui.css HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"))
                == nil
            {
                break
            }
            if silent.peerClosed() {
                closed = true
                break
            }
        }
        #expect(closed, "the silent peer is hung up on")
        #expect(Date().timeIntervalSince(start) < 6)
    }

    @Test func unknownTokenResumesAreThrottled() throws {
        let server = try ServerProcess()
        var immediate = 0
        var refused = 0
        var sockets: [WebSocketClient] = []
        let sent = Date()
        for i in 0..<45 {
            let socket = try WebSocketClient(port: server.port, timeout: 0.3)
            sockets.append(socket)
            try socket.send(
                ClientMessage.join(path: "/", viewport: .default, token: "guess\(String(format: "%017d", i))", version: nil).encode())
        }
        for socket in sockets {
            guard let text = try? socket.receiveText() else { continue }
            if text.contains("\"joined\""), Date().timeIntervalSince(sent) < 0.9 { immediate += 1 }
            if text.contains("too_many_resumes") { refused += 1 }
        }
        #expect(immediate == 20, "a burst of 20 guesses is answered at once")
        #expect(refused == 5, "20 more wait a second; the rest are refused")
    }
}

@Suite struct SlowReaderTests {
    @Test func aClientThatNeverReadsIsClosedOnceItsOutboxStaysFull() throws {
        let server = try ServerProcess(environment: [
            "LIVEUI_ECHO_PATH": "/echo", "LIVEUI_SLOW_READER_TIMEOUT": "1",
            "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000",
        ])
        let bystander = try WireSession(port: server.port)
        let reader = try WebSocketClient(port: server.port, path: "/echo", timeout: 0.5)
        let chunk = [UInt8](repeating: 0x61, count: 60_000)
        let start = Date()
        // Echoes pile up: the kernel buffers fill, then the outbox; reading pauses and
        // our sends stall (time out) until the server gives up and resets the connection.
        var dropped = false
        while Date().timeIntervalSince(start) < 10, !dropped {
            do {
                try reader.sendFrame(opcode: 0x2, payload: chunk)
            } catch WebSocketClient.Failure.timeout {
                continue
            } catch {
                dropped = true
            }
        }
        #expect(dropped, "the non-reading client was dropped")
        // 1 s of patience, then a reset: no 5 s wait for a close handshake it cannot answer.
        #expect(Date().timeIntervalSince(start) < 4)
        let patch = try bystander.send(.input, try bystander.page.textFieldID("Username"), value: "unaffected")
        #expect(patch.ops.isEmpty)
    }
}

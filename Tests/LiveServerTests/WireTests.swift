import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// The protocol over a real socket against the real executable. Each bad
/// input must hurt only the connection that sent it.
@MainActor @Suite struct WireTests {
    func errorCode(_ message: WebSocketClient.Message) -> String? {
        guard case .text(let text) = message, case .error(let code, _, _) = try? ServerMessage.decode(text) else { return nil }
        return code
    }

    /// A second session keeps working: a keystroke is acknowledged.
    func assertHealthy(_ page: WireSession) throws {
        let patch = try page.send(.input, try page.page.textFieldID("Username"), value: "ok\(page.nextSeq)")
        #expect(patch.ops.isEmpty)
    }

    @Test func malformedAndUnknownMessagesGetClearErrorsOnThatConnectionOnly() throws {
        let server = try ServerProcess()
        let bystander = try WireSession(port: server.port)
        let page = try WireSession(port: server.port)
        #expect(errorCode(try page.sendRaw("{not json")) == "malformed_json")
        #expect(errorCode(try page.sendRaw(#"{"t":"event","seq":1,"kind":"click""#)) == "malformed_json")
        #expect(errorCode(try page.sendRaw(#"{"t":"teleport"}"#)) == "unknown_type")
        #expect(errorCode(try page.sendRaw(#"{"t":"event","seq":"x","kind":"click","id":"a"}"#)) == "wrong_type")
        #expect(errorCode(try page.sendRaw(#"{"t":"event","kind":"click","id":"a"}"#)) == "missing_field")
        // The same socket still works, and so does another session.
        try assertHealthy(page)
        try assertHealthy(bystander)
    }

    @Test func errorsNeverLeakPathsOrStackTraces() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port)
        for junk in ["\u{0}", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "{\"t\":\"join\"}"] {
            guard case .text(let text) = try page.sendRaw(junk) else {
                Issue.record("closed on \(junk)")
                return
            }
            #expect(!text.contains("/work") && !text.contains(".swift") && !text.contains("Sources"))
        }
    }

    @Test func staleAndMistargetedEventsAreErrorsWithTheirSequenceNumber() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port)
        try page.send(.click, "no-such-element")
        #expect(page.errors.last?.hasPrefix("unknown_target") == true)
        try page.send(.input, try page.page.buttonID("Login"), value: "x")
        #expect(page.errors.last?.hasPrefix("wrong_kind") == true)
        try assertHealthy(page)
    }

    @Test func binaryFramesCloseWith1003() throws {
        let server = try ServerProcess()
        let bystander = try WireSession(port: server.port)
        let page = try WireSession(port: server.port)
        try page.socket.sendBinary([1, 2, 3])
        #expect(try page.socket.receive() == .close(code: 1003, reason: "binary frames are not accepted"))
        try assertHealthy(bystander)
    }

    @Test func oversizedMessagesCloseWith1009() throws {
        let server = try ServerProcess()
        let bystander = try WireSession(port: server.port)
        let page = try WireSession(port: server.port)
        try page.socket.send(#"{"t":"event","seq":1,"kind":"input","id":"x","value":""# + String(repeating: "a", count: 70_000) + "\"}")
        guard case .close(let code, _) = try page.socket.receive() else {
            Issue.record("not closed")
            return
        }
        #expect(code == 1009)
        try assertHealthy(bystander)
    }

    @Test func aDroppedConnectionResumesWithItsState() throws {
        let server = try ServerProcess()
        let first = try WireSession(port: server.port)
        try first.type("Username", "alice")
        let token = first.token
        first.socket.abort()
        let again = try WireSession(port: server.port, token: token, version: first.version, seq: first.ack)
        #expect(again.token == token)
        #expect(try again.fieldValue("Username") == "alice")
        try again.click("Login")
        #expect(try again.waitFor(text: "Hello alice!"))
    }

    @Test func eventsResentAfterReconnectingApplyExactlyOnce() throws {
        let server = try ServerProcess()
        let first = try WireSession(port: server.port)
        try first.type("Username", "ab")
        let field = try first.page.textFieldID("Username")
        first.socket.abort()
        let again = try WireSession(port: server.port, token: first.token, seq: 0)
        #expect(again.ack == 2)
        // A resend of an applied event is acknowledged and dropped.
        try again.socket.send(ClientMessage.event(ClientEvent(seq: 2, kind: .input, target: field, value: "zz")).encode())
        _ = try again.readOne()
        #expect(try again.fieldValue("Username") == "ab")
        try again.send(.input, field, value: "abc")
        #expect(try again.fieldValue("Username") == "abc")
    }

    @Test func aForgedTokenGetsAFreshSessionNeverSomeoneElses() throws {
        let server = try ServerProcess()
        let victim = try WireSession(port: server.port)
        try victim.type("Username", "victim")
        for forged in ["AAAAAAAAAAAAAAAAAAAAAA", String(victim.token.dropLast()) + "A", "../../etc", ""] where forged != victim.token {
            let attacker = try WireSession(port: server.port, token: forged)
            #expect(attacker.token != victim.token)
            #expect(try attacker.fieldValue("Username") == "")
        }
        // Tokens are 128 random bits, base64url.
        #expect(victim.token.count == 22)
    }

    @Test func crossOriginHandshakesAreRefused() throws {
        let server = try ServerProcess()
        #expect(throws: WebSocketClient.Failure.self) {
            _ = try WebSocketClient(port: server.port, origin: "http://evil.example")
        }
        _ = try WebSocketClient(port: server.port, origin: "http://127.0.0.1:\(server.port)")
        #expect(throws: WebSocketClient.Failure.self) {
            _ = try WebSocketClient(port: server.port, path: "/not-live")
        }
    }

    @Test func loginButtonCannotBeSpammedIntoRepeatedLogins() throws {
        let server = try ServerProcess(environment: ["LOGIN_DELAY_MS": "300"])
        let page = try WireSession(port: server.port)
        try page.type("Username", "spam")
        let login = try page.page.buttonID("Login")
        try page.send(.click, login)
        // While pending the button is disabled and refuses clicks.
        #expect(page.page.find(id: login)?[attribute: "disabled"] != nil)
        for _ in 0..<20 { try page.send(.click, login) }
        #expect(page.errors.filter { $0.hasPrefix("unknown_target") }.count == 20)
        #expect(try page.waitFor(text: "Hello spam!"))
    }

    /// The seed's login with no delay: its `asyncAfter` runs before the click's reply is rendered
    /// (`SameTurnWork`), so the reply that acknowledges the click shows the main view, as one frame would.
    @Test func aLoginWithNoDelayAnswersWithTheMainViewInTheClicksOwnReply() throws {
        let server = try ServerProcess(environment: ["LOGIN_DELAY_MS": "0"])
        let page = try WireSession(port: server.port)
        try page.type("Username", "now")
        let reply = try page.send(.click, try page.page.buttonID("Login"))
        #expect(page.page.hasText("Hello now!"))
        #expect(reply.ops.contains { if case .insert(_, _, let html) = $0 { html.contains("Hello now!") } else { false } })
        #expect(reply.animation != nil)  // the model's `withAnimation` travels with it
    }

    @Test func anEmptyUsernameIsRejectedVisibly() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port)
        try page.type("Username", "   ")
        try page.click("Login")
        #expect(page.page.hasText("Please enter a username."))
        #expect(!page.page.hasText("Hello"))
    }
}

@MainActor @Suite struct WireLimitsTests {
    @Test func invalidUTF8ClosesWith1007() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port)
        try page.socket.sendFrame(opcode: 0x1, payload: [0x7B, 0xC3, 0x28, 0x7D])
        guard case .close(let code, _) = try page.socket.receive() else {
            Issue.record("not closed")
            return
        }
        #expect(code == 1007)
    }

    /// Without a durable store; with one, the store keeps it longer (DurableSessionServerTests).
    @Test func anExpiredSessionIsNotResumedButReplacedByAFreshOne() throws {
        let server = try ServerProcess(environment: ["LIVEUI_SESSION_GRACE": "0.5", "LIVEUI_STORE": "memory"])
        let first = try WireSession(port: server.port)
        try first.type("Username", "gone")
        first.socket.abort()
        usleep(2_000_000)
        let again = try WireSession(port: server.port, token: first.token)
        #expect(again.token != first.token)
        #expect(try again.fieldValue("Username") == "")
    }

    @Test func aResumeTakesTheSessionOverFromAStaleSocket() throws {
        let server = try ServerProcess()
        let first = try WireSession(port: server.port)
        try first.type("Username", "mine")
        // The old socket is still open (its peer vanished without a word).
        let second = try WireSession(port: server.port, token: first.token, seq: first.ack)
        #expect(second.token == first.token)
        #expect(throws: WebSocketClient.Failure.self) { while true { _ = try first.readOne() } }
        #expect(first.closeCode == 1008)
        try second.click("Login")
        #expect(try second.waitFor(text: "Hello mine!"))
    }
}

@MainActor @Suite struct RateLimitTests {
    @Test func aFloodingClientIsThrottledThenClosedWhileOthersCarryOn() throws {
        let server = try ServerProcess()
        let bystander = try WireSession(port: server.port)
        let flooder = try WireSession(port: server.port)
        let field = try flooder.page.textFieldID("Username")
        let start = Date()
        var closed: UInt16?
        var seq = 0
        // Writes never block for long: the server pauses reading, so the kernel buffer fills.
        while closed == nil, Date().timeIntervalSince(start) < 5 {
            seq += 1
            do {
                try flooder.socket.send(ClientMessage.event(ClientEvent(seq: seq, kind: .input, target: field, value: "x")).encode())
            } catch {
                break
            }
            if seq > 3000 { break }
        }
        while closed == nil, Date().timeIntervalSince(start) < 5 {
            if case .close(let code, _) = try flooder.socket.receive() { closed = code }
        }
        #expect(closed == 1008)
        #expect(Date().timeIntervalSince(start) < 3)
        let patch = try bystander.send(.input, try bystander.page.textFieldID("Username"), value: "calm")
        #expect(patch.ops.isEmpty)
    }

    @Test func typingAtHumanSpeedIsNeverLimited() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port)
        let field = try page.page.textFieldID("Username")
        var value = ""
        for c in "a steady typist at fifteen keys per second" {
            value.append(c)
            usleep(66_000)
            try page.send(.input, field, value: value)
        }
        #expect(try page.fieldValue("Username") == value)
        #expect(page.errors.isEmpty)
    }
}

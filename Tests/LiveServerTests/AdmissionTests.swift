import Foundation
import LiveHTML
import LiveServerTesting
import Testing

/// One client cannot lock everyone out (issue #13): per-address caps, a pool
/// of its own for page loads, time limits on sockets that never join and on
/// messages that never finish, and a shared budget for partial messages.
/// Clients bind their own loopback addresses (127.0.0.2, 127.0.0.3, …).
@Suite struct AdmissionTests {
    /// The close code a socket gets, reading until the server closes it.
    func closeCode(_ socket: WebSocketClient, within seconds: Double = 5) -> UInt16? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            switch try? socket.receive() {
            case .close(let code, _)?: return code
            case .text?: continue
            default: if socket.peerClosed() { return nil }
            }
        }
        return nil
    }

    @Test func aFloodOfPageLoadsDoesNotEvictADisconnectedTab() throws {
        let server = try ServerProcess(environment: ["LIVEUI_MAX_UNJOINED_SESSIONS": "20", "LIVEUI_MAX_SESSIONS": "50"])
        let tab = try WireSession(port: server.port)
        try tab.type("Username", "still-here")
        try tab.socket.sendClose(code: 1001)
        _ = try? tab.readOne()
        // Ten times the page-load pool, from another address.
        for _ in 0..<200 { #expect(try HTTPReply.get(port: server.port, path: "/", source: "127.0.0.2").status == 200) }
        let back = try WireSession(port: server.port, token: tab.token, version: tab.version)
        #expect(back.token == tab.token, "the tab resumed its own session")
        #expect(back.page.find(id: try back.page.textFieldID("Username"))?[attribute: "value"] == "still-here")
    }

    @Test func oneAddressOverItsShareOfSessionsLeavesRoomForOthers() throws {
        let server = try ServerProcess(environment: ["LIVEUI_MAX_SESSIONS_PER_ADDRESS": "5"])
        var tabs: [WireSession] = []
        for _ in 0..<5 { tabs.append(try WireSession(port: server.port, source: "127.0.0.2")) }
        #expect(try HTTPReply.get(port: server.port, path: "/", source: "127.0.0.2").status == 429)
        let sixth = try WebSocketClient(port: server.port, source: "127.0.0.2")
        try sixth.send(ClientMessage.join(path: "/", viewport: .default, token: nil, version: nil).encode())
        #expect(closeCode(sixth) == 1008)
        // Another address is served.
        #expect(try HTTPReply.get(port: server.port, path: "/", source: "127.0.0.3").status == 200)
        _ = try WireSession(port: server.port, source: "127.0.0.3")
    }

    @Test func oneAddressOverItsShareOfConnectionsIsRefusedAtOnce() throws {
        let server = try ServerProcess(environment: ["LIVEUI_MAX_CONNECTIONS_PER_ADDRESS": "10"])
        var held: [Int32] = []
        defer { for fd in held { close(fd) } }
        for _ in 0..<10 { held.append(try WebSocketClient.connect(host: "127.0.0.1", port: server.port, timeout: 2, source: "127.0.0.2")) }
        usleep(200_000)
        // The eleventh is hung up on before it says anything.
        let extra = try WebSocketClient.connect(host: "127.0.0.1", port: server.port, timeout: 2, source: "127.0.0.2")
        defer { close(extra) }
        var byte: UInt8 = 0
        #expect(recv(extra, &byte, 1, 0) == 0, "closed by the server")
        #expect(try HTTPReply.get(port: server.port, path: "/", source: "127.0.0.3").status == 200)
        // Closing one frees a slot.
        close(held.removeLast())
        usleep(200_000)
        #expect(try HTTPReply.get(port: server.port, path: "/", source: "127.0.0.2").status == 200)
    }

    @Test func aSocketThatNeverJoinsIsClosed() throws {
        let server = try ServerProcess(environment: ["LIVEUI_JOIN_TIMEOUT": "0.5"])
        let silent = try WebSocketClient(port: server.port)
        let start = Date()
        #expect(closeCode(silent, within: 5) == 1008)
        #expect(Date().timeIntervalSince(start) < 3)
    }

    /// Waiting sockets share one timer (JoinDeadlines.swift, a timer per socket was ≈ 0.35 KB
    /// each): every silent one is closed, each at its own deadline, and one that joined meanwhile stays open.
    @Test func silentSocketsOpenedOneAfterAnotherAreEachClosedAndAJoinedOneStays() throws {
        let server = try ServerProcess(environment: ["LIVEUI_JOIN_TIMEOUT": "0.5"])
        var silent: [WebSocketClient] = []
        for _ in 0..<3 {
            silent.append(try WebSocketClient(port: server.port))
            usleep(150_000)
        }
        let joined = try WireSession(port: server.port)
        for socket in silent { #expect(closeCode(socket) == 1008) }
        usleep(700_000)  // past the joined socket's own deadline
        try joined.type("Username", "still-open")
        #expect(joined.page.find(id: try joined.page.textFieldID("Username"))?[attribute: "value"] == "still-open")
    }

    @Test func aMessageThatNeverFinishesIsClosedInTime() throws {
        let server = try ServerProcess(environment: ["LIVEUI_MESSAGE_TIMEOUT": "0.5"])
        let page = try WireSession(port: server.port)
        try page.socket.sendFrame(opcode: 0x1, payload: Array(#"{"t":"event","#.utf8), fin: false)
        #expect(closeCode(page.socket) == 1008)
        _ = try WireSession(port: server.port)
    }

    @Test func partlySentMessagesShareOneBudget() throws {
        let server = try ServerProcess(environment: ["LIVEUI_PARTIAL_BUDGET_BYTES": "200000"])
        func hoarder(_ i: Int, _ bytes: Int) throws -> WebSocketClient {
            let socket = try WebSocketClient(port: server.port, source: "127.0.0.\(2 + i)")
            try socket.sendFrame(opcode: 0x1, payload: [UInt8](repeating: UInt8(ascii: "a"), count: bytes), fin: false)
            return socket
        }
        // One after another, each read through before the next (the server reads all sockets
        // a piece at a time, so sent together any of them could be the one to cross).
        var hoarders: [WebSocketClient] = []
        for i in 0..<3 {
            hoarders.append(try hoarder(i, 60_000))
            try hoarders[i].pingPong()
        }
        // 3 × 60,000 fit; the fourth would pass 200,000 and is closed with 1013, alone.
        #expect(closeCode(try hoarder(3, 60_000)) == 1013)
        for (i, socket) in hoarders.enumerated() {
            #expect(throws: Never.self, "hoarder \(i) is still open") { try socket.pingPong() }
        }
        // What the refused one had sent left the budget with it: 15,000 more fit at once.
        let small = try hoarder(4, 15_000)
        #expect(throws: Never.self) { try small.pingPong() }
        // Others still join and type.
        let visitor = try WireSession(port: server.port, source: "127.0.0.9")
        try visitor.type("Username", "ok")
    }

    @Test func behindATrustedProxyClientsAreCountedByForwardedFor() throws {
        let server = try ServerProcess(environment: ["LIVEUI_TRUSTED_PROXIES": "127.0.0.1", "LIVEUI_MAX_SESSIONS_PER_ADDRESS": "2"])
        func load(_ forwarded: String, from source: String? = nil) throws -> Int {
            try HTTPReply.get(port: server.port, path: "/", extraHeaders: "X-Forwarded-For: \(forwarded)\r\n", source: source).status
        }
        #expect(try load("198.51.100.7") == 200)
        #expect(try load("198.51.100.7") == 200)
        #expect(try load("198.51.100.7") == 429)
        #expect(try load("198.51.100.8") == 200, "another client behind the same proxy")
        // From a peer that is not a trusted proxy, the header is the client's own claim: ignored.
        #expect(try load("198.51.100.9", from: "127.0.0.2") == 200)
        #expect(try load("198.51.100.10", from: "127.0.0.2") == 200)
        #expect(try load("198.51.100.11", from: "127.0.0.2") == 429)
    }
}

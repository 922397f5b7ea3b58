import Foundation
import LiveHTML
import LiveServerTesting
import Testing

/// Many tabs joining at once (a reconnect after a deploy): a delivery that
/// joins is bounded (Transport.deliverEvents), the loop writes the pages made
/// so far and comes back for the rest. Every join must still be answered,
/// in order, and none refused for a deadline it met.
@Suite struct JoinBurstTests {
    @Test func everySocketOfABurstJoinsAndGetsItsPage() throws {
        let server = try ServerProcess(environment: ["LIVEUI_JOIN_TIMEOUT": "2"])
        // More joins than one bounded delivery makes here (a debug build's join
        // of the login page takes milliseconds; the bound is 4 ms).
        var sockets: [WebSocketClient] = []
        for _ in 0..<40 { sockets.append(try WebSocketClient(port: server.port)) }
        let join = ClientMessage.join(path: "/", viewport: .default, token: nil, version: nil).encode()
        for socket in sockets { try socket.send(join) }
        for (i, socket) in sockets.enumerated() {
            let first = try socket.receiveText()
            #expect(first.hasPrefix(#"{"t":"joined""#), "socket \(i): \(first.prefix(80))")
            #expect(first.contains("Username"), "socket \(i) got the login page")
        }
        // Each still types: its session is live.
        let last = try WireSession(port: server.port)
        try last.type("Username", "after the burst")
        #expect(last.page.find(id: try last.page.textFieldID("Username"))?[attribute: "value"] == "after the burst")
    }
}

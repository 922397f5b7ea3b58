import DemoApps
import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting

/// The wire codec alone (issue #16 item 2): the served login's own messages,
/// captured once from a session, then decoded and encoded `iterations` times:
/// a keystroke event as the browser sends it, and the keystroke, login and
/// logout patches as the server sends them (`encodeBytes`). Under callgrind, two values of
/// `iterations` give instructions per message by difference.
@MainActor func codecBenchmark(iterations: Int) throws -> (decode: Double, keystroke: Double, login: Double, logout: Double, bytes: Int) {
    let page = TestSession { Demos.servedLogin(delay: 0) }
    let session = page.session
    var patches: [Patch] = []
    session.onPatch = { patches.append($0) }
    let field = try page.textField("Username").id
    func send(_ kind: EventKind, _ target: String, _ value: String? = nil) -> Patch {
        session.handle(ClientEvent(seq: session.lastSeq + 1, kind: kind, target: target, value: value)).patch
    }
    let keystroke = send(.input, field, "alice")
    let login = send(.click, try page.button("Login").id)
    page.clock.advance(by: 0)
    let hello = patches.last ?? login
    let logout = send(.click, try session.document.buttonID("Logout"))
    let event = ClientMessage.event(ClientEvent(seq: 12, kind: .input, target: field, value: "alice")).encode()
    let clock = ContinuousClock()
    func time(_ body: () throws -> Int) rethrows -> (Double, Int) {
        var bytes = 0
        let start = clock.now
        for _ in 0..<iterations { bytes &+= try body() }
        let d = clock.now - start
        return ((Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6) / Double(iterations), bytes)
    }
    let (decode, _) = try time {
        guard case .event(let e) = try ClientMessage.decode(event) else { fatalError("not an event") }
        return e.seq
    }
    // As the server encodes for its sockets: bytes behind libwebsockets' 16 bytes of headroom.
    let (k, b1) = time { ServerMessage.patch(keystroke).encodeBytes(headroom: 16).count - 16 }
    let (l, b2) = time { ServerMessage.patch(hello).encodeBytes(headroom: 16).count - 16 }
    let (o, b3) = time { ServerMessage.patch(logout).encodeBytes(headroom: 16).count - 16 }
    return (decode, k, l, o, (b1 + b2 + b3) / max(iterations, 1))
}

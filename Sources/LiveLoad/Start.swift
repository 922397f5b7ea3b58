import Foundation
import LiveHTML

// How a run starts: every session joins first, then the measured window opens.
extension Generator {
    /// Whether a session still waits for its upgrade or its `joined` (one that failed is closed).
    func joining(_ order: [Conn]) -> Bool {
        order.contains { !$0.closed && ($0.phase == .handshake || $0.phase == .joining) }
    }

    func report(_ figures: [String: Any]) throws -> String {
        let json = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
        return String(decoding: json, as: UTF8.self)
    }

    /// A held session's first step of the closed loop: its first keystroke, or its first echo.
    func startFlow(_ c: Conn) {
        if echoMode {
            c.phase = .typing
            c.sentAt = now()
            events += 1
            send(c, ClientMessage.event(ClientEvent(seq: 1, kind: .input, target: "r.a1b2.1.f.0m.1m.0.2", value: "alic")).encode())
        } else {
            nextKeystrokeOrLogin(c)
        }
    }
}

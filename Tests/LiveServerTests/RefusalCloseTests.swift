import Foundation
import LiveHTML
import LiveServer
import LiveServerTesting
import Testing

/// A connection refused for what its client sent gets its close frame, with
/// the code that says why, on both event loops: also when the refused frame is
/// one that lws held back while the client was throttled and hands over when
/// reading resumes. Closed from there under libev's loop, lws 4.1.6 hung up
/// with no close frame and the client saw a bare reset (the rate limit's 1008
/// did so every time, before `refuseSoon`).
@Suite struct RefusalCloseTests {
    /// `n` small text frames, then `last`, in one write. Past the burst of 60
    /// reading pauses; lws reads 256 bytes at a time (`CArena`), so frames of
    /// the same read as the one that paused it are held by lws and handed over
    /// when reading resumes. Up to ≈ 80 stay within the 1 s of grace at 20 a
    /// second (from 93 on the rate's 1008 comes first).
    static func burst(_ n: Int, then last: [UInt8]) -> [UInt8] {
        let junk = WebSocketClient.frame(opcode: 0x1, payload: Array("[]".utf8))
        return Array([[UInt8]](repeating: junk, count: n).joined()) + last
    }

    /// Bursts that end before, at and after the frame that pauses reading (a
    /// sweep of 40–120 on both loops found no close without its frame).
    static let lengths = [50, 58, 60, 62, 64, 66, 70, 75]

    /// The close the client reads after `bytes`: its code and reason, or what
    /// went wrong instead (a reset, or no close in 10 s).
    static func closeAfter(_ bytes: [UInt8], loop: EventLoop) throws -> String {
        let server = try ServerProcess(environment: ["LIVEUI_EVENT_LOOP": loop.rawValue])
        let page = try WireSession(port: server.port)
        try page.socket.sendRaw(bytes)
        let start = Date()
        while Date().timeIntervalSince(start) < 10 {
            do {
                if case .close(let code, let reason) = try page.socket.receive() { return "\(code) \(reason)" }
            } catch {
                return "no close frame: \(error)"
            }
        }
        return "still open"
    }

    @Test(arguments: [EventLoop.poll, .epoll])
    func aBinaryFrameAfterAThrottledBurstClosesWith1003(loop: EventLoop) throws {
        for n in Self.lengths {
            let close = try Self.closeAfter(Self.burst(n, then: WebSocketClient.frame(opcode: 0x2, payload: [1, 2, 3])), loop: loop)
            #expect(close == "1003 binary frames are not accepted", "\(loop), \(n) frames first")
        }
    }

    @Test(arguments: [EventLoop.poll, .epoll])
    func anOversizedMessageAfterAThrottledBurstClosesWith1009(loop: EventLoop) throws {
        let big = WebSocketClient.frame(opcode: 0x1, payload: Array(("[\"" + String(repeating: "a", count: 70_000) + "\"]").utf8))
        for n in Self.lengths {
            let close = try Self.closeAfter(Self.burst(n, then: big), loop: loop)
            #expect(close.hasPrefix("1009 "), "\(loop), \(n) frames first: \(close)")
        }
    }
}

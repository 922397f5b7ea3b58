import Foundation
import LiveHTML
import LiveTesting

/// A Swift client that keeps a session the way liveui.js does: events stay
/// pending until acknowledged; after a reconnect the unacknowledged ones are
/// renumbered from the server's ack + 1, consecutive keystrokes to one field
/// collapsed, and sent again. Acknowledged events are kept until a patch's
/// `durable` covers them, and sent again, first, to a process that restored
/// the session from the store (issue #15, Public/liveui/52-durable.js).
/// For chaos tests: drop the connection at will.
public final class ResumingClient {
    public enum Drop: CaseIterable {
        /// A close frame, then the socket closes.
        case clean
        /// The TCP connection is reset, no close frame.
        case abort
        /// The peer goes silent with the socket left open (a dead laptop); the
        /// server learns of it only when the tab comes back on a new socket.
        case vanish
    }

    public let port: Int
    public let path: String
    public private(set) var wire: WireSession
    public private(set) var token: String
    private var pending: [ClientEvent] = []
    /// Applied but not yet durable (issue #15): sent again to a process that restored the session.
    private var kept: [ClientEvent] = []
    private var durable = 0
    /// As the browser does when a new process answers: drop unacknowledged clicks and submits
    /// (one may be what crashed the last process) and send each field's last value once.
    public var dropsUnacknowledgedOnNewBoot = false
    private var seq = 0
    private var values: [String: String] = [:]
    /// Sockets left open by `.vanish`, kept so they stay half-alive.
    private var ghosts: [WireSession] = []
    public private(set) var reconnects = 0

    /// Whether the socket names the token in its URL, as the browser client does, so that a load
    /// balancer keeps it on the process holding the session (issue #15, deploy/haproxy.cfg).
    public let sticky: Bool
    private var source: String? = nil

    public init(port: Int, path: String = "/") throws {
        self.port = port
        self.path = path
        sticky = false
        wire = try WireSession(port: port, path: path)
        token = wire.token
    }

    /// A tab opened from a page load through a load balancer: it joins with the page's token, in the URL too.
    /// `source`: the client's own loopback address (127.0.0.2, …), so that each tab counts as its own visitor.
    public init(port: Int, path: String = "/", pageToken: String, source: String? = nil) throws {
        self.port = port
        self.path = path
        self.source = source
        sticky = true
        wire = try WireSession(port: port, path: path, token: pageToken, source: source, socketPath: Self.socketPath(pageToken))
        token = wire.token
    }

    /// The socket's URL for `token`, as Public/liveui/50-session.js makes it.
    public static func socketPath(_ token: String) -> String { "/live?session=" + token }

    /// Types one character into the field labelled `label`.
    public func type(_ label: String, _ character: Character) throws {
        let id = try wire.page.textFieldID(label)
        values[id, default: wire.page.find(id: id)?[attribute: "value"] ?? ""].append(character)
        try send(ClientEvent(seq: seq + 1, kind: .input, target: id, value: values[id]))
    }

    /// Sets the field labelled `label` to `value` (the whole text, as the client sends it).
    public func set(_ label: String, to value: String) throws {
        let id = try wire.page.textFieldID(label)
        values[id] = value
        try send(ClientEvent(seq: seq + 1, kind: .input, target: id, value: value))
    }

    public func click(_ title: String) throws {
        try send(ClientEvent(seq: seq + 1, kind: .click, target: try wire.page.buttonID(title)))
    }

    private func send(_ event: ClientEvent) throws {
        seq = event.seq
        pending.append(event)
        // A send on a socket the server already closed fails: the event stays pending.
        try? wire.socket.send(ClientMessage.event(event).encode())
    }

    /// Reads until every pending event is acknowledged (reconnecting if the socket died).
    public func settle(timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !pending.isEmpty {
            guard Date() < deadline else { throw WebSocketClient.Failure.timeout }
            do {
                if let patch = try wire.readOne() { absorb(patch) }
            } catch WebSocketClient.Failure.timeout {
                continue
            } catch {
                try reconnect()
            }
        }
    }

    public func waitFor(text: String, timeout: Double = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !wire.page.hasText(text) {
            guard Date() < deadline else { return false }
            do {
                if let patch = try wire.readOne() { absorb(patch) }
            } catch WebSocketClient.Failure.timeout { continue } catch { try reconnect() }
        }
        return true
    }

    /// Loses the connection the given way, then comes back and resumes.
    public func drop(_ how: Drop) throws {
        switch how {
        case .clean:
            try? wire.socket.sendClose()
        case .abort:
            wire.socket.abort()
        case .vanish:
            ghosts.append(wire)
        }
        try reconnect()
    }

    /// Joins again with the token and resends what was never applied.
    public func reconnect() throws {
        reconnects += 1
        if !ghosts.contains(where: { $0 === wire }) { wire.socket.abort() }
        let previousBoot = wire.boot
        wire = try sticky ? joinThroughBalancer() : WireSession(port: port, path: path, token: token)
        guard wire.token == token else { throw WebSocketClient.Failure.protocolError("session lost: got a fresh one") }
        let acknowledgedBefore = lastAck
        acknowledge(wire.ack)
        var replay: [ClientEvent] = []
        if wire.boot != previousBoot {
            // Restored from the store: the applied events its state lacks go first, if they follow it without a gap.
            replay = kept.filter { $0.seq > wire.ack }
            if replay.first.map({ $0.seq != wire.ack + 1 }) == true { replay = [] }
            kept = []
            durable = wire.ack
            if dropsUnacknowledgedOnNewBoot { pending = pending.filter { $0.kind == .input } }
        }
        replayed += replay.count
        // Acknowledged events neither in the restored state nor sent again are lost.
        lostAcknowledged += max(0, acknowledgedBefore - wire.ack - replay.count)
        pending = Self.coalesced(pending, from: wire.ack + replay.count)
        pending = replay + pending
        seq = wire.ack + pending.count
        for event in pending { try wire.socket.send(ClientMessage.event(event).encode()) }
    }

    private func absorb(_ patch: Patch) {
        acknowledge(patch.ack)
        guard let d = patch.durable, d > durable else { return }
        durable = d
        kept.removeAll { $0.seq <= d }
    }

    private func acknowledge(_ ack: Int) {
        // Applied: kept until the store has them (at most 1,000, as the browser keeps).
        kept += pending.filter { $0.seq <= ack && $0.seq > durable }
        if kept.count > 1000 { kept.removeFirst(kept.count - 1000) }
        pending.removeAll { $0.seq <= ack }
        lastAck = ack
    }

    /// Acknowledged events a restored session lacked and got again from this tab (lost before issue #15's durable acks).
    public private(set) var replayed = 0
    /// How many acknowledged events are kept, waiting for their durable acknowledgement (tests).
    public var keptCount: Int { kept.count }
    /// The highest durable acknowledgement seen (tests).
    public var durableSeen: Int { durable }

    /// The highest acknowledgement seen (of the session's current numbering).
    private var lastAck = 0
    /// Events acknowledged by a process that died before writing them: the session came back without them
    /// (issue #15, `kill -9` of a worker; a typed field heals with the next keystroke, which carries the whole text).
    public private(set) var lostAcknowledged = 0

    /// Through a load balancer a worker may be down for a moment (502/503, a refused connection):
    /// the tab tries again for a while, as the browser client does.
    private func joinThroughBalancer() throws -> WireSession {
        let deadline = Date().addingTimeInterval(20)
        while true {
            do {
                return try WireSession(port: port, path: path, token: token, source: source, socketPath: Self.socketPath(token))
            } catch {
                guard Date() < deadline else { throw error }
                usleep(200_000)
            }
        }
    }

    /// Runs of keystrokes to one field collapse to the last (it carries the whole value).
    static func coalesced(_ events: [ClientEvent], from ack: Int) -> [ClientEvent] {
        var out: [ClientEvent] = []
        for e in events {
            if let last = out.last, last.kind == .input, e.kind == .input, last.target == e.target {
                out[out.count - 1] = e
            } else {
                out.append(e)
            }
        }
        return out.enumerated().map {
            ClientEvent(seq: ack + 1 + $0.offset, kind: $0.element.kind, target: $0.element.target, value: $0.element.value)
        }
    }

    public var page: Element { wire.page }
}

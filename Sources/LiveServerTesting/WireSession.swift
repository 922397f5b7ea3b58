import Foundation
import LiveHTML
import LiveTesting

/// A LiveUI page driven over a real socket: joins, sends events with
/// sequence numbers, applies patches to its own copy of the page with the
/// same code the in-process driver uses.
/// Not thread-safe: hand it to one thread at a time (hence unchecked).
public final class WireSession: @unchecked Sendable {
    public let socket: WebSocketClient
    public private(set) var token: String
    /// The server process's boot id, from `joined`.
    public private(set) var boot = ""
    public private(set) var page: Element
    public private(set) var version: Int
    public private(set) var ack: Int
    /// Error messages the server sent, as `code: message`.
    public private(set) var errors: [String] = []
    /// Every text message received, raw.
    public private(set) var received: [String] = []
    /// Set once the server closed the socket.
    public private(set) var closeCode: UInt16?
    private var seq: Int

    public init(
        port: Int, path: String = "/", token: String? = nil, version: Int? = nil, seq: Int = 0,
        viewport: Viewport = Viewport(width: 1280, height: 800), origin: String? = nil, source: String? = nil,
        traits: ClientTraits = ClientTraits(), extraHeaders: String = "", socketPath: String = "/live"
    ) throws {
        socket = try WebSocketClient(port: port, path: socketPath, origin: origin, source: source, extraHeaders: extraHeaders)
        try socket.send(ClientMessage.join(path: path, viewport: viewport, token: token, version: version, traits: traits).encode())
        self.token = ""
        self.page = Element("div", id: "root")
        self.version = 0
        self.ack = 0
        self.seq = seq
        while true {
            let text = try socket.receiveText()
            received.append(text)
            if case .joined(let token, let version, let ack, let html, _, let boot) = try ServerMessage.decode(text) {
                self.token = token
                self.boot = boot
                self.version = version
                self.ack = ack
                self.page = try HTMLParser.parseElement(html)
                if self.seq < ack { self.seq = ack }
                break
            }
        }
    }

    /// Sends an event and reads up to (and including) the patch that acknowledges it.
    @discardableResult
    public func send(_ kind: EventKind, _ id: String, value: String? = nil) throws -> Patch {
        seq += 1
        let mine = seq
        if kind == .input, let value { page.update(id: id) { $0[attribute: "value"] = value } }
        try socket.send(ClientMessage.event(ClientEvent(seq: mine, kind: kind, target: id, value: value)).encode())
        while true {
            if let patch = try readOne(), patch.ack >= mine { return patch }
        }
    }

    public func type(_ label: String, _ text: String) throws {
        let id = try page.textFieldID(label)
        var value = page.find(id: id)?[attribute: "value"] ?? ""
        for c in text {
            value.append(c)
            try send(.input, id, value: value)
        }
    }

    public func click(_ title: String) throws { try send(.click, try page.buttonID(title)) }

    /// Reads messages until `text` is on the page or `timeout` passes.
    public func waitFor(text: String, timeout: Double = 5) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !page.hasText(text) {
            guard Date() < deadline else { return false }
            _ = try readOne()
        }
        return true
    }

    /// Reads one message and applies it; returns it if it was a patch.
    @discardableResult
    public func readOne() throws -> Patch? {
        switch try socket.receive() {
        case .close(let code, _):
            closeCode = code
            throw WebSocketClient.Failure.closed
        case .text(let text):
            received.append(text)
            switch try ServerMessage.decode(text) {
            case .patch(let patch):
                guard patch.version == version + 1 else {
                    throw WebSocketClient.Failure.protocolError("version gap: \(version) → \(patch.version)")
                }
                version = patch.version
                ack = patch.ack
                try PatchApplier.apply(patch.ops, to: &page)
                return patch
            case .error(let code, let message, _):
                errors.append("\(code): \(message)")
            case .render(let version, let ack, let html, _), .joined(_, let version, let ack, let html, _, _):
                self.version = version
                self.ack = ack
                page = try HTMLParser.parseElement(html)
            }
            return nil
        }
    }

    /// Sends raw text (for malformed-input tests) and returns the next message.
    public func sendRaw(_ text: String) throws -> WebSocketClient.Message {
        try socket.send(text)
        return try socket.receive()
    }

    /// The next sequence number this driver would use.
    public var nextSeq: Int { seq + 1 }
}

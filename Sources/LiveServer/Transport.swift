import CLibWebSockets
import Dispatch
import Foundation
import Synchronization

/// What the transport reports, on the main actor.
@MainActor
protocol TransportDelegate: AnyObject {
    /// An HTTP GET for a path that is not a static file.
    func transportRequested(_ connection: UInt64, path: String, query: String, peer: String, visitor: Visitor)
    /// A WebSocket opened, from `peer` (the client's address).
    func transportOpened(_ connection: UInt64, peer: String, visitor: Visitor)
    func transportReceived(_ connection: UInt64, text: String)
    /// The socket closed: `code` is the close code sent or received (1006 when none was).
    func transportClosed(_ connection: UInt64, code: Int, reason: String)
}

/// What the loop tells the main actor.
enum TransportEvent: Sendable {
    case requested(UInt64, path: String, query: String, peer: String, visitor: Visitor)
    case opened(UInt64, peer: String, visitor: Visitor)
    case received(UInt64, text: String)
    case closed(UInt64, code: Int, reason: String)
}

/// What the main actor asks of the loop.
enum TransportRequest: Sendable {
    /// A text message, framed for `lws_write`: `Transport.headroom` bytes first, then the text (see `Transport.framed`).
    case send(UInt64, [UInt8])
    case close(UInt64, CloseCode, String)
    case respond(UInt64, HTTPResponse)
}

/// The server's side of libwebsockets as the rest of LiveServer sees it.
///
/// A `TransportLoop` alone owns the lws context, every socket, connection and
/// timer; it lives and dies on one thread. This object holds only what is
/// immutable and the `TransportMailbox`, the one thing that crosses threads:
/// the main actor queues requests there (and wakes the loop), and the loop
/// queues events there (and schedules their delivery on the main queue).
///
/// `start()` runs the loop on a thread of its own (servers embedded in
/// another program, tests). `LiveServer.run()` runs the same loop on the main
/// thread, which then also runs the main dispatch queue, the main actor's
/// executor: receiving, rendering and writing on one thread, with no
/// hand-off between threads per event (docs/performance.md measures it).
final class Transport: Sendable {
    let configuration: ServerConfiguration
    let staticFiles: StaticFiles
    let log: ServerLog
    let mailbox = TransportMailbox()
    /// Set once before serving; events are delivered to it on the main actor.
    @MainActor weak var delegate: TransportDelegate?

    /// How long WebSockets get to close (1001) when the server stops, before
    /// the loop gives up on them and destroys the context. The one shutdown
    /// figure: the loop's per-connection timers fire at it (they are what wake
    /// it), and `stop()` waits for the loop a half of it longer.
    static let shutdownGrace = 1.0

    /// Signalled once the loop has destroyed its context.
    private let finished = DispatchSemaphore(value: 0)

    init(configuration: ServerConfiguration, staticFiles: StaticFiles, log: ServerLog = .off) {
        var configuration = configuration
        // lws reads a non-numeric iface as an interface name; "localhost" means loopback.
        if configuration.host == "localhost" { configuration.host = "127.0.0.1" }
        self.configuration = configuration
        self.staticFiles = staticFiles
        self.log = log
    }

    /// The port listened on, once bound (useful with port 0).
    var port: Int { mailbox.port }

    // MARK: Serving

    /// Binds, then serves on a thread of its own. Returns once the port is
    /// bound (or throws why it could not be).
    func start() throws {
        let handoff = BindHandoff()
        let thread = Thread { [self] in
            let loop: TransportLoop
            do {
                loop = try TransportLoop(transport: self)
            } catch {
                handoff.finish(error)
                return
            }
            handoff.finish(nil)
            loop.run()
        }
        thread.name = "liveui-lws"
        thread.start()
        try handoff.wait()
    }

    /// Called by the loop when it has destroyed its context.
    func loopFinished() { finished.signal() }

    /// Closes every WebSocket with 1001 and stops. From another thread than
    /// the loop's, waits until the loop has finished (at most
    /// 1.5 × `shutdownGrace`); on the loop's own thread (a signal handler on
    /// the main queue under `LiveServer.run`) it only asks: the loop winds
    /// down after this turn.
    func stop() {
        guard mailbox.requestStop() else { return }
        _ = finished.wait(timeout: .now() + Self.shutdownGrace * 1.5)
    }

    // MARK: Main actor → loop

    /// Sends a message encoded behind `headroom` bytes (`ServerMessage.encodeBytes(headroom: Transport.headroom)`).
    func send(_ connection: UInt64, framed: [UInt8]) { mailbox.request(.send(connection, framed)) }

    /// The bytes `lws_write` needs in front of a message (it writes the frame header there).
    static let headroom = Int(liveui_lws_pre())

    /// `bytes` behind `headroom` zero bytes, in one allocation of the exact size: the loop hands
    /// the buffer to `lws_write` as it is, where it used to copy every message into a padded one.
    static func framed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        let count = bytes.count
        return [UInt8](unsafeUninitializedCapacity: headroom + count) { buffer, initialized in
            buffer.baseAddress!.initialize(repeating: 0, count: headroom)
            let tail = UnsafeMutableBufferPointer(rebasing: buffer[headroom...])
            _ = tail.initialize(fromContentsOf: bytes)
            initialized = headroom + count
        }
    }
    func close(_ connection: UInt64, _ code: CloseCode, _ reason: String) { mailbox.request(.close(connection, code, reason)) }
    func respond(_ connection: UInt64, _ response: HTTPResponse) { mailbox.request(.respond(connection, response)) }

    // MARK: Loop → main actor

    /// Queues an event for the main actor. Events queued before the main
    /// queue gets to them are delivered in one turn: under load one turn
    /// handles many messages, and the replies they cause wake the loop once.
    func post(_ event: TransportEvent) {
        guard mailbox.post(event) else { return }
        DispatchQueue.main.async { [self] in MainActor.assumeIsolated { deliverEvents() } }
    }

    /// Delivers the events queued so far. A loop on the main thread calls it
    /// itself after each turn (`TransportLoop.run`): no main-queue item and no
    /// eventfd write and read per batch, which `post` costs a loop on a thread of its own.
    @MainActor
    func deliverEvents() {
        let events = mailbox.takeEvents()
        // Requests made while handling these wait for the end of the batch: one wake for all.
        mailbox.holdWakes()
        defer { mailbox.releaseWakes() }
        guard let delegate else { return }
        for event in events {
            switch event {
            case .requested(let id, let path, let query, let peer, let visitor):
                delegate.transportRequested(id, path: path, query: query, peer: peer, visitor: visitor)
            case .opened(let id, let peer, let visitor): delegate.transportOpened(id, peer: peer, visitor: visitor)
            case .received(let id, let text): delegate.transportReceived(id, text: text)
            case .closed(let id, let code, let reason): delegate.transportClosed(id, code: code, reason: reason)
            }
        }
    }
}

/// The bind result of a loop started on its own thread, handed to `start()`.
private final class BindHandoff: Sendable {
    private let error = Mutex<(any Error)?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func finish(_ failure: (any Error)?) {
        error.withLock { $0 = failure }
        ready.signal()
    }

    func wait() throws {
        ready.wait()
        if let failure = error.withLock({ $0 }) { throw failure }
    }
}

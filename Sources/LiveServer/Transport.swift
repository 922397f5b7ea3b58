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
    /// Returns whether handling it rendered a whole page (a join): what bounds a delivery (`Transport.deliverEvents`).
    func transportReceived(_ connection: UInt64, text: String) -> Bool
    /// The socket closed: `code` is the close code sent or received (1006 when none was).
    func transportClosed(_ connection: UInt64, code: Int, reason: String)
}

/// What the loop tells the main actor.
enum TransportEvent: Sendable {
    case requested(UInt64, path: String, query: String, peer: String, visitor: Visitor)
    case opened(UInt64, peer: String, visitor: Visitor)
    case received(UInt64, text: String)
    case closed(UInt64, code: Int, reason: String)
    /// Main-actor work that must see every event received before it (`Transport.afterReceived`).
    case afterReceived(@MainActor @Sendable () -> Void)
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
        scheduleDelivery()
    }

    /// Runs `action` on the main actor once every event received so far has
    /// been handled: a deadline that passes while its socket's message waits
    /// behind others (a delivery is bounded) still sees the message.
    func afterReceived(_ action: @escaping @MainActor @Sendable () -> Void) {
        post(.afterReceived(action))
    }

    /// A delivery on the main queue; one that leaves events for later schedules the next.
    private func scheduleDelivery() {
        DispatchQueue.main.async { [self] in
            if MainActor.assumeIsolated({ deliverEvents() }) { scheduleDelivery() }
        }
    }

    /// Delivers the events queued so far. A loop on the main thread calls it
    /// itself after each turn (`TransportLoop.run`): no main-queue item and no
    /// eventfd write and read per batch, which `post` costs a loop on a thread of its own.
    ///
    /// A delivery that has rendered a whole page (a join) stops once it has
    /// taken `budget` nanoseconds and leaves the rest, in order, for the next,
    /// so the pages made so far go out first. Returns whether events were left.
    @MainActor
    func deliverEvents(budget: UInt64 = deliveryBudget) -> Bool {
        let events = mailbox.takeEvents()
        // Requests made while handling these wait for the end of the batch: one wake for all.
        mailbox.holdWakes()
        defer { mailbox.releaseWakes() }
        guard let delegate else { return false }
        let deadline = DispatchTime.now().uptimeNanoseconds + budget
        var rendered = false
        for (i, event) in events.enumerated() {
            if rendered, DispatchTime.now().uptimeNanoseconds >= deadline {
                mailbox.putBack(events[i...])
                return true
            }
            switch event {
            case .requested(let id, let path, let query, let peer, let visitor):
                delegate.transportRequested(id, path: path, query: query, peer: peer, visitor: visitor)
            case .opened(let id, let peer, let visitor): delegate.transportOpened(id, peer: peer, visitor: visitor)
            case .received(let id, let text): rendered = delegate.transportReceived(id, text: text) || rendered
            case .closed(let id, let code, let reason): delegate.transportClosed(id, code: code, reason: reason)
            case .afterReceived(let action): action()
            }
        }
        return false
    }

    /// How long a delivery that rendered whole pages goes on before the loop
    /// writes them. Unbounded, 2,000 sessions joining at once were 4.4 s of
    /// joins before the first page was written (perf: `lws_write` against the
    /// pages' allocations): every tab waited for all the others, and each page
    /// waited in the outbox while the sessions after it were made, so glibc
    /// kept a free chunk of a page's size between each session's blocks after
    /// the burst (`malloc_info`). Only joins bound it: a bound on every event
    /// cost the closed loop's throughput (4 ms: 1,000 sessions 5,733 → 4,741
    /// events/s, medians of 3), as each bounded turn costs lws a turn over
    /// every socket. The loop gives a delivery at least 4 times its last turn.
    static let deliveryBudget: UInt64 = 4_000_000
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

import CLWSAllocator
import CLibWebSockets
import CMainQueue
import Dispatch
import Foundation

/// The libwebsockets service loop. It alone owns the context, every
/// `struct lws *`, the connection table and the per-connection timers, and it
/// is created, run and destroyed on one thread (the main thread under
/// `LiveServer.run`, a thread of its own under `start`): nothing here is
/// reached from another thread, which is why it needs no lock and is not
/// `Sendable`. What crosses threads goes through `transport.mailbox`.
final class TransportLoop {
    let transport: Transport
    let configuration: ServerConfiguration
    let staticFiles: StaticFiles
    let log: ServerLog
    /// Host names requests may name (nil: any); see `ServerConfiguration.allowedHosts`.
    let allowedHosts: Set<String>?

    let context: OpaquePointer
    let port: Int
    var connections: [UInt64: Connection] = [:]
    var admission: AdmissionControl
    /// Sockets libwebsockets could not read as HTTP (it adopts them raw, e.g. a
    /// `CONNECT`): the refusal each is sent before it is closed.
    var rawRefusals: [OpaquePointer: [UInt8]] = [:]
    /// Bytes of partly received messages, all connections together (see `partialMessageBudget`).
    var partialBytes = 0
    /// When the WebSockets still open are given up on (set when a stop is requested).
    var shutdownDeadline: UInt64?
    /// Main thread only: the main queue has work (its eventfd woke).
    var mainQueueWoken = false
    /// Main thread only: events were posted this turn, or left by the last delivery; the loop delivers them itself after it.
    var eventsPosted = false
    /// Whether this loop runs on the main thread (`LiveServer.run`), and so runs the main queue and delivers events itself.
    private var runsMainQueue = false
    /// The requests being applied, kept between turns so taking a batch allocates nothing (`TransportMailbox.takeRequests`).
    private var batch: [TransportRequest] = []
    private var nextID: UInt64 = 0
    /// Callbacks made so far (wrapping): whether a turn served anything, for `busyPollMicroseconds`.
    var callbacks = 0

    let pre = Int(liveui_lws_pre())
    /// Marks an echo handshake in a connection's user data before it has an id.
    static let echoMarker = UInt64.max

    // C memory lws keeps pointers to, allocated before the context and freed after it.
    let arena: CArena

    /// Creates the context, binding the port, on the thread that will run the loop.
    init(transport: Transport) throws {
        self.transport = transport
        configuration = transport.configuration
        staticFiles = transport.staticFiles
        log = transport.log
        allowedHosts = configuration.effectiveAllowedHosts
        admission = AdmissionControl(limit: configuration.maxConnectionsPerAddress, exempt: configuration.trustedProxies)
        try Transport.checkBindable(host: configuration.host, port: configuration.port)
        liveui_lws_quiet_logs()
        // Before the first context: a block must be freed by the allocator that made it.
        _ = liveui_lws_connection_arena()
        lws_set_allocator(liveui_lws_realloc)
        arena = CArena(configuration: configuration)
        if configuration.servingEventLoop == .epoll, arena.evLoops.pointee == nil {
            throw ConfigurationError("libev could not make an epoll loop; LIVEUI_EVENT_LOOP=poll serves from poll() instead")
        }
        var info = arena.contextInfo(configuration: configuration)
        let context: OpaquePointer
        do {
            context = try LWSError.check(lws_create_context(&info), "lws_create_context")
        } catch {
            // The port was found free just before (`checkBindable`); with libev, lws also loads its
            // plugin for it (Debian's libwebsockets-evlib-ev), and fails here without it.
            let plugin =
                configuration.servingEventLoop == .epoll
                ? "; or libwebsockets' libev plugin is missing: install libwebsockets-evlib-ev, or set LIVEUI_EVENT_LOOP=poll" : ""
            throw ConfigurationError(
                "could not listen on \(configuration.host):\(configuration.port) "
                    + "(address in use, or not an address of this machine?\(plugin)): \(error)")
        }
        self.context = context
        port = lws_get_vhost_by_name(context, "default").map { Int(lws_get_vhost_listen_port($0)) } ?? configuration.port
        // The C callback finds this loop through the context's user pointer, a cell
        // filled only now (`self` did not exist while the context was created; lws's
        // callbacks during creation find it empty and get lws's defaults). The loop
        // outlives its context: `run` destroys the context before returning.
        arena.loop.pointee = Unmanaged.passUnretained(self).toOpaque()
        transport.mailbox.attach(context: context, port: port)
    }

    /// Serves until a stop is requested and the WebSockets have closed (or
    /// `Transport.shutdownGrace` has passed), then destroys the context. On
    /// the main thread it also runs the main dispatch queue: the queue's
    /// eventfd joins lws's poll set (as an adopted file), so main-actor work
    /// queued by timers or other threads wakes the loop.
    func run() {
        runsMainQueue = Thread.isMainThread
        if runsMainQueue {
            var fd = lws_sock_file_fd_type()
            fd.filefd = liveui_main_queue_fd()
            guard let vhost = lws_get_vhost_by_name(context, "default"),
                lws_adopt_descriptor_vhost(vhost, LWS_ADOPT_RAW_FILE_DESC, fd, "liveui", nil) != nil
            else {
                fatalError("libwebsockets could not watch the main queue")
            }
        }
        startKeepalive()
        let spin = UInt64(configuration.busyPollMicroseconds) * 1000
        var spinningUntil: UInt64 = 0
        // How long the last turn that did not wait took: lws's own work per turn, which grows
        // with the sockets open (4.1 polls them all); a bounded delivery gets at least 4 times it.
        var turnNanos: UInt64 = 0
        while true {
            // While spinning, lws polls without waiting (a negative timeout). A turn that
            // served anything made a callback (events and main-queue wakes come through
            // callbacks too) and spins on; `spin` 0 never starts. Events a delivery left
            // for later (`Transport.deliverEvents`) do not wait for the poll either.
            let before = callbacks
            let waits = spinningUntil == 0 && !eventsPosted
            let turnStart = waits ? 0 : DispatchTime.now().uptimeNanoseconds
            if let ev = arena.evLoops.pointee {
                // libev's turn (`EventLoop.epoll`): what is ready, lws's timers included.
                liveui_ev_run(ev, waits ? 0 : 1)
            } else {
                _ = lws_service(context, waits ? 0 : -1)
            }
            if !waits { turnNanos = DispatchTime.now().uptimeNanoseconds - turnStart }
            if spin > 0 {
                let now = DispatchTime.now().uptimeNanoseconds
                if callbacks != before {
                    spinningUntil = now + spin
                } else if now >= spinningUntil {
                    spinningUntil = 0
                }
            }
            if runsMainQueue, eventsPosted || mainQueueWoken {
                // What this turn received, delivered here on the main thread (the
                // main actor's), then whatever the main queue holds; the requests
                // all that made are applied next.
                transport.mailbox.holdWakes()
                if eventsPosted {
                    let transport = transport  // Sendable, unlike the loop
                    let budget = max(Transport.deliveryBudget, 4 * turnNanos)
                    eventsPosted = MainActor.assumeIsolated { transport.deliverEvents(budget: budget) }
                }
                if mainQueueWoken {
                    mainQueueWoken = false
                    liveui_main_queue_drain()
                }
                transport.mailbox.releaseWakes(byLoop: true)
            }
            applyRequests()
            if let deadline = shutdownDeadline,
                (connections.values.allSatisfy({ !$0.isWebSocket }) && !eventsPosted) || DispatchTime.now().uptimeNanoseconds >= deadline
            {
                if eventsPosted {
                    // What a bounded delivery left is handled before the server goes: it may be input to keep.
                    let transport = transport
                    MainActor.assumeIsolated { while transport.deliverEvents(budget: UInt64(Int64.max)) {} }
                }
                break
            }
        }
        transport.mailbox.detach()
        lws_context_destroy(context)
        connections.removeAll()
        transport.loopFinished()
    }

    /// Queues an event for the main actor; on the main thread the loop delivers it after this turn.
    func post(_ event: TransportEvent) {
        if runsMainQueue {
            _ = transport.mailbox.post(event)
            eventsPosted = true
        } else {
            transport.post(event)
        }
    }

    /// Applies what the main actor asked for.
    private func applyRequests() {
        let stopping = transport.mailbox.takeRequests(into: &batch)
        defer { batch.removeAll(keepingCapacity: true) }
        for request in batch {
            switch request {
            case .send(let id, let framed):
                guard let c = connections[id], c.isWebSocket, c.closeRequest == nil else { continue }
                enqueue(framed, binary: false, on: c)
            case .close(let id, let code, let reason):
                guard let c = connections[id], c.isWebSocket else { continue }
                if c.closeRequest == nil { c.closeRequest = (code, reason) }
                _ = lws_callback_on_writable(c.wsi)
            case .respond(let id, let response):
                guard let c = connections[id], !c.isWebSocket else { continue }
                c.response = response
                c.headersWritten = false
                _ = lws_callback_on_writable(c.wsi)
            }
        }
        if stopping, shutdownDeadline == nil {
            shutdownDeadline = DispatchTime.now().uptimeNanoseconds + UInt64(Transport.shutdownGrace * 1e9)
            for c in connections.values where c.isWebSocket {
                // A refusal on its way keeps its own code.
                if c.closeRequest == nil { c.closeRequest = (.goingAway, "server shutting down") }
                _ = lws_callback_on_writable(c.wsi)
                // Its timer at the deadline wakes the loop even if the peer never answers.
                armTimer(c)
            }
        }
    }

    /// Queues a message on a connection, pausing its reading when the outbox
    /// backs up and dropping it (no close frame: it could not be read) when
    /// the outbox overflows. `framed`: the message behind `pre` bytes of headroom (`Transport.framed`).
    func enqueue(_ framed: [UInt8], binary: Bool, on c: Connection) {
        c.outbox.append((framed, binary))
        if c.pendingCount > configuration.outboxLimitMessages {
            // A reader that never drains: drop what it has not taken and hang up.
            log.warn("ws.slow_reader", ["peer": .string(c.peer), "pending": .int(c.pendingCount), "reason": "outbox full"])
            c.outbox.removeAll()
            c.outboxHead = 0
            c.closeRequest = (.policyViolation, "outbox full")
            hangUp(c)
        } else if c.pendingCount > configuration.outboxPauseMessages, !c.outboxFull {
            c.outboxFull = true
            c.outboxFullSince = DispatchTime.now().uptimeNanoseconds
            updateReading(c)
            armTimer(c)
        }
        _ = lws_callback_on_writable(c.wsi)
    }

    /// Drops a peer that stopped reading, at once: a close frame could not
    /// reach it through its full buffers, and lws would wait 5 s for the
    /// answer to one. A connection killed by timeout closes without the handshake.
    func hangUp(_ c: Connection) {
        c.hungUp = true
        lws_set_timeout(c.wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC)
    }

    // MARK: Connection table

    func register(_ wsi: OpaquePointer, _ user: UnsafeMutableRawPointer?, webSocket: Bool) -> Connection {
        nextID += 1
        let c = Connection(
            id: nextID, wsi: wsi, isWebSocket: webSocket,
            bucket: TokenBucket(rate: configuration.eventsPerSecond, burst: configuration.eventBurst))
        connections[nextID] = c
        user?.storeBytes(of: nextID, as: UInt64.self)
        return c
    }

    func connection(_ user: UnsafeMutableRawPointer?) -> Connection? {
        guard let user else { return nil }
        let id = user.load(as: UInt64.self)
        return id == 0 ? nil : connections[id]
    }

    func forget(_ user: UnsafeMutableRawPointer?) -> Connection? {
        guard let c = connection(user) else { return nil }
        connections[c.id] = nil
        user?.storeBytes(of: 0, as: UInt64.self)
        return c
    }
}

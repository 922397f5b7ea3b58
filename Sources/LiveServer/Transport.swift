import CLibWebSockets
import CMainQueue
import Dispatch
import Foundation

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

/// libwebsockets, confined: one service thread owns the context and every
/// `struct lws *`. Other threads talk to it only through `commands` (under a
/// lock) and `lws_cancel_service`, the one lws call that is thread-safe.
///
/// The service thread is either a thread of its own (`start`, for servers
/// embedded in another program or in tests) or the main thread
/// (`serveOnMainThread`, what `LiveServer.run` uses), which then also runs the
/// main dispatch queue, the main actor's executor: receiving, rendering and
/// writing happen on one thread, with no hand-offs between threads per event.
final class Transport: @unchecked Sendable {
    enum Command {
        case send(UInt64, [UInt8])
        case close(UInt64, CloseCode, String)
        case respond(UInt64, HTTPResponse)
    }

    private(set) var configuration: ServerConfiguration
    let staticFiles: StaticFiles
    let log: ServerLog
    /// Host names requests may name (nil: any); see `ServerConfiguration.allowedHosts`.
    let allowedHosts: Set<String>?
    /// Set once before `start`; called on the main queue only.
    nonisolated(unsafe) weak var delegate: TransportDelegate?

    // Shared between threads, guarded by `lock`.
    private let lock = NSLock()
    private var commands: [Command] = []
    /// Received work for the main actor, drained in one turn.
    private var mainInbox: [@MainActor (TransportDelegate) -> Void] = []
    /// Main actor only: a drain is running, so sends need not wake the service thread yet.
    nonisolated(unsafe) private var holdingWakes = false
    private var stopRequested = false
    private var liveContext: OpaquePointer?
    /// Set before serving: the service loop is the main thread's.
    private var onMainThread = false
    /// Main thread mode: the main queue's eventfd became readable.
    var mainQueueWoken = false

    // Service thread only.
    var context: OpaquePointer?
    var connections: [UInt64: Connection] = [:]
    var admission: AdmissionControl
    /// Sockets libwebsockets could not read as HTTP (it adopts them raw, e.g. a
    /// `CONNECT`): the refusal each is sent before it is closed.
    var rawRefusals: [OpaquePointer: [UInt8]] = [:]
    /// Bytes of partly received messages, all connections together (see `partialMessageBudget`).
    var partialBytes = 0
    private var nextID: UInt64 = 0
    private var stopDeadline: UInt64?
    private let finished = DispatchSemaphore(value: 0)

    // C memory lws keeps pointers to; freed after the context is destroyed.
    private var cStrings: [UnsafeMutablePointer<CChar>] = []
    private let protocols = UnsafeMutablePointer<lws_protocols>.allocate(capacity: 2)
    private let retryPolicy = UnsafeMutablePointer<lws_retry_bo_t>.allocate(capacity: 1)
    /// Per-vhost options: "liveui" → "default" = "1".
    private let protocolOptions = UnsafeMutablePointer<lws_protocol_vhost_options>.allocate(capacity: 2)

    let pre = Int(liveui_lws_pre())
    /// Marks an echo handshake in a connection's user data before it has an id.
    static let echoMarker = UInt64.max
    private(set) var port = 0

    init(configuration: ServerConfiguration, staticFiles: StaticFiles, log: ServerLog = .off) {
        self.configuration = configuration
        self.staticFiles = staticFiles
        self.log = log
        self.allowedHosts = configuration.effectiveAllowedHosts
        self.admission = AdmissionControl(limit: configuration.maxConnectionsPerAddress, exempt: configuration.trustedProxies)
    }

    deinit {
        protocols.deallocate()
        retryPolicy.deallocate()
        protocolOptions.deallocate()
        for s in cStrings { free(s) }
    }

    private func cString(_ s: String) -> UnsafeMutablePointer<CChar> {
        let p = strdup(s)!
        cStrings.append(p)
        return p
    }

    /// Creates the context (binding the port) and starts the service thread.
    func start() throws {
        try createContext()
        let thread = Thread { [self] in serviceLoop() }
        thread.name = "liveui-lws"
        thread.start()
    }

    /// Creates the context (binding the port); `serveOnMainThread` then serves.
    func startOnMainThread() throws {
        onMainThread = true
        try createContext()
    }

    /// Serves on the main thread until stopped, running the main queue too.
    /// The main queue's eventfd joins lws's poll set (as an adopted file), so
    /// main-actor work queued by timers or other threads wakes the loop.
    @MainActor
    func serveOnMainThread() {
        precondition(onMainThread, "startOnMainThread first")
        guard let ctx = context, let vhost = lws_get_vhost_by_name(ctx, "default") else { return }
        var fd = lws_sock_file_fd_type()
        fd.filefd = liveui_main_queue_fd()
        guard lws_adopt_descriptor_vhost(vhost, LWS_ADOPT_RAW_FILE_DESC, fd, "liveui", nil) != nil else {
            fatalError("libwebsockets could not watch the main queue")
        }
        serviceLoop()
    }

    private func createContext() throws {
        // lws reads a non-numeric iface as an interface name; "localhost" means loopback.
        if configuration.host == "localhost" { configuration.host = "127.0.0.1" }
        try Self.checkBindable(host: configuration.host, port: configuration.port)
        liveui_lws_quiet_logs()
        protocols[0] = lws_protocols()
        protocols[0].name = UnsafePointer(cString("liveui"))
        protocols[0].callback = liveuiCallback
        protocols[0].per_session_data_size = MemoryLayout<UInt64>.size
        // lws gives every WebSocket a receive buffer of this size. Events are
        // about 100 bytes; longer messages arrive in pieces and are assembled
        // (up to maxMessageBytes). 4096 cost each session 2.8 KB more.
        protocols[0].rx_buffer_size = 1024
        protocols[1] = lws_protocols()  // terminator

        retryPolicy.pointee = lws_retry_bo_t()
        retryPolicy.pointee.secs_since_valid_ping = UInt16(clamping: configuration.pingInterval)
        retryPolicy.pointee.secs_since_valid_hangup = UInt16(clamping: configuration.pingInterval + configuration.pingTimeout)

        var info = lws_context_creation_info()
        info.port = Int32(configuration.port)
        info.iface = UnsafePointer(cString(configuration.host))
        info.protocols = UnsafePointer(protocols)
        info.vhost_name = UnsafePointer(cString("default"))
        info.retry_and_idle_policy = UnsafePointer(retryPolicy)
        info.user = Unmanaged.passUnretained(self).toOpaque()
        var options = UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
        // lws 4.1.6 listens on every interface for an IPv4 iface unless IPv6 is off.
        if !configuration.host.contains(":") { options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6) }
        info.options = options
        // Let clients that send no subprotocol use ours (and route plain HTTP to it).
        let inner = protocolOptions + 1
        inner.pointee = lws_protocol_vhost_options()
        inner.pointee.name = UnsafePointer(cString("default"))
        inner.pointee.value = UnsafePointer(cString("1"))
        protocolOptions.pointee = lws_protocol_vhost_options()
        protocolOptions.pointee.name = UnsafePointer(cString("liveui"))
        protocolOptions.pointee.options = UnsafePointer(inner)
        info.pvo = UnsafePointer(protocolOptions)

        let ctx: OpaquePointer
        do {
            ctx = try LWSError.check(lws_create_context(&info), "lws_create_context")
        } catch {
            throw ConfigurationError(
                "could not listen on \(configuration.host):\(configuration.port) "
                    + "(address in use, or not an address of this machine?): \(error)")
        }
        context = ctx
        if let vhost = lws_get_vhost_by_name(ctx, "default") { port = Int(lws_get_vhost_listen_port(vhost)) }
        lock.withLock { liveContext = ctx }
    }

    private func serviceLoop() {
        while let ctx = context {
            _ = lws_service(ctx, 0)
            if onMainThread { runMainActorWork() }
            if let deadline = stopDeadline,
                connections.values.allSatisfy({ !$0.isWebSocket }) || DispatchTime.now().uptimeNanoseconds > deadline
            {
                break
            }
        }
        lock.withLock { liveContext = nil }
        if let ctx = context { lws_context_destroy(ctx) }
        context = nil
        connections.removeAll()
        finished.signal()
    }

    // MARK: Commands from other threads

    func send(_ connection: UInt64, _ text: String) { enqueue(.send(connection, Array(text.utf8))) }
    func close(_ connection: UInt64, _ code: CloseCode, _ reason: String) { enqueue(.close(connection, code, reason)) }
    func respond(_ connection: UInt64, _ response: HTTPResponse) { enqueue(.respond(connection, response)) }

    /// Called on the main actor (the hub). During an inbox drain the wake-up
    /// is left to the end of the drain; on the main thread the loop applies
    /// commands itself after each turn.
    private func enqueue(_ command: Command) {
        let hold = holdingWakes || onMainThread
        let ctx: OpaquePointer? = lock.withLock {
            commands.append(command)
            // One wake-up drains everything queued; only the first needs one.
            return commands.count == 1 && !hold ? liveContext : nil
        }
        if let ctx { lws_cancel_service(ctx) }
    }

    /// Closes every WebSocket with 1001 and stops, waiting at most `timeout`
    /// seconds. On the main thread it only asks: the loop winds down and
    /// `serveOnMainThread` returns.
    func stop(timeout: Double = 1.5) {
        let ctx: OpaquePointer? = lock.withLock {
            stopRequested = true
            return liveContext
        }
        guard let ctx else { return }
        if onMainThread {
            // Wakes the loop at the shutdown deadline even if no socket stirs.
            Dispatch.DispatchQueue.main.asyncAfter(deadline: .now() + 1.05) {}
            return
        }
        lws_cancel_service(ctx)
        let deadline = DispatchTime.now() + timeout
        while finished.wait(timeout: .now() + 0.1) == .timedOut {
            if DispatchTime.now() > deadline { break }
            // lws_service may sleep; wake it so it checks the deadline.
            lock.withLock { if let c = liveContext { lws_cancel_service(c) } }
        }
    }

    /// Service thread: apply what other threads asked for.
    func drainCommands() {
        let (batch, stopping) = lock.withLock {
            let batch = commands
            commands.removeAll(keepingCapacity: true)
            return (batch, stopRequested)
        }
        for command in batch {
            switch command {
            case .send(let id, let bytes):
                guard let c = connections[id], c.isWebSocket, c.closeRequest == nil else { continue }
                enqueue(bytes, binary: false, on: c)
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
        if stopping, stopDeadline == nil {
            stopDeadline = DispatchTime.now().uptimeNanoseconds + 1_000_000_000
            for c in connections.values where c.isWebSocket {
                c.closeRequest = (.goingAway, "server shutting down")
                _ = lws_callback_on_writable(c.wsi)
            }
        }
    }

    /// Queues a message on a connection (service thread), pausing its reading
    /// when the outbox backs up and dropping it (no close frame: it could not be
    /// read) when the outbox overflows.
    func enqueue(_ bytes: [UInt8], binary: Bool, on c: Connection) {
        c.outbox.append((bytes, binary))
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
        lws_set_timeout(c.wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC)
    }

    // MARK: Connection table (service thread)

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

    /// Runs `work` on the main actor with the delegate. Work queued while a
    /// drain is pending joins it: under load one main-queue turn handles many
    /// messages, and the replies they cause wake the service thread once.
    func toMain(_ work: @escaping @MainActor (TransportDelegate) -> Void) {
        let first = lock.withLock {
            mainInbox.append(work)
            return mainInbox.count == 1
        }
        // On the main thread the loop runs the inbox after this turn of lws_service.
        guard first, !onMainThread else { return }
        Dispatch.DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drainMainInbox() }
        }
    }

    /// Main thread mode, after each turn of lws_service: what the turn
    /// received (as one main-queue item, so it runs where main-actor code
    /// expects to), whatever else the main queue holds, then the commands
    /// all that produced.
    private func runMainActorWork() {
        let received = lock.withLock { !mainInbox.isEmpty }
        if received {
            Dispatch.DispatchQueue.main.async { [self] in MainActor.assumeIsolated { drainMainInbox() } }
        }
        if received || mainQueueWoken {
            mainQueueWoken = false
            liveui_main_queue_drain()
        }
        drainCommands()
    }

    @MainActor
    private func drainMainInbox() {
        let batch = lock.withLock {
            let batch = mainInbox
            mainInbox.removeAll(keepingCapacity: true)
            return batch
        }
        guard let delegate else { return }
        holdingWakes = true
        for work in batch { work(delegate) }
        holdingWakes = false
        if onMainThread { return }
        let ctx: OpaquePointer? = lock.withLock { commands.isEmpty ? nil : liveContext }
        if let ctx { lws_cancel_service(ctx) }
    }
}

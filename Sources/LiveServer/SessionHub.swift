import Foundation
import LiveHTML
import LiveRuntime
import LiveUI

/// The main-actor side of the server: pages, joins, events and the session
/// registry. Speaks the wire protocol of docs/protocol.md.
@MainActor
final class SessionHub: TransportDelegate {
    enum SocketState {
        case awaitingJoin
        case joined(token: String)
    }

    let configuration: ServerConfiguration
    /// Its pages' headers: the CSP names `configuration.imageSources`.
    private lazy var pageHeaders = HTTPResponse.pageHeaders(imageSources: configuration.imageSources)
    let routes: [String: Route]
    let transport: Transport
    let registry: SessionRegistry
    let scheduler = MainQueueScheduler()
    let viewTypes = ViewTypeCache()
    var sockets: [UInt64: SocketState] = [:]
    private var peers: [UInt64: String] = [:]
    /// Malformed messages per connection, so only the first few are logged.
    private var protocolErrors: [UInt64: Int] = [:]
    /// Per client address: resumes with tokens we do not know. Guessing a
    /// 128-bit token is hopeless anyway; this keeps it slow as well.
    private var unknownTokenBuckets: [String: TokenBucket] = [:]
    private var deferredJoins: [String: Int] = [:]
    /// Sockets that have yet to join, closed when their time is up (JoinDeadlines.swift).
    private(set) lazy var joinDeadlines = JoinDeadlines(timeout: configuration.joinTimeout) { [weak self] in self?.joinTimedOut($0) }
    var sweeper: DispatchSourceTimer?
    private let assets: PageTemplate.Assets
    let log: ServerLog
    /// `@AppStorage`/`@SceneStorage` (BrowserStorage.swift), and what each socket's handshake said about its browser.
    let storage: BrowserStorage
    private var visitors: [UInt64: Visitor] = [:]
    /// This process's id for clients (see `ServerMessage.joined`): random, so a restart is always told apart.
    let boot: String = {
        let hex = String(UInt64.random(in: 1...UInt64.max), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }()
    /// Render problems and warnings already logged: each distinct one is logged once per process.
    var reported: Set<String> = []
    // MARK: Durable sessions (issue #15): one clock for every session's writes.
    lazy var persistenceTicker = PersistenceTicker(interval: configuration.sessionWriteInterval, scheduler: scheduler)
    // MARK: Cluster (issue #15): SIGTERM came; every event is made durable before its acknowledgement.
    var draining = false

    init(configuration: ServerConfiguration, routes: [String: Route], transport: Transport, log: ServerLog = .off) {
        self.log = log
        self.configuration = configuration
        self.routes = routes
        self.transport = transport
        self.assets = PageTemplate.Assets(transport.staticFiles)
        self.storage = BrowserStorage(configuration.store ?? .memory, sessionRetention: configuration.sessionRetention, log: log)
        self.registry = SessionRegistry(
            capacity: configuration.maxSessions, unjoinedCapacity: configuration.maxUnjoinedSessions,
            perAddress: configuration.maxSessionsPerAddress, gracePeriod: configuration.sessionGracePeriod,
            unjoinedLifetime: configuration.unjoinedSessionLifetime, hibernateAfter: configuration.hibernateAfter)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.sweep() } }
        timer.resume()
        sweeper = timer
    }

    /// Once a second: sessions past their grace period go, idle ones hibernate.
    /// (Their memory is not trimmed back to the system: it lies in holes between
    /// other sessions' blocks, which `malloc_trim(0)` did not return, and which
    /// the next sessions' blocks fill: `LiveBench 10000 memory staggered [trim]`.)
    private func sweep() {
        let hibernated = registry.sweep()
        if hibernated > 0 { log.debug("session.hibernate", ["sessions": .int(hibernated)]) }
    }

    // MARK: HTTP

    /// The route serving `path`: an exact match, or the longest route it lies under (a deep link).
    func route(for path: String) -> Route? {
        if let exact = routes[path] { return exact }
        return routes.values.filter { path.hasPrefix($0.path == "/" ? "/" : $0.path + "/") }
            .max { $0.path.count < $1.path.count }
    }

    func transportRequested(_ connection: UInt64, path: String, query: String, peer: String, visitor: Visitor) {
        if answerHealth(connection, path: path) { return }
        guard let route = route(for: path) else {
            transport.respond(connection, .page(PageTemplate.notFound(path: path, assets: assets), status: 404, headers: pageHeaders))
            return
        }
        ActivityNote.set("rendering a page", route: Self.loggedPath(path, route: route.path))
        defer { ActivityNote.clear() }
        // A browser without a (well-formed) id cookie gets a new id, sent with the page.
        let browser = visitor.browser ?? BrowserCookie.newID()
        let session = makeSession(route, path: path, viewport: .default, browser: browser)
        // A deep link the views cannot reach (no such link) is a missing page.
        guard !session.navigationFailed else {
            // Logged like a page (its slugs may be typed data); the whole path only at debug.
            var notFound = HTTPResponse.page(PageTemplate.notFound(path: path, assets: assets), status: 404, headers: pageHeaders)
            notFound.logPath = Self.loggedPath(path, route: route.path)
            log.debug("http.not_found", ["path": .string(path)])
            transport.respond(connection, notFound)
            return
        }
        let token: String
        do {
            token = try registry.addUnjoined(session, address: ClientAddress.key(peer))
        } catch .addressFull {
            log.warn("http.refused", ["reason": "too many sessions from this address", "peer": .string(peer)])
            transport.respond(connection, .text(429, "Too many open pages from your address. Close some and try again."))
            return
        } catch {
            transport.respond(connection, .text(503, "Server busy: too many sessions. Try again shortly."))
            return
        }
        keepDurable(session, token: token)
        reportProblems(of: session)
        var page = HTTPResponse.page(
            PageTemplate.render(title: session.title, rootHTML: session.html, token: token, assets: assets), headers: pageHeaders)
        page.logPath = Self.loggedPath(path, route: route.path)
        if visitor.browser == nil { page.headers.append(("set-cookie", BrowserCookie.header(browser, secure: visitor.secure))) }
        // A load balancer keeps the session's socket on this process by it (deploy/haproxy.cfg).
        page.headers.append(("x-liveui-session", token))
        transport.respond(connection, page)
    }

    // MARK: WebSocket

    func transportOpened(_ connection: UInt64, peer: String, visitor: Visitor) {
        sockets[connection] = .awaitingJoin
        peers[connection] = peer
        visitors[connection] = visitor
        // A socket that never joins holds a connection slot for nothing.
        joinDeadlines.add(connection)
    }

    /// A join that arrived in time counts even when it waits behind other
    /// events (a delivery that joins is bounded): the socket is judged after
    /// everything received so far. (Bounded, 226 of 10,000 sockets joining at
    /// once were refused with their joins already received.)
    private func joinTimedOut(_ connection: UInt64) {
        transport.afterReceived { [weak self] in self?.refuseUnjoined(connection) }
    }

    private func refuseUnjoined(_ connection: UInt64) {
        guard case .awaitingJoin = sockets[connection] else { return }
        log.info(
            "ws.refused",
            ["reason": "no join in time", "timeout_s": .seconds(configuration.joinTimeout), "peer": .string(peers[connection] ?? "?")])
        transport.close(connection, .policyViolation, "join timeout")
    }

    func transportClosed(_ connection: UInt64, code: Int, reason: String) {
        if case .joined(let token) = sockets[connection], let entry = registry[token] {
            registry.detach(token, from: connection)
            entry.session.persistNow()
            log.info(
                "ws.close",
                [
                    "route": .string(entry.session.route), "code": .int(code), "reason": .string(reason),
                    "session_age_s": .seconds(Date().timeIntervalSince(entry.created)),
                    "peer": .string(peers[connection] ?? "?"),
                ])
        } else {
            log.info(
                "ws.close", ["code": .int(code), "reason": .string(reason), "joined": "no", "peer": .string(peers[connection] ?? "?")])
        }
        sockets[connection] = nil
        peers[connection] = nil
        visitors[connection] = nil
        protocolErrors[connection] = nil
    }

    /// Whether a join naming an unknown token may proceed now; nil means "later"
    /// (it was deferred), false means "never" (too many waiting).
    private func admitUnknownToken(_ connection: UInt64, retry: @escaping @MainActor () -> Void) -> Bool? {
        let peer = peers[connection] ?? "?"
        if unknownTokenBuckets.count > 10_000 { unknownTokenBuckets.removeAll() }
        var bucket = unknownTokenBuckets[peer] ?? TokenBucket(rate: 2, burst: 20)
        defer { unknownTokenBuckets[peer] = bucket }
        if bucket.take() { return true }
        guard deferredJoins[peer, default: 0] < 20 else { return false }
        deferredJoins[peer, default: 0] += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            MainActor.assumeIsolated {
                self?.deferredJoins[peer, default: 1] -= 1
                retry()
            }
        }
        return nil
    }

    func transportReceived(_ connection: UInt64, text: String) -> Bool {
        guard let state = sockets[connection] else { return false }
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            // The first few per connection: a client sending junk in a loop must not flood the log.
            let count = (protocolErrors[connection] ?? 0) + 1
            protocolErrors[connection] = count
            if count <= 3 {
                log.warn(
                    "ws.protocol_error", ["code": .string(error.code), "count": .int(count), "peer": .string(peers[connection] ?? "?")])
            }
            send(connection, .error(code: error.code, message: error.description, seq: nil))
            return false
        }
        switch (state, message) {
        case (.awaitingJoin, .join(let path, let viewport, let token, let version, let traits)):
            join(connection, path: path, viewport: viewport, token: token, clientVersion: version, traits: traits)
            // Joined: its page was rendered and sent (a refused or put-off join renders none).
            if case .joined = sockets[connection] { return true }
        case (.awaitingJoin, _):
            send(connection, .error(code: "not_joined", message: "send join first", seq: nil))
        case (.joined, .join):
            send(connection, .error(code: "already_joined", message: "this socket has joined already", seq: nil))
        case (.joined(let token), _):
            guard let session = registry[token]?.session else { return false }
            handle(message, session: session, connection: connection)
        }
        return false
    }

    /// Mounts or resumes a session. The client always gets the whole page at
    /// the session's version; `clientVersion` (the version it showed) only
    /// tells the log how many patches a resuming tab missed.
    private func join(
        _ connection: UInt64, path: String, viewport: Viewport, token: String?, clientVersion: Int? = nil,
        traits: ClientTraits = ClientTraits(), admitted: Bool = false
    ) {
        ActivityNote.set("joining", route: route(for: path).map { Self.loggedPath(path, route: $0.path) } ?? "an unknown route")
        defer { ActivityNote.clear() }
        var chosen: String?
        var mounted = false
        let route = route(for: path)
        let known = holdsCurrentCopy(token)
        if token != nil, !known, !admitted {
            switch admitUnknownToken(
                connection,
                retry: { [weak self] in
                    guard case .awaitingJoin = self?.sockets[connection] else { return }
                    self?.join(
                        connection, path: path, viewport: viewport, token: token, clientVersion: clientVersion, traits: traits,
                        admitted: true)
                })
            {
            case true?: break
            case nil: return
            case false?:
                log.warn("ws.rate_limited", ["reason": "too many resumes with unknown tokens", "peer": .string(peers[connection] ?? "?")])
                send(connection, .error(code: "too_many_resumes", message: "too many resumes with unknown tokens", seq: nil))
                transport.close(connection, .policyViolation, "too many unknown tokens")
                return
            }
        }
        if let token, known, let entry = registry[token], entry.session.route == route?.path {
            if let previous = entry.connection, previous != connection {
                // The tab came back on a new socket before the old one was found dead.
                sockets[previous] = .awaitingJoin
                transport.close(previous, .policyViolation, "session resumed on another connection")
            }
            chosen = token
        } else {
            // No token, an unknown or expired one, or one for another page: a fresh session, never someone else's;
            // or, with a durable store, the session a previous process kept under this token (issue #15).
            // A path no route serves, or a deep link no link reaches (`/mistake` under `/`), is not a page.
            let stored = route.flatMap { snapshotToRestore(token, route: $0) }
            let fresh = route.map {
                makeSession(
                    $0, path: path, viewport: viewport, browser: visitors[connection]?.browser, traits: traits, restoring: stored?.snapshot)
            }
            guard let fresh, !fresh.navigationFailed else {
                log.warn("ws.protocol_error", ["code": "unknown_route", "peer": .string(peers[connection] ?? "?")])
                send(connection, .error(code: "unknown_route", message: "no page at this path", seq: nil))
                transport.close(connection, .policyViolation, "unknown route")
                return
            }
            do {
                chosen = try registry.addJoined(
                    fresh, address: ClientAddress.key(peers[connection] ?? "?"), connection: connection, token: stored != nil ? token : nil)
                mounted = true
                if let chosen { keepDurable(fresh, token: chosen, written: stored?.records ?? [:]) }
                if stored != nil, let chosen { restored(fresh, token: chosen, peer: peers[connection]) }
            } catch {
                refuse(connection, error)
                return
            }
        }
        guard let token = chosen, let entry = registry[token] else { return }
        let session = entry.session
        let resumed = entry.hasJoined && !mounted
        do {
            try registry.attach(token, to: connection)
        } catch {
            refuse(connection, error)
            return
        }
        sockets[connection] = .joined(token: token)
        session.persistSoon()  // restorable elsewhere from now on, even before its first change (issue #15)
        session.setViewport(viewport)
        attachSceneStorage(session, tab: traits.tab)
        session.setTraits(traits)
        // The tab shows this URL (it may have gone back while offline): the session follows it.
        if session.url != path { session.navigate(to: path) }
        _ = session.flush(forAck: false)
        session.onPatch = { [weak self] patch in self?.deliver(patch, for: token) }
        send(
            connection,
            .joined(
                token: token, version: session.version, ack: session.lastSeq, html: session.html,
                title: session.title, boot: boot))
        if resumed {
            log.info(
                "ws.resume",
                [
                    "route": .string(session.route), "depth": .int(session.navigationDepth),
                    "session_age_s": .seconds(Date().timeIntervalSince(entry.created)),
                    "missed": .int(clientVersion.map { max(0, session.version - $0) } ?? session.version),
                    "peer": .string(peers[connection] ?? "?"),
                ])
        } else {
            log.info(
                "ws.join",
                ["route": .string(session.route), "depth": .int(session.navigationDepth), "peer": .string(peers[connection] ?? "?")])
        }
        reportProblems(of: session)
    }

    /// A join the registry has no room for: the server is full (1013), or this client holds its share (1008).
    private func refuse(_ connection: UInt64, _ refusal: SessionRegistry.Refusal) {
        let peer = peers[connection] ?? "?"
        switch refusal {
        case .full:
            log.warn("ws.refused", ["reason": "too many sessions", "peer": .string(peer)])
            transport.close(connection, .tryAgainLater, "too many sessions")
        case .addressFull:
            log.warn("ws.refused", ["reason": "too many sessions from this address", "peer": .string(peer)])
            transport.close(connection, .policyViolation, "too many sessions from this address")
        }
    }

    private func handle(_ message: ClientMessage, session: Session, connection: UInt64) {
        switch message {
        case .event(let event):
            ActivityNote.set("handling " + event.kind.rawValue, target: event.target, route: session.route)
            defer { ActivityNote.clear() }
            let outcome = session.handle(event)
            persistWhileDraining(session)
            if let error = outcome.error {
                log.debug("ws.event_refused", ["code": .string(error.code), "route": .string(session.route)])
                send(connection, .error(code: error.code, message: error.description, seq: event.seq))
            }
            if log.enabled(.debug) {
                log.debug(
                    "ws.event",
                    [
                        "kind": .string(event.kind.rawValue), "seq": .int(event.seq), "ops": .int(outcome.patch.ops.count),
                        "route": .string(session.route),
                    ])
            }
            send(connection, .patch(outcome.patch))
            if session.hasDiagnostics { reportProblems(of: session) }
        case .viewport(let viewport):
            session.setViewport(viewport)
        case .env(let traits):
            session.setTraits(traits)
        case .nav(let path):
            ActivityNote.set("navigating", route: session.route)
            defer { ActivityNote.clear() }
            if !session.navigate(to: path) {
                send(connection, .error(code: "unknown_page", message: "no page at this path", seq: nil))
            }
        case .resync:
            send(connection, .render(version: session.version, ack: session.lastSeq, html: session.html, title: session.title))
        case .join:
            break
        }
    }

    private func deliver(_ patch: Patch, for token: String) {
        guard let entry = registry[token] else { return }
        if entry.session.hasDiagnostics { reportProblems(of: entry.session) }
        guard let connection = entry.connection else { return }
        send(connection, .patch(patch))
    }

    private func send(_ connection: UInt64, _ message: ServerMessage) {
        // Encoded straight to bytes behind lws's headroom: no String, no copy on the way to the socket.
        transport.send(connection, framed: message.encodeBytes(headroom: Transport.headroom))
    }
}

import Foundation

/// Everything a LiveUI server can be told. Defaults are safe for the open internet.
public struct ServerConfiguration: Sendable {
    /// Address to listen on. `127.0.0.1` by default; IPv6 is off unless the host is an IPv6 address.
    public var host: String
    /// 0 lets the kernel pick a free port (see `LiveServer.port`).
    public var port: Int
    /// A directory whose files are served over the ones built into the server
    /// from `Public/` (for developing `liveui.js` without rebuilding). When nil,
    /// `LIVEUI_PUBLIC` from the environment is used if set, whichever initializer made this.
    public var publicDirectory: String?
    /// The app's images for `Image("name")`, served under `/assets/` with
    /// content-hashed URLs (see `AppAssets`). When nil, `LIVEUI_ASSETS` from
    /// the environment is used if set.
    public var assetsDirectory: String?
    /// Where log lines go and how many. When nil, `LIVEUI_LOG` and `LIVEUI_LOG_FORMAT`
    /// from the environment decide (default: `info`, text, to standard error).
    public var log: ServerLog?
    /// Extra origins (e.g. `https://example.com`) allowed to open the WebSocket;
    /// the page's own origin (from the Host header) always is.
    public var allowedOrigins: [String]
    /// Host names (without port) requests may name in their `Host` header; any
    /// other gets 421 and no WebSocket, so a DNS-rebinding page cannot reach a
    /// server bound to loopback. nil: the bound address, plus `localhost` when
    /// it is a loopback address; `["*"]` (or a wildcard bind such as 0.0.0.0)
    /// accepts any host.
    public var allowedHosts: [String]?
    /// Where pages' images may come from besides their own origin and `data:` URLs (the CSP's
    /// `img-src`): schemes (`https:`) or origins (`https://cdn.example.com`). Default: any http(s)
    /// origin, so `AsyncImage` of a remote URL loads; `[]` for the page's own origin only.
    public var imageSources: [String] = ImageSources.default
    /// A main-actor turn longer than this many milliseconds is logged (`main_actor.blocked`,
    /// with the route and event running); 0 turns the watchdog off.
    public var watchdogMilliseconds: Int = 100
    /// Largest client message; larger ones close the connection with 1009.
    public var maxMessageBytes: Int
    /// Sustained events per second per connection, and the burst allowed above it.
    public var eventsPerSecond: Double
    public var eventBurst: Double
    /// Seconds a connection may stay over its rate (reading is paused meanwhile) before it is closed with 1008.
    public var rateLimitGrace: TimeInterval
    /// Unsent messages per connection before reading pauses, and before the connection is closed.
    public var outboxPauseMessages: Int
    public var outboxLimitMessages: Int
    /// Seconds an outbox may stay backed up (the client not reading) before the
    /// connection is dropped with a reset: it could not read a close frame anyway.
    public var slowReaderTimeout: Double
    /// How long a disconnected session waits for its tab to come back.
    public var sessionGracePeriod: TimeInterval
    /// Joined sessions, connected or waiting for their tab; when full, the one
    /// that has waited longest makes room for a new join (never for a page load).
    public var maxSessions: Int
    /// Sessions mounted by page loads and not joined yet (a pool of their own:
    /// a flood of page loads evicts only other page loads).
    public var maxUnjoinedSessions: Int = 2_000
    /// Sessions (of both kinds) one client address may hold (IPv6: one /64),
    /// so one client cannot take the server's capacity.
    public var maxSessionsPerAddress: Int = 1_000
    /// Open connections (pages and sockets) one client address may hold; more are refused at once.
    public var maxConnectionsPerAddress: Int = 1_500
    /// Seconds a WebSocket may stay open without joining.
    public var joinTimeout: TimeInterval = 10
    /// Seconds a message may take to arrive in full once its first fragment came.
    public var messageAssemblyTimeout: Double = 10
    /// Bytes of partly received messages the server holds for all connections together;
    /// a connection that would go over it is closed with 1013.
    public var partialMessageBudget: Int = 32 << 20
    /// Addresses of reverse proxies whose `X-Forwarded-For` names the client
    /// (the right-most address that is not itself a trusted proxy).
    public var trustedProxies: [String] = []
    /// A page whose socket never joins frees its session after this long.
    public var unjoinedSessionLifetime: TimeInterval
    /// Idle seconds before a ping, and seconds without an answer before hanging up.
    public var pingInterval: Int
    public var pingTimeout: Int
    /// Title used when a view sets none.
    public var defaultTitle: String
    /// Where `@AppStorage` and `@SceneStorage` are kept. When nil, `LIVEUI_STORE`
    /// from the environment decides (`sqlite:PATH` or `memory`; default: a SQLite
    /// file at `StoreSetting.defaultPath()`), whichever initializer made this.
    public var store: StoreSetting?
    // MARK: Durable sessions (issue #15)
    /// How long a session's stored state is kept after it was last written or
    /// restored (`LIVEUI_SESSION_RETENTION`, seconds; default a day). Only a durable store keeps sessions.
    public var sessionRetention: TimeInterval = 24 * 3600
    /// The least time between two writes of one session's state (`LIVEUI_SESSION_WRITE_MS`, default 1 s):
    /// longer costs less per event. What a `kill -9` catches unwritten is kept by the tab until the store
    /// confirms it (durable acknowledgements) and sent again, so longer means more events kept and replayed,
    /// not more lost. At 250 ms the store cost 9–11 % of 1,000 sessions' throughput, at 1 s 2–3 % (docs/performance.md).
    public var sessionWriteInterval: TimeInterval = 1
    /// A WebSocket path that echoes every message back through the same
    /// transport code as `/live`: for conformance tests and benchmarks. Off by default.
    public var echoPath: String?
    /// `LIVEUI_BUSY_POLL_US`: after a turn that served something, the loop polls its sockets
    /// without sleeping for this long before it blocks (0, the default: it blocks at once).
    /// A thread that slept finds its caches cold: a keystroke cost 25 µs in a loop and 53 µs
    /// after 80 µs of sleep, 29 µs after 80 µs of spinning (`LiveBench served only`,
    /// 2026-12-05). For a server whose sessions send often (many busy tabs, a load test);
    /// it costs up to this much CPU per wake when the next message does not come.
    public var busyPollMicroseconds = 0
    /// `LIVEUI_EVENT_LOOP`: how the server waits for its sockets (see `EventLoop`); nil, the
    /// default: epoll when lws's libev plugin is installed, poll when it is not.
    public var eventLoop: EventLoop?
    /// The loop this server serves from (`EventLoop.serving`).
    var servingEventLoop: EventLoop { EventLoop.serving(eventLoop) }
    /// `LIVEUI_HIBERNATE_AFTER`: seconds without an event or a patch after which a session packs
    /// its page and lets go of its stored renders (Session+Hibernate.swift; 0: never). Its next
    /// event renders every view, once. Phoenix LiveView's `:hibernate_after` is 15 s too. Each
    /// session is looked at once per period, so one busy just after a look hibernates after
    /// up to twice the period (and a second) of quiet; at most 200 sessions per second.
    public var hibernateAfter: TimeInterval = 15
    // MARK: Per-view invalidation (issue #16)
    /// `LIVEUI_RENDER_ALL=1`: every render evaluates every view's body (for comparison and diagnosis).
    public var renderAll = false

    public init(
        host: String = "127.0.0.1", port: Int = 8080, publicDirectory: String? = nil, log: ServerLog? = nil,
        allowedOrigins: [String] = [], maxMessageBytes: Int = 64 * 1024,
        eventsPerSecond: Double = 20, eventBurst: Double = 60, rateLimitGrace: TimeInterval = 1,
        outboxPauseMessages: Int = 16, outboxLimitMessages: Int = 64,
        sessionGracePeriod: TimeInterval = 60, maxSessions: Int = 10_000,
        unjoinedSessionLifetime: TimeInterval = 30, pingInterval: Int = 20, pingTimeout: Int = 10,
        defaultTitle: String = "LiveUI"
    ) {
        self.host = host
        self.port = port
        self.publicDirectory = publicDirectory
        self.log = log
        self.allowedOrigins = allowedOrigins
        self.maxMessageBytes = maxMessageBytes
        self.eventsPerSecond = eventsPerSecond
        self.eventBurst = eventBurst
        self.rateLimitGrace = rateLimitGrace
        self.outboxPauseMessages = outboxPauseMessages
        self.outboxLimitMessages = outboxLimitMessages
        self.slowReaderTimeout = 10
        self.sessionGracePeriod = sessionGracePeriod
        self.maxSessions = maxSessions
        self.unjoinedSessionLifetime = unjoinedSessionLifetime
        self.pingInterval = pingInterval
        self.pingTimeout = pingTimeout
        self.defaultTitle = defaultTitle
        self.echoPath = nil
        self.allowedHosts = nil
    }

    /// Defaults overridden by the environment: `HOST`, `PORT`, `LIVEUI_PUBLIC`,
    /// `LIVEUI_LOG` (`debug|info|warn|error|off`), `LIVEUI_LOG_FORMAT` (`text|json`),
    /// `LIVEUI_ALLOWED_ORIGINS` and `LIVEUI_ALLOWED_HOSTS` (comma-separated), `LIVEUI_IMAGE_SOURCES`
    /// (see `imageSources`; `none` for the page's own origin), `LIVEUI_SESSION_GRACE` (seconds),
    /// `LIVEUI_PING_INTERVAL`, `LIVEUI_PING_TIMEOUT`, `LIVEUI_SLOW_READER_TIMEOUT` (seconds),
    /// `LIVEUI_WATCHDOG_MS` (a main-actor turn longer than this is logged; 0: off),
    /// `LIVEUI_MAX_SESSIONS`, `LIVEUI_MAX_UNJOINED_SESSIONS`, `LIVEUI_MAX_SESSIONS_PER_ADDRESS`,
    /// `LIVEUI_MAX_CONNECTIONS_PER_ADDRESS`, `LIVEUI_JOIN_TIMEOUT`, `LIVEUI_MESSAGE_TIMEOUT` (seconds),
    /// `LIVEUI_PARTIAL_BUDGET_BYTES`, `LIVEUI_HIBERNATE_AFTER` (seconds), `LIVEUI_TRUSTED_PROXIES` (comma-separated addresses), `LIVEUI_SESSION_RETENTION` (seconds), `LIVEUI_SESSION_WRITE_MS`,
    /// and for tests and benchmarks `LIVEUI_ECHO_PATH`, `LIVEUI_MAX_MESSAGE_BYTES`,
    /// `LIVEUI_EVENTS_PER_SECOND`, `LIVEUI_EVENT_BURST`. A value that cannot work is an
    /// error naming the variable.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws -> ServerConfiguration {
        var c = ServerConfiguration()
        /// A numeric variable, if set: parsed, checked, or a clear error naming it.
        func number<T: LosslessStringConvertible>(_ name: String, _ rule: String, _ valid: (T) -> Bool) throws -> T? {
            guard let text = env[name], !text.isEmpty else { return nil }
            guard let value = T(text), valid(value) else { throw ConfigurationError("\(name) must be \(rule), not \"\(text)\"") }
            return value
        }
        if let host = env["HOST"], !host.isEmpty { c.host = host }
        c.log = try ServerLog.fromEnvironment(env)
        if let dir = env["LIVEUI_PUBLIC"], !dir.isEmpty { c.publicDirectory = dir }
        if let dir = env["LIVEUI_ASSETS"], !dir.isEmpty { c.assetsDirectory = dir }
        if let origins = env["LIVEUI_ALLOWED_ORIGINS"] {
            c.allowedOrigins = origins.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if let hosts = env["LIVEUI_ALLOWED_HOSTS"], !hosts.isEmpty {
            c.allowedHosts = hosts.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        }
        if let sources = try ImageSources.parse(env["LIVEUI_IMAGE_SOURCES"]) { c.imageSources = sources }
        if let echo = env["LIVEUI_ECHO_PATH"], echo.hasPrefix("/") { c.echoPath = echo }
        c.renderAll = env["LIVEUI_RENDER_ALL"] == "1"
        c.port = try number("PORT", "a number from 0 to 65535") { (0...65535).contains($0) } ?? c.port
        c.sessionGracePeriod = try number("LIVEUI_SESSION_GRACE", "seconds ≥ 0") { $0 >= 0 } ?? c.sessionGracePeriod
        c.maxMessageBytes = try number("LIVEUI_MAX_MESSAGE_BYTES", "bytes ≥ 1024") { $0 >= 1024 } ?? c.maxMessageBytes
        c.pingInterval = try number("LIVEUI_PING_INTERVAL", "whole seconds ≥ 1") { $0 >= 1 } ?? c.pingInterval
        c.pingTimeout = try number("LIVEUI_PING_TIMEOUT", "whole seconds ≥ 1") { $0 >= 1 } ?? c.pingTimeout
        c.slowReaderTimeout = try number("LIVEUI_SLOW_READER_TIMEOUT", "seconds > 0") { $0 > 0 } ?? c.slowReaderTimeout
        c.eventsPerSecond = try number("LIVEUI_EVENTS_PER_SECOND", "a rate > 0") { $0 > 0 } ?? c.eventsPerSecond
        c.eventBurst = try number("LIVEUI_EVENT_BURST", "a count ≥ 1") { $0 >= 1 } ?? c.eventBurst
        c.busyPollMicroseconds =
            try number("LIVEUI_BUSY_POLL_US", "microseconds from 0 to 10000 (0: off)") { (0...10_000).contains($0) }
            ?? c.busyPollMicroseconds
        if let text = env["LIVEUI_EVENT_LOOP"], !text.isEmpty {
            guard let loop = EventLoop(rawValue: text) else {
                throw ConfigurationError("LIVEUI_EVENT_LOOP must be epoll or poll, not \"\(text)\"")
            }
            c.eventLoop = loop
        }
        c.hibernateAfter = try number("LIVEUI_HIBERNATE_AFTER", "seconds ≥ 0 (0: never)") { $0 >= 0 && $0.isFinite } ?? c.hibernateAfter
        c.watchdogMilliseconds = try number("LIVEUI_WATCHDOG_MS", "milliseconds ≥ 0 (0: off)") { $0 >= 0 } ?? c.watchdogMilliseconds
        c.maxSessions = try number("LIVEUI_MAX_SESSIONS", "a count ≥ 1") { $0 >= 1 } ?? c.maxSessions
        c.maxUnjoinedSessions = try number("LIVEUI_MAX_UNJOINED_SESSIONS", "a count ≥ 1") { $0 >= 1 } ?? c.maxUnjoinedSessions
        c.maxSessionsPerAddress = try number("LIVEUI_MAX_SESSIONS_PER_ADDRESS", "a count ≥ 1") { $0 >= 1 } ?? c.maxSessionsPerAddress
        c.maxConnectionsPerAddress =
            try number("LIVEUI_MAX_CONNECTIONS_PER_ADDRESS", "a count ≥ 2") { $0 >= 2 } ?? c.maxConnectionsPerAddress
        c.joinTimeout = try number("LIVEUI_JOIN_TIMEOUT", "seconds > 0") { $0 > 0 } ?? c.joinTimeout
        c.messageAssemblyTimeout = try number("LIVEUI_MESSAGE_TIMEOUT", "seconds > 0") { $0 > 0 } ?? c.messageAssemblyTimeout
        c.partialMessageBudget = try number("LIVEUI_PARTIAL_BUDGET_BYTES", "bytes ≥ 65536") { $0 >= 65536 } ?? c.partialMessageBudget
        c.store = try StoreSetting.parse(env["LIVEUI_STORE"], env: env)
        c.sessionRetention = try number("LIVEUI_SESSION_RETENTION", "seconds ≥ 60") { $0 >= 60 } ?? c.sessionRetention
        if let ms: Int = try number("LIVEUI_SESSION_WRITE_MS", "milliseconds from 10 to 60000", { (10...60_000).contains($0) }) {
            c.sessionWriteInterval = Double(ms) / 1000
        }
        if let proxies = env["LIVEUI_TRUSTED_PROXIES"] {
            c.trustedProxies = proxies.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return c
    }
}

extension ServerLog {
    /// `LIVEUI_LOG` (default `info`) and `LIVEUI_LOG_FORMAT` (default `text`), to standard error.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws -> ServerLog {
        var level = LogLevel.info
        var format = LogFormat.text
        if let text = env["LIVEUI_LOG"], !text.isEmpty {
            guard let parsed = LogLevel(text) else {
                throw ConfigurationError("LIVEUI_LOG must be debug, info, warn, error or off, not \"\(text)\"")
            }
            level = parsed
        }
        if let text = env["LIVEUI_LOG_FORMAT"], !text.isEmpty {
            guard let parsed = LogFormat(rawValue: text.lowercased()) else {
                throw ConfigurationError("LIVEUI_LOG_FORMAT must be text or json, not \"\(text)\"")
            }
            format = parsed
        }
        return ServerLog(level: level, format: format)
    }
}

/// A configuration value that cannot work, explained.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension ServerConfiguration {
    /// The hosts a request's `Host` header may name, or nil for any (see `allowedHosts`).
    var effectiveAllowedHosts: Set<String>? {
        if let hosts = allowedHosts { return hosts.contains("*") ? nil : Set(hosts.map { $0.lowercased() }) }
        switch host {
        case "0.0.0.0", "::", "": return nil
        default:
            var hosts: Set<String> = [host.lowercased()]
            if host == "localhost" || host.hasPrefix("127.") || host == "::1" {
                hosts.formUnion(["localhost", host == "localhost" ? "127.0.0.1" : host])
            }
            return hosts
        }
    }

    /// The host name of a `Host` header value: port and IPv6 brackets removed, lower-cased, no trailing dot.
    static func hostName(ofHeader value: String) -> String {
        var name = Substring(value.lowercased())
        if name.hasPrefix("[") {
            name = name.dropFirst().prefix { $0 != "]" }
        } else if let colon = name.lastIndex(of: ":"), name.firstIndex(of: ":") == colon {
            name = name[..<colon]
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        return String(name)
    }
}

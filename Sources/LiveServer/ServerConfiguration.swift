import Foundation

/// Everything a LiveUI server can be told. Defaults are safe for the open internet.
public struct ServerConfiguration: Sendable {
    /// Address to listen on. `127.0.0.1` by default; IPv6 is off unless the host is an IPv6 address.
    public var host: String
    /// 0 lets the kernel pick a free port (see `LiveServer.port`).
    public var port: Int
    /// Where `liveui.js`, `liveui.css` and other static files are.
    public var publicDirectory: String
    /// Extra origins (e.g. `https://example.com`) allowed to open the WebSocket;
    /// the page's own origin (from the Host header) always is.
    public var allowedOrigins: [String]
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
    /// Seconds an outbox may stay backed up (the client not reading) before the connection is closed with 1008.
    public var slowReaderTimeout: Double
    /// How long a disconnected session waits for its tab to come back.
    public var sessionGracePeriod: TimeInterval
    /// Sessions, connected or waiting; when full, the oldest waiting one is evicted.
    public var maxSessions: Int
    /// A page whose socket never joins frees its session after this long.
    public var unjoinedSessionLifetime: TimeInterval
    /// Idle seconds before a ping, and seconds without an answer before hanging up.
    public var pingInterval: Int
    public var pingTimeout: Int
    /// Title used when a view sets none.
    public var defaultTitle: String
    /// A WebSocket path that echoes every message back through the same
    /// transport code as `/live`: for conformance tests and benchmarks. Off by default.
    public var echoPath: String?

    public init(host: String = "127.0.0.1", port: Int = 8080, publicDirectory: String = "Public",
                allowedOrigins: [String] = [], maxMessageBytes: Int = 64 * 1024,
                eventsPerSecond: Double = 20, eventBurst: Double = 60, rateLimitGrace: TimeInterval = 1,
                outboxPauseMessages: Int = 16, outboxLimitMessages: Int = 64,
                sessionGracePeriod: TimeInterval = 60, maxSessions: Int = 10_000,
                unjoinedSessionLifetime: TimeInterval = 30, pingInterval: Int = 20, pingTimeout: Int = 10,
                defaultTitle: String = "LiveUI") {
        self.host = host
        self.port = port
        self.publicDirectory = publicDirectory
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
    }

    /// Defaults overridden by the environment: `HOST`, `PORT`, `LIVEUI_PUBLIC`,
    /// `LIVEUI_ALLOWED_ORIGINS` (comma-separated), `LIVEUI_SESSION_GRACE` (seconds),
    /// `LIVEUI_PING_INTERVAL`, `LIVEUI_PING_TIMEOUT`, and for tests and benchmarks
    /// `LIVEUI_ECHO_PATH`, `LIVEUI_MAX_MESSAGE_BYTES`, `LIVEUI_EVENTS_PER_SECOND`, `LIVEUI_EVENT_BURST`.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws -> ServerConfiguration {
        var c = ServerConfiguration()
        if let host = env["HOST"], !host.isEmpty { c.host = host }
        if let port = env["PORT"], !port.isEmpty {
            guard let n = Int(port), (0...65535).contains(n) else { throw ConfigurationError("PORT must be a number from 0 to 65535, not \"\(port)\"") }
            c.port = n
        }
        if let dir = env["LIVEUI_PUBLIC"], !dir.isEmpty { c.publicDirectory = dir }
        if let origins = env["LIVEUI_ALLOWED_ORIGINS"] {
            c.allowedOrigins = origins.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if let grace = env["LIVEUI_SESSION_GRACE"], !grace.isEmpty {
            guard let s = TimeInterval(grace), s >= 0 else { throw ConfigurationError("LIVEUI_SESSION_GRACE must be seconds ≥ 0") }
            c.sessionGracePeriod = s
        }
        if let echo = env["LIVEUI_ECHO_PATH"], echo.hasPrefix("/") { c.echoPath = echo }
        if let cap = env["LIVEUI_MAX_MESSAGE_BYTES"], !cap.isEmpty {
            guard let n = Int(cap), n >= 1024 else { throw ConfigurationError("LIVEUI_MAX_MESSAGE_BYTES must be ≥ 1024") }
            c.maxMessageBytes = n
        }
        if let ping = env["LIVEUI_PING_INTERVAL"], !ping.isEmpty {
            guard let n = Int(ping), n >= 1 else { throw ConfigurationError("LIVEUI_PING_INTERVAL must be whole seconds ≥ 1") }
            c.pingInterval = n
        }
        if let timeout = env["LIVEUI_PING_TIMEOUT"], !timeout.isEmpty {
            guard let n = Int(timeout), n >= 1 else { throw ConfigurationError("LIVEUI_PING_TIMEOUT must be whole seconds ≥ 1") }
            c.pingTimeout = n
        }
        if let slow = env["LIVEUI_SLOW_READER_TIMEOUT"], !slow.isEmpty {
            guard let n = Double(slow), n > 0 else { throw ConfigurationError("LIVEUI_SLOW_READER_TIMEOUT must be seconds > 0") }
            c.slowReaderTimeout = n
        }
        if let rate = env["LIVEUI_EVENTS_PER_SECOND"], !rate.isEmpty {
            guard let r = Double(rate), r > 0 else { throw ConfigurationError("LIVEUI_EVENTS_PER_SECOND must be > 0") }
            c.eventsPerSecond = r
        }
        if let burst = env["LIVEUI_EVENT_BURST"], !burst.isEmpty {
            guard let b = Double(burst), b >= 1 else { throw ConfigurationError("LIVEUI_EVENT_BURST must be ≥ 1") }
            c.eventBurst = b
        }
        return c
    }
}

/// A configuration value that cannot work, explained.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

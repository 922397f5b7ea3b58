import Foundation
import LiveUI

/// `@SharedTopic`s across processes through Redis (issue #15 item 4):
/// publishing goes through the store's ordered connection (`PUBLISH` to
/// `liveui:topic:<name>`, and the envelope kept in the list
/// `liveui:topic-log:<name>`, trimmed to the history and expiring a day after
/// the last message, for processes that start later); receiving has a second
/// connection of its own, on its own thread, subscribed to `liveui:topic:*`.
/// When Redis is away, the subscriber reconnects with a growing pause (as the
/// store does, and at once when the store got through first); messages
/// published meanwhile wait in the store and go out when it is back. Each
/// time Redis confirms the subscription, `subscribed` is delivered: the hub
/// reads each topic's history again, so what other processes published while
/// this one was cut off (or before it subscribed) is shown too.
public final class RedisTopics: SharedTopicTransport, @unchecked Sendable {
    public let store: RedisStore
    private let lock = NSLock()
    private var deliver: (@Sendable (SharedTopicDelivery) -> Void)?
    /// Ends a pause between reconnect attempts early (the store reconnected, or `stop`).
    let wake = DispatchSemaphore(value: 0)
    private var stopped = false
    private var thread: Thread?
    private let report: @Sendable (RedisStore.Event) -> Void
    /// The subscriber's pause between reconnect attempts (the store's unless told).
    let reconnectPause: ClosedRange<Double>

    static let channelPrefix = "liveui:topic:"
    /// How long a topic's recent messages stay after the last one.
    static let historySeconds = 24 * 3600
    /// The largest message a subscriber accepts from Redis before it is even parsed (the hub checks again, tighter).
    static let maxEnvelopeBytes = 1 << 20

    /// `report` hears the subscriber's outages (`down`, `reconnected`), as the store's own.
    public init(
        store: RedisStore, reconnectPause: ClosedRange<Double>? = nil, report: @escaping @Sendable (RedisStore.Event) -> Void = { _ in }
    ) {
        self.store = store
        self.reconnectPause = reconnectPause ?? store.reconnectPause
        self.report = report
        store.whenReconnected { [weak self] in self?.wake.signal() }
    }

    deinit { stop() }

    public func publish(topic: String, envelope: [UInt8], history: Int) {
        let log = Array(("liveui:topic-log:" + topic).utf8)
        store.send(together: [
            [Array("RPUSH".utf8), log, envelope],
            [Array("LTRIM".utf8), log, Array(String(-history).utf8), Array("-1".utf8)],
            [Array("EXPIRE".utf8), log, Array(String(Self.historySeconds).utf8)],
            [Array("PUBLISH".utf8), Array((Self.channelPrefix + topic).utf8), envelope],
        ])
    }

    /// nil while Redis cannot be reached (the hub asks again later); Redis's refusal reads as no history.
    public func history(topic: String, limit: Int, reply: @escaping @Sendable ([[UInt8]]?) -> Void) {
        store.request([Array("LRANGE".utf8), Array(("liveui:topic-log:" + topic).utf8), Array(String(-limit).utf8), Array("-1".utf8)]) {
            guard let answer = $0 else { return reply(nil) }
            guard case .array(let items) = answer else { return reply([]) }
            reply(items.compactMap(\.bytes).filter { $0.count <= Self.maxEnvelopeBytes })
        }
    }

    public func start(deliver: @escaping @Sendable (SharedTopicDelivery) -> Void) {
        let thread: Thread = lock.withLock {
            self.deliver = deliver
            let thread = Thread { [weak self] in self?.subscribe() }
            thread.name = "liveui-redis-subscriber"
            self.thread = thread
            return thread
        }
        thread.start()
    }

    /// Ends the subscriber within its poll interval (half a second).
    public func stop() {
        lock.withLock { stopped = true }
        wake.signal()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// The subscriber thread: connect, subscribe (confirmed by Redis), read until stopped; on a failure,
    /// report it once and reconnect. A refused subscription (`-NOPERM` from an ACL, `-LOADING`) is a
    /// failure too: reporting it as connected would leave the process deaf to every other one. The
    /// pause starts again from the shortest only after a subscription that lasted `steadySeconds`: a
    /// Redis that drops the subscriber at once (its output-buffer limit) is not hammered, nor is the
    /// hub's re-reading of every topic.
    private func subscribe() {
        var delay = reconnectPause.lowerBound
        var attempts = 0
        var down = false
        while !isStopped {
            while wake.wait(timeout: .now()) == .success {}  // signals from while it was reading are stale
            let connection = RedisConnection(store.address, timeout: store.connectTimeout, commandTimeout: store.commandTimeout)
            var why = connection.error
            if connection.isUsable {
                let (refused, first) = confirmSubscription(connection)
                why = refused
                if why == nil {
                    if down { report(.reconnected(afterAttempts: attempts)) }
                    store.reconnectSoon()  // Redis answers: the store need not finish its pause
                    let deliver = lock.withLock { self.deliver }
                    deliver?(.subscribed)
                    down = false
                    attempts = 0
                    let since = Date()
                    why = read(connection, deliver, first)
                    if isStopped { return }
                    if Date().timeIntervalSince(since) >= Self.steadySeconds { delay = reconnectPause.lowerBound }
                }
            }
            if !down { report(.down("subscriber: " + (why ?? "connection lost"))) }
            down = true
            attempts += 1
            _ = wake.wait(timeout: .now() + delay)
            delay = min(delay * 2, reconnectPause.upperBound)
        }
    }

    /// How long a subscription must last for the next outage's pauses to start from the shortest again.
    static let steadySeconds = 10.0

    /// Sends PSUBSCRIBE and waits for Redis to confirm it: the reason it failed (or nil), and any
    /// messages read with the confirmation.
    private func confirmSubscription(_ connection: RedisConnection) -> (failure: String?, rest: [RedisReply]) {
        guard connection.send([Array("PSUBSCRIBE".utf8), Array((Self.channelPrefix + "*").utf8)]) else { return (connection.error, []) }
        let deadline = Date() + store.commandTimeout
        while Date() < deadline {
            guard let replies = connection.receive(timeout: max(0.01, deadline.timeIntervalSinceNow)) else { return (connection.error, []) }
            guard let reply = replies.first else { continue }
            if case .error(let message) = reply { return ("PSUBSCRIBE refused: " + message, []) }
            // ["psubscribe", pattern, count]: nothing else comes first on a fresh connection.
            guard case .array(let parts) = reply, parts.count == 3, parts[0] == .string(Array("psubscribe".utf8)) else {
                return ("unexpected answer to PSUBSCRIBE: \(String(describing: reply).prefix(200))", [])
            }
            return (nil, Array(replies.dropFirst()))
        }
        return ("no answer to PSUBSCRIBE within \(store.commandTimeout) s", [])
    }

    /// Reads pushed messages (`first`, then what comes) until the connection fails (the reason) or the transport stops (nil).
    private func read(
        _ connection: RedisConnection, _ deliver: (@Sendable (SharedTopicDelivery) -> Void)?, _ first: [RedisReply]
    ) -> String? {
        var replies = first
        while !isStopped {
            for reply in replies {
                // An error on a subscribed connection (none is expected): reconnect and subscribe again, loudly.
                if case .error(let message) = reply { return "Redis said " + message }
                // ["pmessage", pattern, channel, payload]; anything else is skipped.
                guard case .array(let parts) = reply, parts.count == 4, parts[0] == .string(Array("pmessage".utf8)),
                    let channel = parts[2].bytes, let payload = parts[3].bytes, payload.count <= Self.maxEnvelopeBytes
                else { continue }
                let name = String(decoding: channel, as: UTF8.self)
                guard name.hasPrefix(Self.channelPrefix) else { continue }
                deliver?(.message(topic: String(name.dropFirst(Self.channelPrefix.count)), envelope: payload))
            }
            guard let more = connection.receive(timeout: 0.5) else { return connection.error }
            replies = more
        }
        return nil
    }
}

import Foundation
import LiveUI

/// `@SharedTopic`s across processes through Redis (issue #15 item 4):
/// publishing goes through the store's ordered connection (`PUBLISH` to
/// `liveui:topic:<name>`, and the envelope kept in the list
/// `liveui:topic-log:<name>`, trimmed to the history and expiring a day after
/// the last message, for processes that start later); receiving has a second
/// connection of its own, on its own thread, subscribed to `liveui:topic:*`.
/// When Redis is away, the subscriber reconnects with a growing pause (as the
/// store does), and messages published meanwhile reach this process only.
public final class RedisTopics: SharedTopicTransport, @unchecked Sendable {
    public let store: RedisStore
    private let lock = NSLock()
    private var deliver: (@Sendable (String, [UInt8]) -> Void)?
    private var stopped = false
    private var thread: Thread?
    private let report: @Sendable (RedisStore.Event) -> Void

    static let channelPrefix = "liveui:topic:"
    /// How long a topic's recent messages stay after the last one.
    static let historySeconds = 24 * 3600
    /// The largest message a subscriber accepts from Redis before it is even parsed (the hub checks again, tighter).
    static let maxEnvelopeBytes = 1 << 20

    /// `report` hears the subscriber's outages (`down`, `reconnected`), as the store's own.
    public init(store: RedisStore, report: @escaping @Sendable (RedisStore.Event) -> Void = { _ in }) {
        self.store = store
        self.report = report
    }

    deinit { stop() }

    public func publish(topic: String, envelope: [UInt8], history: Int) {
        let log = Array(("liveui:topic-log:" + topic).utf8)
        store.send([Array("RPUSH".utf8), log, envelope])
        store.send([Array("LTRIM".utf8), log, Array(String(-history).utf8), Array("-1".utf8)])
        store.send([Array("EXPIRE".utf8), log, Array(String(Self.historySeconds).utf8)])
        store.send([Array("PUBLISH".utf8), Array((Self.channelPrefix + topic).utf8), envelope])
    }

    public func history(topic: String, limit: Int, reply: @escaping @Sendable ([[UInt8]]) -> Void) {
        store.request([Array("LRANGE".utf8), Array(("liveui:topic-log:" + topic).utf8), Array(String(-limit).utf8), Array("-1".utf8)]) {
            guard case .array(let items)? = $0 else { return reply([]) }
            reply(items.compactMap(\.bytes).filter { $0.count <= Self.maxEnvelopeBytes })
        }
    }

    public func start(deliver: @escaping @Sendable (String, [UInt8]) -> Void) {
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
    public func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// The subscriber thread: connect, subscribe, read until stopped; on a failure, report it once and reconnect.
    private func subscribe() {
        var delay = 0.1
        var attempts = 0
        var down = false
        while !isStopped {
            let connection = RedisConnection(store.address, timeout: store.connectTimeout, commandTimeout: store.commandTimeout)
            if connection.isUsable, connection.send([Array("PSUBSCRIBE".utf8), Array((Self.channelPrefix + "*").utf8)]) {
                if down { report(.reconnected(afterAttempts: attempts)) }
                down = false
                attempts = 0
                delay = 0.1
                read(connection)
                if isStopped { return }
            }
            if !down { report(.down("subscriber: " + (connection.error ?? "connection lost"))) }
            down = true
            attempts += 1
            Thread.sleep(forTimeInterval: delay)
            delay = min(delay * 2, 2)
        }
    }

    /// Reads pushed messages until the connection fails or the transport stops.
    private func read(_ connection: RedisConnection) {
        let deliver = lock.withLock { self.deliver }
        while !isStopped {
            guard let replies = connection.receive(timeout: 0.5) else { return }
            for reply in replies {
                // ["pmessage", pattern, channel, payload]; subscription confirmations are skipped.
                guard case .array(let parts) = reply, parts.count == 4, parts[0] == .string(Array("pmessage".utf8)),
                    let channel = parts[2].bytes, let payload = parts[3].bytes, payload.count <= Self.maxEnvelopeBytes
                else { continue }
                let name = String(decoding: channel, as: UTF8.self)
                guard name.hasPrefix(Self.channelPrefix) else { continue }
                deliver?(String(name.dropFirst(Self.channelPrefix.count)), payload)
            }
        }
    }
}

import Foundation

/// How messages of `SharedTopic`s travel between processes (issue #15 item 4):
/// Redis pub/sub when the server's store is Redis (LiveStore's `RedisTopics`),
/// none in a single process. Called from the main actor; calls back on any thread.
public protocol SharedTopicTransport: AnyObject, Sendable {
    /// Sends `envelope` to every other process (and keeps it in the topic's recent history).
    func publish(topic: String, envelope: [UInt8], history: Int)
    /// The topic's recent envelopes, oldest first (empty if none; nil while unreachable: asked again later).
    func history(topic: String, limit: Int, reply: @escaping @Sendable ([[UInt8]]?) -> Void)
    /// From now on, every envelope another process publishes goes to `deliver`, and so does
    /// `.subscribed` each time the transport's subscription is in place (again).
    func start(deliver: @escaping @Sendable (SharedTopicDelivery) -> Void)
}

/// What a transport hands the hub.
public enum SharedTopicDelivery: Sendable, Equatable {
    /// An envelope (`origin:seq json`) another process published on `topic`.
    case message(topic: String, envelope: [UInt8])
    /// The transport's subscription is in place, at first or after an outage: messages published
    /// before it may have been missed (the hub reads each topic's history again).
    case subscribed
}

/// Bounds on what a hub accepts: messages from another process are untrusted input.
public struct SharedTopicLimits: Sendable, Equatable {
    /// The largest message (its JSON), in bytes.
    public var maxMessageBytes = 16 * 1024
    /// Messages each topic keeps (the most any `@SharedTopic(keep:)` can show).
    public var history = 200
    /// Topics one process follows at once.
    public var maxTopics = 1000
    /// The shortest time, in seconds, between two reads of every topic's history after the transport
    /// subscribed again (one that keeps losing its subscription must not have them read each time).
    public var catchUpInterval = 1.0

    public init() {}
}

/// A process's shared topics: every session's `@SharedTopic` properties of one
/// name read the same log, and a message published anywhere (this process, or
/// another through the transport) is appended to it and re-renders every
/// session that shows it. Lives on the main actor, as the views do; what a
/// transport delivers hops onto the main queue first. The hub's own hops name
/// `qos:` so they reach Dispatch's real main queue (`Platform/DispatchQueue.swift`):
/// called during a session's render, the plain spelling would put them on that
/// session's clock, which a test drives by hand and which ends with the session.
@MainActor
public final class SharedTopicHub {
    public let limits: SharedTopicLimits
    let transport: (any SharedTopicTransport)?
    /// This process's mark on what it publishes, so its own messages coming back are not shown twice.
    let origin: String = String(UInt64.random(in: 1...UInt64.max), radix: 16)
    private var sequence = 0
    private var logs: [String: TopicLog] = [:]
    private var warned: Set<String> = []
    private var lastCatchUp: DispatchTime?
    private var catchUpScheduled = false
    /// A message refused or unreadable (the server logs it as `topic.invalid`).
    public var onWarning: (@MainActor (String) -> Void)?

    public init(transport: (any SharedTopicTransport)? = nil, limits: SharedTopicLimits = SharedTopicLimits()) {
        self.transport = transport
        self.limits = limits
        transport?.start { [weak self] delivery in
            // The transport's thread → the main queue, where sessions render.
            DispatchQueue.main.async(qos: .unspecified, flags: []) {
                MainActor.assumeIsolated {
                    switch delivery {
                    case .message(let topic, let envelope): self?.receive(topic: topic, envelope: envelope)
                    case .subscribed: self?.subscribed()
                    }
                }
            }
        }
    }

    /// Topic names are short plain text (they become Redis channel names): letters, digits, `._-/:`.
    public static func isValidName(_ name: String) -> Bool {
        (1...128).contains(name.utf8.count)
            && name.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "._-/:".unicodeScalars.contains($0) }
    }

    /// Publishes `message` on `topic`: shown here at once, in other processes as soon as the transport carries it.
    public func publish<Message: Encodable>(_ message: Message, to topic: String) {
        guard let log = log(topic) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let json = try? encoder.encode(message), json.count <= limits.maxMessageBytes else {
            warn("a message on topic \"\(topic)\" was not sent: it does not encode within \(limits.maxMessageBytes) bytes")
            return
        }
        sequence += 1
        let id = origin + ":" + String(sequence)
        let envelope = Array((id + " ").utf8) + Array(json)
        log.append(id: id, json: Array(json))
        transport?.publish(topic: topic, envelope: envelope, history: limits.history)
    }

    /// An envelope from the transport (`origin:seq json`): checked, then appended unless it is already there.
    func receive(topic: String, envelope: [UInt8]) {
        guard let (id, json) = parse(topic: topic, envelope: envelope) else { return }
        guard !id.hasPrefix(origin + ":") else { return }  // ours, shown when published
        logs[topic]?.append(id: id, json: json)  // a topic nobody here follows is not kept
    }

    private func parse(topic: String, envelope: [UInt8]) -> (id: String, json: [UInt8])? {
        guard Self.isValidName(topic) else {
            warn("a message on a topic with an invalid name was dropped")
            return nil
        }
        guard envelope.count <= limits.maxMessageBytes + 64, let space = envelope.prefix(64).firstIndex(of: UInt8(ascii: " ")) else {
            warn("a message on topic \"\(topic)\" was dropped: over \(limits.maxMessageBytes) bytes or not an envelope")
            return nil
        }
        let id = String(decoding: envelope[..<space], as: UTF8.self)
        let parts = id.split(separator: ":")
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }) else {
            warn("a message on topic \"\(topic)\" was dropped: its envelope is malformed")
            return nil
        }
        return (id, Array(envelope[(space + 1)...]))
    }

    /// The log of `topic`, made (and filled from the transport's history) on first use; nil past the limits.
    func log(_ topic: String) -> TopicLog? {
        if let log = logs[topic] { return log }
        guard Self.isValidName(topic) else {
            warn("topic name \"\(topic.prefix(64))\" is not valid (1-128 letters, digits or ._-/:): the topic is not shared")
            return nil
        }
        guard logs.count < limits.maxTopics else {
            warn("over \(limits.maxTopics) topics: \"\(topic.prefix(64))\" is not shared")
            return nil
        }
        let log = TopicLog(limit: limits.history)
        logs[topic] = log
        readHistory(topic, newerThanShown: false)
        return log
    }

    /// Subscribed (again): every followed topic's history again, for what was published meanwhile.
    /// At most one round a `catchUpInterval`: a transport that keeps losing its subscription does not
    /// have every topic read again each time (the last one of a burst is read after the pause).
    func subscribed() {
        guard !catchUpScheduled else { return }
        let now = DispatchTime.now()
        if let last = lastCatchUp, now < last + limits.catchUpInterval {
            catchUpScheduled = true
            DispatchQueue.main.asyncAfter(deadline: last + limits.catchUpInterval, qos: .unspecified, flags: []) { [weak self] in
                MainActor.assumeIsolated {
                    self?.catchUpScheduled = false
                    self?.subscribed()
                }
            }
            return
        }
        lastCatchUp = now
        for topic in logs.keys.sorted() { readHistory(topic, newerThanShown: true) }
    }

    /// How long a topic whose history could not be read waits to ask again, at most.
    static let historyRetryLimit = 30.0

    /// The topic's history from the transport, merged into its log (see `TopicLog.merge`); asked
    /// again after a growing pause while the transport cannot be reached.
    private func readHistory(_ topic: String, newerThanShown: Bool, retry: Double = 0.5) {
        transport?.history(topic: topic, limit: limits.history) { [weak self] envelopes in
            DispatchQueue.main.async(qos: .unspecified, flags: []) {
                MainActor.assumeIsolated {
                    guard let self, let log = self.logs[topic] else { return }
                    guard let envelopes else {
                        DispatchQueue.main.asyncAfter(deadline: .now() + retry, qos: .unspecified, flags: []) { [weak self] in
                            MainActor.assumeIsolated {
                                guard let self, self.logs[topic] != nil else { return }
                                self.readHistory(topic, newerThanShown: newerThanShown, retry: min(retry * 2, Self.historyRetryLimit))
                            }
                        }
                        return
                    }
                    log.merge(history: envelopes.compactMap { self.parse(topic: topic, envelope: $0) }, newerThanShown: newerThanShown)
                }
            }
        }
    }

    /// Each distinct problem once (bounded), for the log.
    func warn(_ message: String) {
        guard warned.count < 100, warned.insert(message).inserted else { return }
        onWarning?(message)
    }
}

/// One topic's recent messages (raw JSON, oldest first) and the sessions that show them.
@MainActor
final class TopicLog {
    let limit: Int
    private(set) var entries: [(id: String, json: [UInt8])] = []
    private var ids: Set<String> = []
    /// Counts changes, so readers decode again only after one.
    private(set) var version = 0
    private var readers: [ObjectIdentifier: WeakReader] = [:]

    init(limit: Int) { self.limit = limit }

    func observe(_ target: InvalidationTarget?) {
        guard let target else { return }
        readers[ObjectIdentifier(target)] = WeakReader(target: target)
    }

    func append(id: String, json: [UInt8]) {
        guard ids.insert(id).inserted else { return }
        entries.append((id, json))
        trim()
        changed()
    }

    /// The topic's history as the transport holds it (read on first use, or after an outage, while
    /// messages kept arriving live): what it has that is not shown yet is placed among what is shown
    /// by the history's order, after the message it follows there (or before the one it precedes).
    /// If the two share no message, the history is older than what is shown on first use (those
    /// arrived live meanwhile), and newer after an outage (Redis restarted empty: what it has came
    /// since). What is shown keeps its order; nothing is shown twice (a retried write's copy).
    func merge(history: [(id: String, json: [UInt8])], newerThanShown: Bool) {
        var merged = entries
        var known = ids
        var cursor: Int?  // where the last message of the history shown here is in `merged`
        var beforeAny: [(id: String, json: [UInt8])] = []  // history that precedes every message shown
        for item in history {
            if let at = merged.firstIndex(where: { $0.id == item.id }) {
                if cursor == nil {
                    merged.insert(contentsOf: beforeAny, at: at)
                    cursor = at + beforeAny.count
                    beforeAny = []
                } else {
                    cursor = max(cursor ?? 0, at)
                }
            } else if known.insert(item.id).inserted {
                if let at = cursor {
                    merged.insert(item, at: at + 1)
                    cursor = at + 1
                } else {
                    beforeAny.append(item)
                }
            }
        }
        merged = newerThanShown ? merged + beforeAny : beforeAny + merged
        if merged.count > limit { merged.removeFirst(merged.count - limit) }
        guard !merged.elementsEqual(entries, by: { $0.id == $1.id }) else { return }
        entries = merged
        ids = Set(merged.map(\.id))
        changed()
    }

    private func trim() {
        guard entries.count > limit else { return }
        for entry in entries.prefix(entries.count - limit) { ids.remove(entry.id) }
        entries.removeFirst(entries.count - limit)
    }

    private func changed() {
        version += 1
        let animation = Transaction.currentAnimation
        for (id, reader) in readers {
            if let target = reader.target { target.invalidate(animation: animation) } else { readers[id] = nil }
        }
    }
}

@MainActor
private struct WeakReader {
    weak var target: InvalidationTarget?
}

import Foundation
import LiveRuntime

/// A `KeyValueStore` in Redis (`LIVEUI_STORE=redis://…`), shared by every
/// process that names the same server: what one process writes, another
/// restores (issue #15). Through hiredis, on one serial queue: `save` returns
/// at once and its writes go out in order, pipelined with every save made
/// meanwhile; `load` sends what is queued first, so it sees earlier saves.
///
/// Layout: each scope is a hash `liveui:<kind>:<id>` (key → bytes), and each
/// kind has a sorted set `liveui:used:<kind>` of its scopes by the Unix time
/// they were last read or written, which `purge` reads (a TTL could not be
/// told apart per kind, and purges stay exact across processes).
///
/// When Redis cannot be reached (at start, or later), the store carries on
/// in memory: saves are kept (the latest value per key) and written when the
/// connection is back, reads see them; commands sent meanwhile (pub/sub's
/// messages) are kept too, in order, and sent after them. One `down` event is
/// reported per outage, a `reconnected` one when it ends; reconnects are tried
/// off every caller's thread with a growing pause (0.1 s doubling to 2 s), or
/// at once when another connection to the same Redis got through
/// (`reconnectSoon`). Connects and commands have timeouts, so a caller waits
/// at most `commandTimeout` once per outage.
public final class RedisStore: KeyValueStore, @unchecked Sendable {
    public enum Event: Sendable, Equatable {
        /// The connection failed (or never came up): serving from memory until it is back.
        case down(String)
        /// The connection is back; the writes kept meanwhile went out.
        case reconnected(afterAttempts: Int)
        /// A command Redis refused, or writes dropped here past the memory bound while Redis was away
        /// (the text says which; the store carries on).
        case failed(String)
    }

    public let address: RedisAddress
    public let connectTimeout: Double
    public let commandTimeout: Double
    /// The pause between reconnect attempts: the first, doubling up to the last.
    let reconnectPause: ClosedRange<Double>
    let report: @Sendable (Event) -> Void
    let queue = DispatchQueue(label: "liveui-redis")
    let connector = DispatchQueue(label: "liveui-redis-connect")

    // Touched only on `queue`.
    var connection: RedisConnection?
    var reconnecting = false
    /// Writes made while Redis was unreachable, by scope: written when it is back.
    var unsent: [String: (kind: String, records: [String: [UInt8]?])] = [:]
    var unsentBytes = 0
    var droppedWhileDown = false
    /// Commands sent while Redis was unreachable (each message's RPUSH … PUBLISH together), in order: sent when it is back.
    var unsentCommands: [[[[UInt8]]]] = []
    var unsentCommandBytes = 0
    var droppedCommandsWhileDown = false
    /// When this process last marked each scope as used: a scope written again within a minute is not marked again.
    var marked: [String: Int64] = [:]

    /// The `liveui:instance` marker this store last saw: another value (or none) means Redis lost its data.
    private var instance: [UInt8]?

    private let pendingLock = NSLock()
    private var pending: [Operation] = []
    private var lostData = 0  // under `pendingLock`

    /// What may wait in memory for Redis to come back; past it, the oldest writes are lost (reported once).
    static let maxUnsentBytes = 64 << 20
    /// The same for commands (messages): a chat's worth of minutes; past it, the oldest are dropped (reported once).
    static let maxUnsentCommandBytes = 4 << 20

    // Touched only on `connector`: the reconnect attempts under way (a newer round ends an older one's pauses).
    var reconnectRound = 0
    var reconnectAttempt = 0
    var reconnectDelay = 0.1
    var reconnectPending = false
    // Under `listenersLock`: who hears that the connection is back (`whenReconnected`).
    let listenersLock = NSLock()
    var reachableListeners: [@Sendable () -> Void] = []

    enum Operation {
        case save(
            scope: String, kind: String, changes: [(key: String, value: [UInt8]?)], condition: StoreCondition? = nil,
            done: (@Sendable (SaveOutcome) -> Void)? = nil)
        /// Raw commands kept in order with the saves, and kept or dropped together (a message's RPUSH … PUBLISH).
        case commands([[[UInt8]]])
    }

    /// Connects now (waiting at most `connectTimeout`); if Redis is unreachable
    /// the store starts in memory and keeps trying. `report` hears outages and errors.
    public init(
        address: RedisAddress, connectTimeout: Double = 1, commandTimeout: Double = 1,
        reconnectPause: ClosedRange<Double> = 0.1...2,
        report: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.address = address
        self.connectTimeout = connectTimeout
        self.commandTimeout = commandTimeout
        self.reconnectPause = reconnectPause
        self.report = report
        RedisConnection.ignoreBrokenPipes()
        queue.sync {
            let first = RedisConnection(address, timeout: connectTimeout, commandTimeout: commandTimeout)
            if first.isUsable, checkInstance(first) { connection = first } else { lost(first.error ?? "cannot connect") }
        }
    }

    /// Counts the times Redis came back without what it held (see `KeyValueStore.generation`).
    public var generation: Int { pendingLock.withLock { lostData } }

    /// Reads (or sets, if none) the marker of Redis's data set; false if the connection failed.
    func checkInstance(_ candidate: RedisConnection) -> Bool {
        let marker = Array("liveui:instance".utf8)
        let fresh = Array(String(UInt64.random(in: 0...UInt64.max), radix: 16).utf8)
        guard let replies = candidate.pipeline([[Array("SET".utf8), marker, fresh, Array("NX".utf8)], [Array("GET".utf8), marker]]),
            let current = replies.last?.bytes
        else { return false }
        if let instance, instance != current { pendingLock.withLock { lostData += 1 } }
        instance = current
        return true
    }

    /// Whether the last command reached Redis (tests, health).
    public var isConnected: Bool { queue.sync { connection != nil } }

    static func key(_ scope: String) -> [UInt8] { Array(("liveui:" + scope).utf8) }
    static func usedKey(_ kind: String) -> [UInt8] { Array(("liveui:used:" + kind).utf8) }

    public func load(_ scope: StorageScope) -> [String: [UInt8]] {
        let name = scope.description
        return queue.sync {
            writePending()
            var records: [String: [UInt8]] = [:]
            if let connection {
                if let reply = connection.command([Array("HGETALL".utf8), Self.key(name)]) {
                    if case .array(let items) = reply {
                        var i = 0
                        while i + 1 < items.count {
                            if let key = items[i].bytes, let value = items[i + 1].bytes { records[String(decoding: key, as: UTF8.self)] = value }
                            i += 2
                        }
                    } else if case .error(let why) = reply {
                        report(.failed("HGETALL: \(why)"))
                    }
                } else {
                    lost(connection.error ?? "connection lost")
                }
            }
            // What could not be sent yet is newer than what Redis holds.
            for (key, value) in unsent[name]?.records ?? [:] { records[key] = value }
            records = records.compactMapValues { $0 }
            if !records.isEmpty { appendMark(name, kind: scope.kind.rawValue, force: true) }
            return records
        }
    }

    public func save(_ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)]) {
        enqueue(.save(scope: scope.description, kind: scope.kind.rawValue, changes: changes))
    }

    /// Sends `arguments` after every earlier save, without waiting (kept while Redis is down, and sent when it is back).
    public func send(_ arguments: [[UInt8]]) { enqueue(.commands([arguments])) }

    /// Sends `commands` in order after every earlier save, as one unit: kept, sent or dropped together.
    public func send(together commands: [[[UInt8]]]) { enqueue(.commands(commands)) }

    /// Sends `arguments` after every earlier save and calls `reply` (on the store's queue) with the answer; nil while Redis is down.
    public func request(_ arguments: [[UInt8]], reply: @escaping @Sendable (RedisReply?) -> Void) {
        queue.async {
            self.writePending()
            guard let connection = self.connection else { return reply(nil) }
            guard let answer = connection.command(arguments) ?? self.freshConnection()?.command(arguments) else {
                self.lost(connection.error ?? "connection lost")
                return reply(nil)
            }
            reply(answer)
        }
    }

    func enqueue(_ operation: Operation) {
        let first = pendingLock.withLock {
            pending.append(operation)
            return pending.count == 1
        }
        // One wake-up of the queue sends everything queued by then in one pipeline.
        if first { queue.async { self.writePending() } }
    }

    @discardableResult
    public func purge(_ kind: StorageScope.Kind, unusedSince date: Date) -> Int {
        queue.sync {
            writePending()
            marked.removeAll()  // a purged scope written again must be marked again
            let cutoff = Int64(date.timeIntervalSince1970)
            var removed = 0
            guard let connection else { return 0 }
            let used = Self.usedKey(kind.rawValue)
            // Exclusive bound: a scope used at the cutoff's second stays, as in SQLite (`used < cutoff`).
            guard let reply = connection.command([Array("ZRANGEBYSCORE".utf8), used, Array("-inf".utf8), Array("(\(cutoff)".utf8)])
            else {
                lost(connection.error ?? "connection lost")
                return 0
            }
            guard case .array(let items) = reply else { return 0 }
            let names = items.compactMap(\.bytes)
            for chunk in stride(from: 0, to: names.count, by: 500).map({ Array(names[$0..<min($0 + 500, names.count)]) }) {
                var commands: [[[UInt8]]] = []
                for name in chunk {
                    commands.append([Array("DEL".utf8), Array("liveui:".utf8) + name])
                    commands.append([Array("ZREM".utf8), used, name])
                }
                guard let replies = connection.pipeline(commands) else {
                    lost(connection.error ?? "connection lost")
                    return removed
                }
                // Counted by ZREM, so two processes purging together count each scope once.
                for (i, reply) in replies.enumerated() where i % 2 == 1 && reply == .integer(1) { removed += 1 }
            }
            return removed
        }
    }

    public func flush() { queue.sync { writePending() } }

    // MARK: On `queue`

    /// A connection Redis dropped while idle (it restarted) fails the next command: one fresh try at
    /// once, which becomes the store's connection, before the outage is declared.
    func freshConnection() -> RedisConnection? {
        let fresh = RedisConnection(address, timeout: connectTimeout, commandTimeout: commandTimeout)
        guard fresh.isUsable, checkInstance(fresh) else { return nil }
        connection = fresh
        return fresh
    }

    /// The commands of pending saves go out in one pipeline.
    var batch: [[[UInt8]]] = []

    func writePending() {
        let operations = pendingLock.withLock {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        guard !operations.isEmpty else { return }
        guard let connection else {
            for operation in operations { keepUnsent(operation) }
            Self.answer(operations, nil)
            return
        }
        batch.removeAll(keepingCapacity: true)
        var ranges: [Range<Int>] = []  // each operation's commands in `batch`
        for operation in operations {
            let first = batch.count
            switch operation {
            case .save(let scope, let kind, let changes, let condition?, _):
                appendConditionalSave(scope, kind: kind, changes, condition)
            case .save(let scope, let kind, let changes, nil, _):
                appendSave(scope, kind: kind, changes)
            case .commands(let commands):
                batch += commands
            }
            ranges.append(first..<batch.count)
        }
        guard !batch.isEmpty else {
            Self.answer(operations, nil)
            return
        }
        // Sending twice after a failure is harmless: writes set the same values, a message's id makes its copy ignored.
        let replies = connection.pipeline(batch) ?? freshConnection()?.pipeline(batch)
        guard let replies else {
            // Whether any of it arrived is unknown: all of it is kept, and sent again (the same values) later.
            for operation in operations { keepUnsent(operation) }
            Self.answer(operations, nil)
            lost(connection.error ?? "connection lost")
            return
        }
        for reply in replies { if case .error(let why) = reply { report(.failed(why)) } }
        Self.answer(operations, (replies, ranges))
    }

    func appendSave(_ scope: String, kind: String, _ changes: [(key: String, value: [UInt8]?)]) {
        let key = Self.key(scope)
        var set: [[UInt8]] = [Array("HSET".utf8), key]
        var deleted: [[UInt8]] = [Array("HDEL".utf8), key]
        for change in changes {
            if let value = change.value {
                set.append(Array(change.key.utf8))
                set.append(value)
            } else {
                deleted.append(Array(change.key.utf8))
            }
        }
        // HSET before HDEL is only right if no key is in both; `changes` may name one twice (set, then removed).
        if Set(changes.map(\.key)).count != changes.count {
            for change in changes {
                batch.append(
                    change.value.map { [Array("HSET".utf8), key, Array(change.key.utf8), $0] } ?? [
                        Array("HDEL".utf8), key, Array(change.key.utf8),
                    ])
            }
        } else {
            if set.count > 2 { batch.append(set) }
            if deleted.count > 2 { batch.append(deleted) }
        }
        appendMark(scope, kind: kind, force: false)
    }

    /// Marks `scope` as used now (in the next pipeline), at most once a minute unless `force`.
    func appendMark(_ scope: String, kind: String, force: Bool) {
        let now = Int64(Date().timeIntervalSince1970)
        if !force, let last = marked[scope], now - last < 60 { return }
        if marked.count >= 100_000 { marked.removeAll() }
        marked[scope] = now
        let command: [[UInt8]] = [Array("ZADD".utf8), Self.usedKey(kind), Array(String(now).utf8), Array(scope.utf8)]
        if force {
            // A read's mark goes out at once (the read itself is synchronous); not at all while Redis is down.
            guard let connection else { return }
            if connection.pipeline([command]) == nil { lost(connection.error ?? "connection lost") }
        } else {
            batch.append(command)
        }
    }
}

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
/// connection is back, reads see them; one `down` event is reported per
/// outage, a `reconnected` one when it ends; reconnects are tried off every
/// caller's thread with a growing pause (0.1 s doubling to 2 s). Connects and
/// commands have timeouts, so a caller waits at most `commandTimeout` once
/// per outage.
public final class RedisStore: KeyValueStore, @unchecked Sendable {
    public enum Event: Sendable, Equatable {
        /// The connection failed (or never came up): serving from memory until it is back.
        case down(String)
        /// The connection is back; the writes kept meanwhile went out.
        case reconnected(afterAttempts: Int)
        /// A command Redis refused (the write is dropped, the store carries on).
        case failed(String)
    }

    public let address: RedisAddress
    public let connectTimeout: Double
    public let commandTimeout: Double
    let report: @Sendable (Event) -> Void
    let queue = DispatchQueue(label: "liveui-redis")
    private let connector = DispatchQueue(label: "liveui-redis-connect")

    // Touched only on `queue`.
    var connection: RedisConnection?
    private var reconnecting = false
    /// Writes made while Redis was unreachable, by scope: written when it is back.
    private var unsent: [String: (kind: String, records: [String: [UInt8]?])] = [:]
    private var unsentBytes = 0
    private var droppedWhileDown = false
    /// When this process last marked each scope as used: a scope written again within a minute is not marked again.
    private var marked: [String: Int64] = [:]

    /// The `liveui:instance` marker this store last saw: another value (or none) means Redis lost its data.
    private var instance: [UInt8]?

    private let pendingLock = NSLock()
    private var pending: [Operation] = []
    private var lostData = 0  // under `pendingLock`

    /// What may wait in memory for Redis to come back; past it, the oldest writes are lost (reported once).
    static let maxUnsentBytes = 64 << 20

    enum Operation {
        case save(
            scope: String, kind: String, changes: [(key: String, value: [UInt8]?)], condition: StoreCondition? = nil,
            done: (@Sendable (SaveOutcome) -> Void)? = nil)
        /// A raw command kept in order with the saves (pub/sub's PUBLISH).
        case command([[UInt8]])
    }

    /// Connects now (waiting at most `connectTimeout`); if Redis is unreachable
    /// the store starts in memory and keeps trying. `report` hears outages and errors.
    public init(
        address: RedisAddress, connectTimeout: Double = 1, commandTimeout: Double = 1,
        report: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.address = address
        self.connectTimeout = connectTimeout
        self.commandTimeout = commandTimeout
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
    private func checkInstance(_ candidate: RedisConnection) -> Bool {
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

    /// Sends `arguments` after every earlier save, without waiting (dropped while Redis is down).
    public func send(_ arguments: [[UInt8]]) { enqueue(.command(arguments)) }

    /// Sends `arguments` after every earlier save and calls `reply` (on the store's queue) with the answer; nil while Redis is down.
    public func request(_ arguments: [[UInt8]], reply: @escaping @Sendable (RedisReply?) -> Void) {
        queue.async {
            self.writePending()
            guard let connection = self.connection else { return reply(nil) }
            guard let answer = connection.command(arguments) else {
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
            case .command(let arguments):
                batch.append(arguments)
            }
            ranges.append(first..<batch.count)
        }
        guard !batch.isEmpty else {
            Self.answer(operations, nil)
            return
        }
        var replies = connection.pipeline(batch)
        if replies == nil {
            // A connection Redis dropped while idle (it restarted): one fresh try at once, then the batch again.
            // Sending twice is harmless: writes set the same values, a message's id makes its copy ignored.
            let fresh = RedisConnection(address, timeout: connectTimeout, commandTimeout: commandTimeout)
            if fresh.isUsable, checkInstance(fresh), let again = fresh.pipeline(batch) {
                self.connection = fresh
                replies = again
            }
        }
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

    private func appendSave(_ scope: String, kind: String, _ changes: [(key: String, value: [UInt8]?)]) {
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

    func keepUnsent(_ operation: Operation) {
        guard case .save(let scope, let kind, let changes, _, _) = operation else { return }  // a message is not kept: it is news now or never
        var entry = unsent[scope] ?? (kind, [:])
        for change in changes {
            let before = entry.records[change.key].map { $0?.count ?? 0 } ?? 0
            unsentBytes += (change.value?.count ?? 0) - before
            entry.records[change.key] = .some(change.value)
        }
        unsent[scope] = entry
        if unsentBytes > Self.maxUnsentBytes {
            if !droppedWhileDown { report(.failed("over \(Self.maxUnsentBytes >> 20) MB waiting for Redis: older writes dropped")) }
            droppedWhileDown = true
            unsent.removeAll()
            unsentBytes = 0
        }
    }

    /// The connection failed: report it (once per outage) and start reconnecting.
    func lost(_ why: String) {
        connection = nil
        marked.removeAll()
        guard !reconnecting else { return }
        reconnecting = true
        report(.down(why))
        scheduleReconnect(attempt: 1, delay: 0.1)
    }

    private func scheduleReconnect(attempt: Int, delay: Double) {
        connector.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            let candidate = RedisConnection(self.address, timeout: self.connectTimeout, commandTimeout: self.commandTimeout)
            guard candidate.isUsable, self.checkInstance(candidate) else {
                self.scheduleReconnect(attempt: attempt + 1, delay: min(delay * 2, 2))
                return
            }
            self.queue.async { self.reconnected(candidate, attempt: attempt) }
        }
    }

    private func reconnected(_ candidate: RedisConnection, attempt: Int) {
        var commands: [[[UInt8]]] = []
        batch.removeAll(keepingCapacity: true)
        for (scope, entry) in unsent {
            appendSave(scope, kind: entry.kind, entry.records.map { (key: $0.key, value: $0.value) })
        }
        commands = batch
        batch.removeAll(keepingCapacity: true)
        if !commands.isEmpty, candidate.pipeline(commands) == nil {
            // Down again already: keep what was unsent, try again later.
            scheduleReconnect(attempt: attempt + 1, delay: 0.5)
            return
        }
        unsent.removeAll()
        unsentBytes = 0
        droppedWhileDown = false
        connection = candidate
        reconnecting = false
        report(.reconnected(afterAttempts: attempt))
        writePending()
    }
}

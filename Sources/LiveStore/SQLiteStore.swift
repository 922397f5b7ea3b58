import CSQLite
import Foundation
import LiveRuntime

/// The default `KeyValueStore`: one SQLite file (WAL mode), which needs no
/// server and survives restarts. Every statement runs on one serial queue (a
/// thread of its own at a lower priority than the loop: `BackgroundQueue`) in
/// the order it was asked for: `save` returns at once (saves made meanwhile
/// are written together in one transaction), `load` waits for the writes before it. A failing statement is reported (the server logs it)
/// and skipped; it never takes the server down.
///
/// Tables: `liveui_records(scope, key, value)` and `liveui_scopes(scope,
/// kind, used)`, `used` being the Unix time the scope was last read or written
/// (a scope that holds nothing is never recorded), for `purge`.
public final class SQLiteStore: KeyValueStore, @unchecked Sendable {
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    public let path: String
    // Touched only on `queue`.
    private var db: OpaquePointer?
    private var statements = [OpaquePointer?](repeating: nil, count: SQL.allCases.count)
    /// When this process last recorded each scope as used (on `queue`): a scope
    /// written again within a minute is not recorded again (purges count in hours).
    private var recorded: [String: Int64] = [:]
    private let queue = BackgroundQueue(name: "liveui-sqlite")
    /// Saves not written yet (scope, kind, changes), oldest first: see `save`.
    private let pendingLock = NSLock()
    private var pending: [Pending] = []
    private typealias Pending = (
        scope: String, kind: String, changes: [(key: String, value: [UInt8]?)], condition: StoreCondition?,
        done: (@Sendable (SaveOutcome) -> Void)?
    )
    /// Statements that failed so far (on `queue`): a transaction during which it grew is not reported durable.
    private var failures = 0
    private let report: @Sendable (String) -> Void

    /// Opens (or creates, with its folder) the database at `path`. `report` hears every failure after opening.
    public init(path: String, report: @escaping @Sendable (String) -> Void = { _ in }) throws(OpenError) {
        self.path = path
        self.report = report
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw OpenError(description: "cannot open \(path): \(message)")
        }
        db = handle
        sqlite3_busy_timeout(handle, 2000)
        for sql in [
            "PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL",
            "CREATE TABLE IF NOT EXISTS liveui_records (scope TEXT NOT NULL, key TEXT NOT NULL, value BLOB NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID",
            "CREATE TABLE IF NOT EXISTS liveui_scopes (scope TEXT PRIMARY KEY, kind TEXT NOT NULL, used INTEGER NOT NULL) WITHOUT ROWID",
            "CREATE INDEX IF NOT EXISTS liveui_scopes_used ON liveui_scopes (kind, used)",
        ] {
            var error: UnsafeMutablePointer<CChar>?
            if sqlite3_exec(handle, sql, nil, nil, &error) != SQLITE_OK {
                let message = error.map { String(cString: $0) } ?? "unknown error"
                sqlite3_free(error)
                sqlite3_close(handle)
                db = nil
                throw OpenError(description: "cannot use \(path): \(message)")
            }
        }
    }

    deinit {
        queue.stop()
        for statement in statements { sqlite3_finalize(statement) }
        sqlite3_close(db)
    }

    public func load(_ scope: StorageScope) -> [String: [UInt8]] {
        let name = scope.description
        let records = queue.sync { [self] () -> [String: [UInt8]] in
            writePending()
            var out: [String: [UInt8]] = [:]
            run(.selectScope, [.text(name)]) { row in
                guard let key = sqlite3_column_text(row, 0) else { return }
                // The key's bytes by their count, as bound (a NUL inside does not end it).
                let keyBytes = UnsafeBufferPointer(start: key, count: Int(sqlite3_column_bytes(row, 0)))
                let count = Int(sqlite3_column_bytes(row, 1))
                let bytes = sqlite3_column_blob(row, 1).map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
                out[String(decoding: keyBytes, as: UTF8.self)] = bytes
            }
            return out
        }
        // Only scopes that hold something are recorded as used; noting it need not hold up the reader.
        if !records.isEmpty {
            queue.async { self.run(.touchScope, [.text(name), .int(Self.now())]) }
        }
        return records
    }

    public func save(_ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)]) {
        enqueue((scope.description, scope.kind.rawValue, changes, nil, nil))
    }

    private func enqueue(_ save: Pending) {
        // Saves queue up and are written together, one transaction for all
        // that came meanwhile: a commit costs far more than a row (issue #15:
        // a thousand sessions each writing a few times a second).
        let first = pendingLock.withLock {
            pending.append(save)
            return pending.count == 1
        }
        // A short wait gathers the saves of many sessions into one transaction
        // and wakes this thread once for them, not once per save.
        if first { queue.asyncAfter(seconds: Self.batchWindow) { self.writePending() } }
    }

    /// How long a save may wait for others to join its transaction. Longer is
    /// cheaper a save and worse for latency on a shared core: at 0.1 s, 10,000
    /// sessions × 1 event/s cost 19.5 µs of CPU a save against 23.2, but p99 rose
    /// from 24–32 ms to 48–52 ms, the writer's bigger batches holding the core longer (2026-12-06).
    static let batchWindow = 0.02

    /// Writes every queued save in one transaction (on `queue`).
    private func writePending() {
        let batch = pendingLock.withLock {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        guard !batch.isEmpty else { return }
        let now = Self.now()
        let failuresBefore = failures
        var outcomes: [(done: @Sendable (SaveOutcome) -> Void, outcome: SaveOutcome)] = []
        // IMMEDIATE: the write lock is taken first, so a condition read here still holds at the commit.
        run(.beginImmediate, [])
        for (name, kind, changes, condition, done) in batch {
            if let condition, !holds(condition) {
                if let done { outcomes.append((done, .refused)) }
                continue
            }
            if let done { outcomes.append((done, .durable)) }
            for change in changes {
                if let value = change.value {
                    run(
                        .upsertRecord, [.text(name), .text(change.key), .blob(value)])
                } else {
                    run(.deleteRecord, [.text(name), .text(change.key)])
                }
            }
            if let last = recorded[name], now - last < 60 { continue }
            if recorded.count >= 100_000 { recorded.removeAll() }
            recorded[name] = now
            run(
                .upsertScope, [.text(name), .text(kind), .int(now)])
        }
        run(.commit, [])
        let failed = failures != failuresBefore
        for (done, outcome) in outcomes { done(failed && outcome == .durable ? .pending : outcome) }
    }

    // MARK: Durable acknowledgements and atomic ownership (issue #15, durableack)

    public func save(
        _ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)], if condition: StoreCondition?,
        then done: @escaping @Sendable (SaveOutcome) -> Void
    ) {
        enqueue((scope.description, scope.kind.rawValue, changes, condition, done))
    }

    public func compareAndSet(_ scope: StorageScope, key: String, expected: [UInt8]?, to value: [UInt8]) -> Bool {
        queue.sync { [self] in
            writePending()
            let failuresBefore = failures
            let name = scope.description
            run(.beginImmediate, [])
            guard holds(StoreCondition(scope, key: key, value: expected)) else {
                run(.commit, [])
                return false
            }
            run(
                .upsertRecord, [.text(name), .text(key), .blob(value)])
            run(
                .upsertScope, [.text(name), .text(scope.kind.rawValue), .int(Self.now())])
            run(.commit, [])
            return failures == failuresBefore
        }
    }

    /// Whether `condition`'s record holds exactly its value (on `queue`, inside a transaction).
    private func holds(_ condition: StoreCondition) -> Bool {
        var current: [UInt8]?
        run(.selectRecord, [.text(condition.scope.description), .text(condition.key)]) { row in
            let count = Int(sqlite3_column_bytes(row, 0))
            current = sqlite3_column_blob(row, 0).map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
        }
        return current == condition.value
    }

    @discardableResult
    public func purge(_ kind: StorageScope.Kind, unusedSince date: Date) -> Int {
        queue.sync { [self] in
            writePending()
            let args: [Argument] = [.text(kind.rawValue), .int(Int64(date.timeIntervalSince1970))]
            run(.begin, [])
            run(.purgeRecords, args)
            run(.purgeScopes, args)
            recorded.removeAll()  // a purged scope written again must be recorded again
            let removed = db.map { Int(sqlite3_changes($0)) } ?? 0
            run(.commit, [])
            return removed
        }
    }

    public func flush() { queue.sync { [self] in writePending() } }

    // MARK: Statements (on `queue` only)

    private enum Argument {
        case text(String)
        case blob([UInt8])
        case int(Int64)
    }

    private static func now() -> Int64 { Int64(Date().timeIntervalSince1970) }

    /// Every statement the store runs, each prepared once (on first use) and kept: the hot
    /// ones run for every saved record, and finding them by their text (hashing a 120-byte
    /// string per statement) was a tenth of the store thread's instructions per save.
    private enum SQL: Int, CaseIterable {
        case begin, beginImmediate, commit, selectScope, selectRecord, upsertRecord, deleteRecord
        case touchScope, upsertScope, purgeRecords, purgeScopes

        var text: String {
            switch self {
            case .begin: "BEGIN"
            case .beginImmediate: "BEGIN IMMEDIATE"
            case .commit: "COMMIT"
            case .selectScope: "SELECT key, value FROM liveui_records WHERE scope = ?1"
            case .selectRecord: "SELECT value FROM liveui_records WHERE scope = ?1 AND key = ?2"
            case .upsertRecord:
                "INSERT INTO liveui_records (scope, key, value) VALUES (?1, ?2, ?3) ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value"
            case .deleteRecord: "DELETE FROM liveui_records WHERE scope = ?1 AND key = ?2"
            case .touchScope: "UPDATE liveui_scopes SET used = ?2 WHERE scope = ?1"
            case .upsertScope:
                "INSERT INTO liveui_scopes (scope, kind, used) VALUES (?1, ?2, ?3) ON CONFLICT (scope) DO UPDATE SET used = excluded.used"
            case .purgeRecords: "DELETE FROM liveui_records WHERE scope IN (SELECT scope FROM liveui_scopes WHERE kind = ?1 AND used < ?2)"
            case .purgeScopes: "DELETE FROM liveui_scopes WHERE kind = ?1 AND used < ?2"
            }
        }
    }

    /// Runs one statement, calling `row` for each result row. Every argument is bound each time, so none is cleared.
    private func run(_ sql: SQL, _ arguments: [Argument], row: (OpaquePointer) -> Void = { _ in }) {
        guard let db else { return }
        let statement: OpaquePointer
        if let prepared = statements[sql.rawValue] {
            statement = prepared
        } else {
            var made: OpaquePointer?
            guard sqlite3_prepare_v2(db, sql.text, -1, &made, nil) == SQLITE_OK, let made else {
                fail(sql.text)
                return
            }
            statements[sql.rawValue] = made
            statement = made
        }
        defer { sqlite3_reset(statement) }
        for (i, argument) in arguments.enumerated() {
            let index = Int32(i + 1)
            switch argument {
            case .text(var text):
                // The string's own bytes, with their length: passing the `String` made a C copy first.
                text.withUTF8 { utf8 in
                    _ = utf8.withMemoryRebound(to: CChar.self) {
                        sqlite3_bind_text(statement, index, $0.baseAddress ?? UnsafePointer(bitPattern: 1)!, Int32($0.count), liveui_sqlite_transient())
                    }
                }
            case .int(let n): sqlite3_bind_int64(statement, index, n)
            case .blob(let bytes):
                bytes.withUnsafeBytes { raw in
                    // An empty value is a zero-length blob, not NULL.
                    _ = sqlite3_bind_blob(
                        statement, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(raw.count), liveui_sqlite_transient())
                }
            }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_ROW {
                row(statement)
            } else {
                if status != SQLITE_DONE { fail(sql.text) }
                return
            }
        }
    }

    private func fail(_ sql: String) {
        failures += 1
        let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"
        let verb = sql.split(separator: " ").first.map(String.init) ?? "?"
        report("\(verb) failed in \(path): \(message)")
        // A failed statement inside a transaction must not leave it open for the next one.
        if let db, sqlite3_get_autocommit(db) == 0, verb != "BEGIN" { sqlite3_exec(db, "ROLLBACK", nil, nil, nil) }
    }
}

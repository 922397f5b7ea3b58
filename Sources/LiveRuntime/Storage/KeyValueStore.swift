import Foundation

/// Where records that outlive a process are kept: a browser's `@AppStorage`,
/// a tab's `@SceneStorage` and (issue #15) a session's state, each a scope of
/// small key → bytes records. The server picks an implementation
/// (`LIVEUI_STORE`: SQLite by default, see LiveStore); tests use
/// `InMemoryKeyValueStore`. Implementations may be called from any thread:
/// `save` returns at once (the write happens in order, off the caller's
/// thread), `load` sees every earlier `save`. They never throw: a store that
/// fails logs it and carries on (the values stay in the server's memory).
public protocol KeyValueStore: Sendable {
    /// Every record of `scope` (empty if none), and notes that the scope is in use (see `purge`).
    func load(_ scope: StorageScope) -> [String: [UInt8]]
    /// Records `changes` in order (a nil value removes its key).
    func save(_ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)])
    /// Removes the scopes of `kind` not loaded or saved since `date`; returns how many.
    @discardableResult func purge(_ kind: StorageScope.Kind, unusedSince date: Date) -> Int
    /// Returns when every earlier `save` is durable (shutdown, tests).
    func flush()
    // MARK: Redis (issue #15 item 2)
    /// Changes when the store may have lost what it held (a Redis server that
    /// came back empty): writers that send only what changed send everything again.
    var generation: Int { get }
    // MARK: Durable acknowledgements and atomic ownership (issue #15, durableack)
    /// Like `save`, but only while `condition` holds, checked atomically with
    /// the write (a transaction in SQLite, one script in Redis, the lock in
    /// memory); then `done` hears, on any thread, whether the changes are
    /// durable (committed, answered), were refused, or are not durable yet.
    func save(
        _ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)], if condition: StoreCondition?,
        then done: @escaping @Sendable (SaveOutcome) -> Void)
    /// Sets record `key` of `scope` to `value` if it holds exactly `expected`
    /// (nil: no record), atomically and durably; returns whether it did.
    func compareAndSet(_ scope: StorageScope, key: String, expected: [UInt8]?, to value: [UInt8]) -> Bool
}

/// What a conditional save requires: record `key` of `scope` holds exactly `value` (nil: there is no such record).
public struct StoreCondition: Sendable, Equatable {
    public var scope: StorageScope
    public var key: String
    public var value: [UInt8]?

    public init(_ scope: StorageScope, key: String, value: [UInt8]?) {
        self.scope = scope
        self.key = key
        self.value = value
    }
}

/// What became of a save with a completion.
public enum SaveOutcome: Sendable, Equatable {
    /// Durable: committed (SQLite), answered (Redis), stored (memory).
    case durable
    /// Not written: the condition did not hold.
    case refused
    /// Not durable yet (the store failed or is unreachable; the changes may wait in memory).
    case pending
}

extension KeyValueStore {
    /// Stores that never lose records meanwhile (memory, SQLite) stay at 0.
    public var generation: Int { 0 }
}

/// A group of records in a `KeyValueStore`: what one browser, one tab or one session keeps.
public struct StorageScope: Hashable, Sendable, CustomStringConvertible {
    public struct Kind: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A browser's `@AppStorage` (its id from the `liveui_browser` cookie).
        public static let app = Kind(rawValue: "app")
        /// A tab's `@SceneStorage` (the browser's id and the tab's).
        public static let scene = Kind(rawValue: "scene")
    }

    public let kind: Kind
    public let id: String

    public init(_ kind: Kind, _ id: String) {
        self.kind = kind
        self.id = id
    }

    /// How stores name it: `app:3f…`, `scene:3f…/9a…`.
    public var description: String { kind.rawValue + ":" + id }
}

/// A store in memory: for tests, and `LIVEUI_STORE=memory` (nothing survives the process).
public final class InMemoryKeyValueStore: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private var scopes: [StorageScope: [String: [UInt8]]] = [:]
    private var used: [StorageScope: Date] = [:]
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = { Date() }) { self.now = now }

    public func load(_ scope: StorageScope) -> [String: [UInt8]] {
        lock.withLock {
            used[scope] = now()
            return scopes[scope] ?? [:]
        }
    }

    public func save(_ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)]) {
        lock.withLock { apply(scope, changes) }
    }

    public func purge(_ kind: StorageScope.Kind, unusedSince date: Date) -> Int {
        lock.withLock {
            let old = used.filter { $0.key.kind == kind && $0.value < date }.map(\.key)
            for scope in old {
                used[scope] = nil
                scopes[scope] = nil
            }
            return old.count
        }
    }

    public func flush() {}

    // MARK: Durable acknowledgements and atomic ownership (issue #15, durableack)

    public func save(
        _ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)], if condition: StoreCondition?,
        then done: @escaping @Sendable (SaveOutcome) -> Void
    ) {
        let written = lock.withLock { () -> Bool in
            if let condition, scopes[condition.scope]?[condition.key] != condition.value { return false }
            apply(scope, changes)
            return true
        }
        done(written ? .durable : .refused)
    }

    public func compareAndSet(_ scope: StorageScope, key: String, expected: [UInt8]?, to value: [UInt8]) -> Bool {
        lock.withLock {
            guard scopes[scope]?[key] == expected else { return false }
            apply(scope, [(key, value)])
            return true
        }
    }

    /// Under `lock`.
    private func apply(_ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)]) {
        used[scope] = now()
        var records = scopes[scope] ?? [:]
        for change in changes { records[change.key] = change.value }
        scopes[scope] = records.isEmpty ? nil : records
    }

    /// Every scope holding records (tests).
    public var scopeCount: Int { lock.withLock { scopes.count } }
}

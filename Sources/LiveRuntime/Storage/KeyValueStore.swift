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
        lock.withLock {
            used[scope] = now()
            var records = scopes[scope] ?? [:]
            for change in changes { records[change.key] = change.value }
            scopes[scope] = records.isEmpty ? nil : records
        }
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

    /// Every scope holding records (tests).
    public var scopeCount: Int { lock.withLock { scopes.count } }
}

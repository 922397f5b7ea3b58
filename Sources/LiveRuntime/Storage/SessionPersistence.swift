import Dispatch
import LiveUI

/// Writes one session's state to a `KeyValueStore` (issue #15): after a
/// render that changed something, on a later turn of the main queue (never
/// on the event's own path), coalesced, at most once per `interval`, and at
/// once on `writeNow()` (the socket closed, the server stops). Only records
/// that changed since the last write are sent to the store.
@MainActor
public final class SessionPersistence {
    public let store: any KeyValueStore
    public let scope: StorageScope
    /// Seconds between two writes at most.
    public let interval: Double
    /// Hears each problem once (a type that is not `Codable`, a value that does not decode).
    public var onWarning: (@MainActor (String) -> Void)?
    weak var session: Session?
    private var written: [String: [UInt8]]
    /// The store's `generation` when `written` was last true of it.
    private var writtenGeneration: Int?
    private var dirty = false
    private var scheduled = false
    /// When the store was last written, by `now`.
    private var lastWrite = -Double.infinity
    /// Seconds on a monotonic clock (injected: tests use their scheduler's).
    private let now: @MainActor () -> Double
    /// How many times the store was written (tests).
    public private(set) var writes = 0

    /// `written`: what the store holds for the session already (a restored snapshot's records).
    public init(
        store: any KeyValueStore, token: String, interval: Double = 0.25, written: [String: [UInt8]] = [:],
        now: @escaping @MainActor () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) {
        self.now = now
        self.store = store
        self.scope = StorageScope(.session, token)
        self.interval = interval
        self.written = written
    }

    /// Writes many sessions' changes together (a server's), instead of a timer per session.
    public var ticker: PersistenceTicker?

    /// The session rendered a change: write soon, on a later turn of the
    /// main queue, and no sooner than `interval` after the last write.
    func changed() {
        dirty = true
        if let ticker {
            ticker.mark(self)
            return
        }
        guard !scheduled, let scheduler = session?.scheduler else { return }
        scheduled = true
        scheduler.schedule(after: max(0, lastWrite + interval - now())) { [weak self] in
            guard let self else { return }
            self.scheduled = false
            self.writeNow()
        }
    }

    /// Asked before each write when the store is shared by several processes (issue #15, a
    /// cluster): false means another process has taken the session, and this copy is stale.
    public var stillOwned: (@MainActor () -> Bool)?
    /// Hears that `stillOwned` said no: nothing more is written.
    public var onMoved: (@MainActor () -> Void)?
    private var stopped = false
    /// The last applied event's number at the last write: a session whose client sent events since
    /// is being served here (the client talks to this process), so the store is not asked.
    private var writtenSeq = -1

    /// Nothing more is written (the session moved, or is dropped).
    public func stop() { stopped = true }

    /// Writes what changed now, if anything did.
    public func writeNow() {
        guard dirty, !stopped, let session else { return }
        dirty = false
        // A stale copy must not overwrite what the session's new process wrote.
        let seq = session.lastSeq
        if let stillOwned, seq <= writtenSeq, !stillOwned() {
            stopped = true
            onMoved?()
            return
        }
        let records = session.snapshot().records
        // The store came back empty (Redis restarted): what it held must be sent again, not only what changed.
        let generation = store.generation
        if let writtenGeneration, writtenGeneration != generation { written = [:] }
        writtenGeneration = generation
        var changes: [(key: String, value: [UInt8]?)] = []
        for (key, value) in records where written[key] != value { changes.append((key, value)) }
        for key in written.keys where records[key] == nil { changes.append((key, nil)) }
        changes.sort { $0.key < $1.key }  // deterministic order for the store
        for warning in session.takePersistenceWarnings() { onWarning?(warning) }
        guard !changes.isEmpty else { return }
        written = records
        writes += 1
        lastWrite = now()
        writtenSeq = seq
        store.save(scope, changes)
    }
}

/// One clock for the writes of many sessions: every `interval`, while any
/// session changed, each changed session is written once (and the store gets
/// them together). A thousand sessions cost one timer, not a thousand.
@MainActor
public final class PersistenceTicker {
    public let interval: Double
    private let scheduler: any Scheduler
    private var pending: [ObjectIdentifier: SessionPersistence] = [:]
    private var scheduled = false

    public init(interval: Double = 0.25, scheduler: any Scheduler) {
        self.interval = interval
        self.scheduler = scheduler
    }

    func mark(_ persistence: SessionPersistence) {
        pending[ObjectIdentifier(persistence)] = persistence
        guard !scheduled else { return }
        scheduled = true
        scheduler.schedule(after: interval) { [weak self] in self?.tick() }
    }

    private func tick() {
        scheduled = false
        let due = pending
        pending = [:]
        for persistence in due.values { persistence.writeNow() }
    }
}

extension Session {
    /// The session's state as stored, limits applied: values past them are left out.
    public func snapshot() -> SessionSnapshot {
        var values = store.snapshotRecords()
        let total = values.values.reduce(0) { $0 + $1.count }
        if values.count > SessionSnapshot.maxRecords || total > SessionSnapshot.maxBytes {
            // Over the limits: keep a deterministic part (by name), leave the rest out.
            var kept: [String: [UInt8]] = [:]
            var size = 0
            for (key, value) in values.sorted(by: { $0.key < $1.key })
            where kept.count < SessionSnapshot.maxRecords && size + value.count <= SessionSnapshot.maxBytes {
                size += value.count
                kept[key] = value
            }
            persistence?.onWarning?("\(values.count - kept.count) values over the session's storage limits are not kept")
            values = kept
        }
        return SessionSnapshot(route: route, url: url, seq: lastSeq, values: values)
    }

    /// Keeps the session's state in `persistence`'s store from now on.
    public func persist(with persistence: SessionPersistence) {
        persistence.session = self
        self.persistence = persistence
        for warning in takePersistenceWarnings() { persistence.onWarning?(warning) }
    }

    func takePersistenceWarnings() -> [String] { store.takePersistenceWarnings() }
}

extension Session {
    /// Writes the session's state now if it changed (its socket closed, the server stops).
    public func persistNow() { persistence?.writeNow() }
    /// How many times the session's state was written (benchmarks, tests).
    public var persistenceWrites: Int { persistence?.writes ?? 0 }

    /// Writes nothing more (the session moved to another process).
    public func stopPersisting() { persistence?.stop() }

    /// Writes the session's state soon even if nothing changed yet (it joined): a session is in the
    /// store from its first join on, so another process can restore it under its token (issue #15).
    public func persistSoon() { persistence?.changed() }
}

import Dispatch
import Foundation
import Synchronization
import LiveUI

/// Writes one session's state to a `KeyValueStore` (issue #15): after a
/// render that changed something, on a later turn of the main queue (never
/// on the event's own path), coalesced, about once per `interval` (with a
/// server's ticker, two writes of a session can come closer when one waited
/// for its share of a long tick, `PersistenceTicker`), and at
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
    /// The session it writes, reached through its link (SessionLink.swift): nil once the session is gone.
    var sessionLink: SessionLink?
    var session: Session? { sessionLink?.session }
    /// What the store holds for the session, while the next write compares the whole snapshot with it.
    private var written: [String: [UInt8]]
    /// The store's `generation` at the last write (another one: the store lost what it held).
    private var writtenGeneration: Int?
    /// The meta record's bytes around the event number, for the route and URL they were made for.
    private var meta = MetaRecordCache()
    /// The event number the meta record last written holds (its route and URL: `meta`'s).
    private var writtenSeq = -1
    /// Whether the next write compares the whole snapshot with `written` (else it takes the records changed since).
    private var whole = true
    private var dirty = false
    private var scheduled = false
    /// Its first write waits for a turn of the ticker's (`PersistenceTicker.markFirst`).
    private var firstQueued = false
    /// When the store was last written, by `now`.
    private var lastWrite = -Double.infinity
    /// Seconds on a monotonic clock (injected: tests use their scheduler's).
    private let now: @MainActor () -> Double
    /// How many times the store was written (tests).
    public private(set) var writes = 0

    /// `written`: what the store holds for the session already (a restored snapshot's records).
    public init(
        store: any KeyValueStore, token: String, interval: Double = 1, written: [String: [UInt8]] = [:],
        now: @escaping @MainActor () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) {
        self.now = now
        self.store = store
        self.scope = StorageScope(.session, token)
        self.interval = interval
        self.written = written
        link.attach(self)
    }

    deinit { link.detach() }

    /// What its scheduled work and the store's answers hold instead of a weak reference (LifetimeLink.swift).
    private let link = LifetimeLink<SessionPersistence>()

    /// Writes many sessions' changes together (a server's), instead of a timer per session.
    public var ticker: PersistenceTicker?

    /// The session rendered a change: write soon, on a later turn of the
    /// main queue, and no sooner than `interval` after the last write.
    func changed() {
        dirty = true
        if let ticker {
            // Not in the store yet: written on the next turn, not at the next tick (`PersistenceTicker.markFirst`),
            // with whatever else changes before that turn.
            if writes == 0, written.isEmpty {
                if !firstQueued { ticker.markFirst(self) }
                firstQueued = true
            } else {
                ticker.mark(self)
            }
            return
        }
        guard !scheduled, let scheduler = session?.scheduler else { return }
        scheduled = true
        scheduler.schedule(after: max(0, lastWrite + interval - now())) { [link] in
            guard let self = link.object else { return }
            self.scheduled = false
            self.writeNow()
        }
    }

    // MARK: Ownership and durable acknowledgements (issue #15, durableack)
    /// What the store must hold for a write to land (the session's owner record naming this
    /// process, or none), checked atomically with it: a copy another process has taken over
    /// since is refused, and stops writing.
    public var condition: StoreCondition?
    /// Hears that a write was refused (the session moved): nothing more is written.
    public var onMoved: (@MainActor () -> Void)?
    private var stopped = false

    /// Nothing more is written (the session moved, or is dropped).
    public func stop() { stopped = true }

    /// Writes what changed now, if anything did.
    public func writeNow() {
        guard dirty, !stopped, let session else { return }
        dirty = false
        firstQueued = false  // a change after this write (or after one that found nothing to send) asks again
        let seq = session.lastSeq
        // The store came back empty (Redis restarted): what it held must be sent again, not only what changed.
        let generation = store.generation
        if let writtenGeneration, writtenGeneration != generation {
            written = [:]
            whole = true
        }
        writtenGeneration = generation
        var changes: [(key: String, value: [UInt8]?)] = []
        let incremental = !whole
        if incremental, let changed = session.changedRecords() {
            // Only the records set or removed since the last write (StateStore+Records.swift), and the meta record.
            changes = changed
            let (metaBytes, moved) = meta.record(session)
            if moved || seq != writtenSeq {
                changes.append((SessionSnapshot.metaKey, metaBytes))
                writtenSeq = seq
            }
        } else {
            // The first write (against what a restored session's store held), or one after the store lost it,
            // or a session over the snapshot's limits: the whole snapshot, compared with what was written.
            if incremental {
                // Over the limits since the last write, which sent only changes (so `written` is empty):
                // the store may hold any record kept then or changed since. Those left out now go.
                written = [:]
                for key in session.store.recordNamesSinceLastWrite { written[key] = [] }
            }
            let records = session.snapshot().records
            session.store.clearChangedRecords()  // all of them are in this write
            for (key, value) in records where incremental || written[key] != value { changes.append((key, value)) }
            for key in written.keys where records[key] == nil { changes.append((key, nil)) }
            whole = session.overSnapshotLimits
            // Within the limits the store now holds the records the session keeps between writes, so
            // `written` is not kept (a copy per session) while the writes send only what changed.
            // Over them it holds `records`, a part: the writes compare whole snapshots with it until
            // the session is within them again (and the first such write sends what was left out).
            written = whole ? records : [:]
            writtenSeq = seq
            _ = meta.record(session)  // its route and URL are the ones written
        }
        changes.sort { $0.key < $1.key }  // deterministic order for the store
        for warning in session.takePersistenceWarnings() { onWarning?(warning) }
        guard !changes.isEmpty else { return }
        writes += 1
        lastWrite = now()
        // Once the store confirms, the client may forget the events up to `seq` (Patch.durable).
        let answer = SaveAnswer()
        store.save(scope, changes, if: condition) { [link] outcome in
            // Answered later, on the store's thread: heard on the main actor's next turn.
            guard !answer.deliver(outcome) else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { link.object?.settled(outcome, seq: seq) } }
        }
        // Answered already, within `save` (the in-memory store): heard now.
        if let outcome = answer.collect() { settled(outcome, seq: seq) }
    }

    private func settled(_ outcome: SaveOutcome, seq: Int) {
        switch outcome {
        case .durable: session?.confirmDurable(seq)
        case .refused:
            // A stale copy must not overwrite what the session's new process wrote.
            guard !stopped else { return }
            stopped = true
            onMoved?()
        case .pending: break  // not durable: the client keeps the events
        }
    }
}

/// A save's outcome, handed over between the store's thread and the writer: `deliver` keeps it
/// if the writer has not yet looked (`collect`), else says the writer has moved on.
final class SaveAnswer: Sendable {
    private let state = Mutex<(outcome: SaveOutcome?, collected: Bool)>((nil, false))
    /// True if kept for `collect`; false if the writer already looked (deliver it yourself).
    func deliver(_ outcome: SaveOutcome) -> Bool {
        state.withLock {
            guard !$0.collected else { return false }
            $0.outcome = outcome
            return true
        }
    }
    func collect() -> SaveOutcome? {
        state.withLock {
            $0.collected = true
            return $0.outcome
        }
    }
}

/// One clock for the writes of many sessions: every `interval`, while any
/// session changed, each changed session is written once (and the store gets
/// them together). A thousand sessions cost one timer, not a thousand.
///
/// A tick writes `writesPerTurn` sessions in one turn of the main queue and
/// leaves the rest to the turns after it, so the events that arrive meanwhile
/// are handled between them: written all in one turn, 1,000 busy sessions held
/// the main actor for 107-283 ms once a second (the watchdog at 20 ms,
/// `LiveLoad open` 1,000 sessions × 1 event/s, SQLite, on a loaded machine;
/// the ticks were 3.7 % of the server's CPU), and every event that arrived in
/// that time waited for it.
@MainActor
public final class PersistenceTicker {
    public let interval: Double
    /// Sessions written in one turn: 16 writes are ≈ 0.13 ms of the main actor
    /// on a quiet machine (`LiveBench N durable`: 8.0 µs a write, 2026-12-05).
    public let writesPerTurn: Int
    private let scheduler: any Scheduler
    private var pending: [ObjectIdentifier: SessionPersistence] = [:]
    private var scheduled = false
    /// The ticks' sessions not written yet, from `dueHead` on; `writing` while turns write them.
    private var due: [SessionPersistence] = []
    private var dueHead = 0
    private var writing = false

    public init(interval: Double = 1, writesPerTurn: Int = 16, scheduler: any Scheduler) {
        self.interval = interval
        self.writesPerTurn = max(1, writesPerTurn)
        self.scheduler = scheduler
        link.attach(self)
    }

    deinit { link.detach() }

    /// What its scheduled turns hold instead of a weak reference (LifetimeLink.swift).
    private let link = LifetimeLink<PersistenceTicker>()

    func mark(_ persistence: SessionPersistence) {
        pending[ObjectIdentifier(persistence)] = persistence
        guard !scheduled else { return }
        scheduled = true
        scheduler.schedule(after: interval) { [link] in link.object?.tick() }
    }

    /// A session the store does not hold yet (it just joined) is written on the
    /// next turn, in the turns' shares, not at the next tick: until then a
    /// `kill -9` loses the session itself, not only its latest events, and the
    /// tab lands in a fresh one. At the tick, a worker killed about a second
    /// after 100 tabs joined it had not yet written some or all of them
    /// (`make stress` "cluster kill": sessions lost in 3 of 7 runs, 2 to all
    /// 100, 2026-12-06). Later changes wait for the tick as before.
    func markFirst(_ persistence: SessionPersistence) {
        due.append(persistence)
        guard !writing else { return }
        writing = true
        scheduler.schedule(after: 0) { [link] in link.object?.writeSome() }
    }

    private func tick() {
        scheduled = false
        // A session still waiting from the last tick is written once: `writeNow` skips a clean one.
        due.append(contentsOf: pending.values)
        pending = [:]
        guard !writing else { return }
        writing = true
        writeSome()
    }

    /// One turn's share of the writes; the next share on the next turn.
    private func writeSome() {
        let end = min(due.count, dueHead + writesPerTurn)
        for persistence in due[dueHead..<end] { persistence.writeNow() }
        dueHead = end
        guard dueHead == due.count else {
            scheduler.schedule(after: 0) { [link] in link.object?.writeSome() }
            return
        }
        due.removeAll()
        dueHead = 0
        writing = false
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
        persistence.sessionLink = link
        self.persistence = persistence
        for warning in takePersistenceWarnings() { persistence.onWarning?(warning) }
    }

    func takePersistenceWarnings() -> [String] { store.takePersistenceWarnings() }

    /// The records set (a value) or removed (nil) since the last write, or nil when the
    /// session is over the snapshot's limits (the whole snapshot, with the limits, is written then).
    func changedRecords() -> [(key: String, value: [UInt8]?)]? {
        store.updateRecords()
        guard !overSnapshotLimits else { return nil }
        return store.takeChangedRecords()
    }

    var overSnapshotLimits: Bool {
        let size = store.recordsSize
        return size.count > SessionSnapshot.maxRecords || size.bytes > SessionSnapshot.maxBytes
    }

    /// Every record of the session's state made anew, the meta record included (tests: what the store must hold).
    package func recordsFromScratch() -> [String: [UInt8]] {
        var records = store.recordsFromScratch()
        records[SessionSnapshot.metaKey] = metaRecord
        return records
    }

    /// The `meta` record of the session now (SessionSnapshot).
    var metaRecord: [UInt8] { SessionSnapshot.metaRecord(route: route, url: url, seq: lastSeq) }
}

/// The meta record changes with every write (its event number), its route and URL seldom:
/// the bytes around the number are kept (building the record anew cost ≈ 8k instructions a write).
@MainActor
struct MetaRecordCache {
    private var route = ""
    private var url = ""
    private var head: [UInt8] = []
    private var tail: [UInt8] = []

    /// The record's bytes, and whether its route or URL changed since the last call.
    mutating func record(_ session: Session) -> (bytes: [UInt8], moved: Bool) {
        let url = session.url
        let moved = head.isEmpty || route != session.route || self.url != url
        if moved {
            route = session.route
            self.url = url
            (head, tail) = SessionSnapshot.metaParts(route: route, url: url)
        }
        var bytes = head
        bytes.reserveCapacity(head.count + 20 + tail.count)
        bytes.append(contentsOf: String(session.lastSeq).utf8)
        bytes += tail
        return (bytes, moved)
    }
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

import Foundation
import LiveRuntime

/// Sessions by token, in two pools with their own bounds:
///
/// - *unjoined*: mounted by a page load (`GET`) and never joined by a
///   socket. When full, the oldest unjoined session makes room. A flood of
///   page loads can only ever evict other page loads.
/// - *joined*: a tab joined it, and it is connected or waiting for its tab to
///   come back. When full, the session that has waited longest makes room for
///   a new join; a waiting tab keeps its grace period against any number of
///   page loads.
///
/// Each client address (see `ClientAddress`) may hold at most
/// `perAddress` sessions in all, so one client cannot fill either pool.
/// Eviction and expiry take the oldest entry of a first-in, first-out queue
/// (entries that changed state since they were queued are skipped when they
/// reach the front): O(1) amortised, never a scan of the table.
@MainActor
final class SessionRegistry {
    struct Entry {
        let session: Session
        /// The socket that has the session now, if any.
        var connection: UInt64?
        /// When it lost its socket (or was created by a page load and never joined).
        var waitingSince: Date?
        var hasJoined: Bool
        /// When the session was mounted (for its age in log lines).
        let created: Date
        /// The client it counts against.
        let address: String
        /// Which entry of its queue is current (older ones are skipped).
        var stamp: UInt64 = 0
        /// Which insertion this is: the idle watch tells a session from a later one under the same token.
        var serial: UInt64 = 0
    }

    enum Refusal: Error, Equatable {
        /// Every joined session is connected: nothing may be evicted.
        case full
        /// This client holds its share of sessions already.
        case addressFull
    }

    private(set) var entries: [String: Entry] = [:]
    let capacity: Int
    let unjoinedCapacity: Int
    let perAddress: Int
    let gracePeriod: TimeInterval
    let unjoinedLifetime: TimeInterval
    private(set) var joinedCount = 0
    private(set) var unjoinedCount = 0
    private var perAddressCount: [String: Int] = [:]
    /// Unjoined sessions, oldest first.
    private var unjoinedQueue = TokenQueue()
    /// Joined sessions without a socket, longest waiting first.
    private var waitingQueue = TokenQueue()
    private var nextStamp: UInt64 = 0
    /// Seconds without an event or a patch before a session hibernates (0: never).
    let hibernateAfter: TimeInterval
    /// Every session, in the order it was last looked at for hibernation (`sweep`),
    /// with its event and patch counts then: each is looked at once per
    /// `hibernateAfter`, the fronts only, never a scan of the table.
    private var idleWatch: [(token: String, serial: UInt64, since: Date, seq: Int, version: Int)] = []
    private var idleWatchHead = 0
    private var nextSerial: UInt64 = 0
    /// Sessions one sweep may hibernate: a packing takes ≈ 0.1 ms on the main
    /// actor, and sessions that arrived together (10,000 after a deploy) fall
    /// idle together; the rest wait at the front for the next sweep.
    let hibernationsPerSweep: Int

    init(
        capacity: Int, unjoinedCapacity: Int, perAddress: Int, gracePeriod: TimeInterval, unjoinedLifetime: TimeInterval,
        hibernateAfter: TimeInterval = 0, hibernationsPerSweep: Int = 200
    ) {
        self.hibernateAfter = hibernateAfter
        self.hibernationsPerSweep = hibernationsPerSweep
        self.capacity = capacity
        self.unjoinedCapacity = unjoinedCapacity
        self.perAddress = perAddress
        self.gracePeriod = gracePeriod
        self.unjoinedLifetime = unjoinedLifetime
    }

    subscript(token: String) -> Entry? { entries[token] }

    /// A session a page load mounted; the oldest unjoined one makes room when the pool is full.
    func addUnjoined(_ session: Session, address: String, now: Date = Date()) throws(Refusal) -> String {
        guard perAddressCount[address, default: 0] < perAddress else { throw .addressFull }
        while unjoinedCount >= unjoinedCapacity, let oldest = unjoinedQueue.popValid(where: isUnjoined) { remove(oldest) }
        guard unjoinedCount < unjoinedCapacity else { throw .full }
        let token = newToken()
        insert(token, Entry(session: session, connection: nil, waitingSince: now, hasJoined: false, created: now, address: address))
        unjoinedCount += 1
        enqueue(token, in: \.unjoinedQueue)
        return token
    }

    /// A session a socket mounted itself (a join without a usable token), attached to it.
    /// `token`: the one it had in an earlier process (a restored session, issue #15) when no entry holds it.
    func addJoined(
        _ session: Session, address: String, connection: UInt64, token stored: String? = nil, now: Date = Date()
    ) throws(Refusal)
        -> String
    {
        guard perAddressCount[address, default: 0] < perAddress else { throw .addressFull }
        try makeRoomForJoined()
        let token = stored.flatMap { entries[$0] == nil ? $0 : nil } ?? newToken()
        insert(token, Entry(session: session, connection: connection, waitingSince: nil, hasJoined: true, created: now, address: address))
        joinedCount += 1
        return token
    }

    /// Gives the session to `connection`: a page load's session joins its pool
    /// (which may have to evict the longest-waiting session), a waiting one stops waiting.
    func attach(_ token: String, to connection: UInt64) throws(Refusal) {
        guard var entry = entries[token] else { return }
        if !entry.hasJoined {
            try makeRoomForJoined()
            unjoinedCount -= 1
            joinedCount += 1
            entry.hasJoined = true
        }
        entry.connection = connection
        entry.waitingSince = nil
        entry.stamp = 0
        entries[token] = entry
    }

    /// The socket went away: the session waits for its tab, for the grace period.
    func detach(_ token: String, from connection: UInt64, now: Date = Date()) {
        guard entries[token]?.connection == connection else { return }
        entries[token]?.connection = nil
        entries[token]?.waitingSince = now
        enqueue(token, in: \.waitingQueue)
    }

    /// Frees sessions whose grace period (or unjoined lifetime) is over: only
    /// the fronts of the queues are looked at, which are the oldest. Then
    /// hibernates sessions idle for `hibernateAfter`; returns how many.
    @discardableResult
    func sweep(now: Date = Date()) -> Int {
        while let token = unjoinedQueue.peekValid(where: isUnjoined),
            let since = entries[token]?.waitingSince, now.timeIntervalSince(since) >= unjoinedLifetime
        {
            _ = unjoinedQueue.popValid(where: isUnjoined)
            remove(token)
        }
        while let token = waitingQueue.peekValid(where: isWaiting),
            let since = entries[token]?.waitingSince, now.timeIntervalSince(since) >= gracePeriod
        {
            _ = waitingQueue.popValid(where: isWaiting)
            remove(token)
        }
        return hibernateIdle(now: now)
    }

    /// Sessions whose event and patch counts did not move since they were last
    /// looked at, `hibernateAfter` or more ago, hibernate; each goes to the back again.
    private func hibernateIdle(now: Date) -> Int {
        guard hibernateAfter > 0 else { return 0 }
        var hibernated = 0
        while hibernated < hibernationsPerSweep, idleWatchHead < idleWatch.count,
            now.timeIntervalSince(idleWatch[idleWatchHead].since) >= hibernateAfter
        {
            let item = idleWatch[idleWatchHead]
            idleWatchHead += 1
            // Gone, or the token names another session now (a restored session took it back).
            guard let entry = entries[item.token], entry.serial == item.serial else { continue }
            let session = entry.session
            if session.lastSeq == item.seq, session.version == item.version, session.hibernate() { hibernated += 1 }
            idleWatch.append((item.token, item.serial, now, session.lastSeq, session.version))
        }
        if idleWatchHead > 1024, idleWatchHead * 2 > idleWatch.count {
            idleWatch.removeFirst(idleWatchHead)
            idleWatchHead = 0
        }
        return hibernated
    }

    /// Every session held, in no particular order (their state is written at shutdown).
    func forEachSession(_ body: (Session) -> Void) { for entry in entries.values { body(entry.session) } }

    // MARK: Cluster (issue #15): a session that moved to another process is dropped here.
    func evict(_ token: String) { remove(token) }

    /// Sessions `address` holds now.
    func count(for address: String) -> Int { perAddressCount[address, default: 0] }

    // MARK: Internals

    private func makeRoomForJoined() throws(Refusal) {
        guard joinedCount >= capacity else { return }
        guard let oldest = waitingQueue.popValid(where: isWaiting) else { throw .full }
        remove(oldest)
    }

    private func isUnjoined(_ token: String, _ stamp: UInt64) -> Bool {
        guard let e = entries[token] else { return false }
        return !e.hasJoined && e.stamp == stamp
    }

    private func isWaiting(_ token: String, _ stamp: UInt64) -> Bool {
        guard let e = entries[token] else { return false }
        return e.hasJoined && e.connection == nil && e.stamp == stamp
    }

    private func enqueue(_ token: String, in queue: ReferenceWritableKeyPath<SessionRegistry, TokenQueue>) {
        nextStamp += 1
        entries[token]?.stamp = nextStamp
        self[keyPath: queue].push(token, nextStamp)
    }

    private func newToken() -> String {
        var token = SessionToken.make()
        while entries[token] != nil { token = SessionToken.make() }
        return token
    }

    private func insert(_ token: String, _ entry: Entry) {
        var entry = entry
        nextSerial += 1
        entry.serial = nextSerial
        entries[token] = entry
        perAddressCount[entry.address, default: 0] += 1
        if hibernateAfter > 0 {
            let s = entry.session
            idleWatch.append((token, entry.serial, entry.created, s.lastSeq, s.version))
        }
    }

    private func remove(_ token: String) {
        guard let entry = entries.removeValue(forKey: token) else { return }
        if entry.hasJoined { joinedCount -= 1 } else { unjoinedCount -= 1 }
        let left = perAddressCount[entry.address, default: 1] - 1
        perAddressCount[entry.address] = left > 0 ? left : nil
    }
}

/// A first-in, first-out queue of tokens with the stamp each was queued
/// under; the owner decides whether an entry is still current.
struct TokenQueue {
    private var items: [(token: String, stamp: UInt64)] = []
    private var head = 0

    mutating func push(_ token: String, _ stamp: UInt64) { items.append((token, stamp)) }

    /// The oldest current token, dropping stale ones in front of it.
    mutating func peekValid(where isCurrent: (String, UInt64) -> Bool) -> String? {
        while head < items.count {
            let item = items[head]
            if isCurrent(item.token, item.stamp) { return item.token }
            head += 1
            compact()
        }
        return nil
    }

    /// Removes and returns the oldest current token.
    mutating func popValid(where isCurrent: (String, UInt64) -> Bool) -> String? {
        guard let token = peekValid(where: isCurrent) else { return nil }
        head += 1
        compact()
        return token
    }

    /// Lets go of the consumed prefix once it is most of the storage.
    private mutating func compact() {
        if head > 1024, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        } else if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
    }
}

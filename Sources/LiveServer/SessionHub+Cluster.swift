import Foundation
import LiveRuntime
import LiveUI

// MARK: Cluster (issue #15 items 3, 5, 6): health, draining, ownership of a session in a shared store.

extension StorageScope.Kind {
    /// Which process last took a session from the store: one record, `owner`, holding its boot id
    /// and a generation that grows with each claim (and ` restoring` while it puts the session
    /// back). Claimed by compare-and-set, and every write of the session's state is conditional
    /// on it, so two processes can never both write one session. Purged with the sessions.
    static let sessionOwner = StorageScope.Kind(rawValue: "owner")
}

/// What the owner record says: `<boot> <generation>[ restoring]`.
struct SessionOwner: Equatable {
    var boot: String
    /// One more with each claim: a process that claimed, lost and claimed again is told apart.
    var generation: Int
    /// A restore started and has not finished: if that process is gone, the stored state killed it.
    var restoring: Bool

    init(boot: String, generation: Int, restoring: Bool) {
        self.boot = boot
        self.generation = generation
        self.restoring = restoring
    }

    init?(_ bytes: [UInt8]?) {
        guard let bytes, let text = String(bytes: bytes, encoding: .utf8) else { return nil }
        let parts = text.split(separator: " ")
        guard let first = parts.first, first.count == 16 else { return nil }
        boot = String(first)
        generation = parts.dropFirst().first.flatMap { Int($0) } ?? 0
        restoring = parts.contains("restoring")
    }

    var bytes: [UInt8] { Array((boot + " \(generation)" + (restoring ? " restoring" : "")).utf8) }
}

extension SessionHub {
    /// The load balancer's health check: 200 while serving, 503 while draining (SIGTERM).
    /// It reads no state, so it is answered to anyone.
    static let healthPath = "/.liveui/health"

    /// Answers the health check, if `path` is it.
    func answerHealth(_ connection: UInt64, path: String) -> Bool {
        guard path == Self.healthPath else { return false }
        var response = draining ? HTTPResponse.text(503, "draining") : HTTPResponse.text(200, "ok")
        response.headers.append(("cache-control", "no-store"))
        response.quiet = true
        transport.respond(connection, response)
        return true
    }

    /// SIGTERM, step one (before the sockets close with 1001): from now on every
    /// event is written to the store before it is acknowledged, and every
    /// session's state is written now and made durable, so the worker that
    /// gets the tab next restores what this one showed.
    func drain() {
        guard !draining else { return }
        draining = true
        registry.forEachSession { $0.persistNow() }
        if storage.durable { storage.coordinator.store.flush() }
        log.info("server.drain", ["sessions": .int(registry.entries.count)])
    }

    /// The server stopped (after `drain` and the sockets' close): what changed since is written too.
    func shutdown() {
        registry.forEachSession { $0.persistNow() }
        storage.shutdown()
        sweeper?.cancel()
        sweeper = nil
    }

    /// After an event while draining: its effect is durable before its acknowledgement leaves.
    func persistWhileDraining(_ session: Session) {
        guard draining else { return }
        session.persistNow()
        if storage.durable { storage.coordinator.store.flush() }
    }

    // MARK: Ownership

    /// Whether this process holds `token`'s session and its copy is current. A copy another
    /// process has restored since (the tab was sent there meanwhile) is stale: dropped here.
    func holdsCurrentCopy(_ token: String?) -> Bool {
        guard let token, SessionToken.isWellFormed(token), registry[token] != nil else { return false }
        guard stillOwns(token) else {
            dropMoved(token)
            return false
        }
        return true
    }

    /// The stored state to restore `token`'s session from, if any, once this process has claimed the
    /// session (compare-and-set on its owner record, marked as being restored until `restored`);
    /// a restore that killed the last process is not tried again. Claimed before the state is read
    /// for good: a write the previous owner makes after the claim is refused, one made before is read.
    func snapshotToRestore(_ token: String?, route: Route) -> (snapshot: SessionSnapshot, records: [String: [UInt8]])? {
        guard let token, storedSnapshot(token, route: route) != nil else { return nil }
        let scope = StorageScope(.sessionOwner, token)
        // Two tries: another process may claim between the read and the compare-and-set.
        for _ in 0..<2 {
            let current = storage.coordinator.store.load(scope)["owner"]
            guard restorable(SessionOwner(current), route: route) else { return nil }
            let claim = SessionOwner(boot: boot, generation: (SessionOwner(current)?.generation ?? 0) + 1, restoring: true)
            if storage.coordinator.store.compareAndSet(scope, key: "owner", expected: current, to: claim.bytes) {
                return storedSnapshot(token, route: route)
            }
        }
        log.warn("session.claim_lost", ["route": .string(route.path), "reason": "another process claimed it meanwhile"])
        return nil
    }

    /// The restored session mounted and rendered: this process owns it, unless another took it
    /// meanwhile (then this copy is dropped and its socket closed: the tab comes back to the owner).
    func restored(_ session: Session, token: String, peer: String?) {
        let scope = StorageScope(.sessionOwner, token)
        let current = storage.coordinator.store.load(scope)["owner"]
        guard let claim = SessionOwner(current), claim.boot == boot, claim.restoring else { return dropMoved(token) }
        let owned = SessionOwner(boot: boot, generation: claim.generation, restoring: false).bytes
        guard storage.coordinator.store.compareAndSet(scope, key: "owner", expected: current, to: owned) else { return dropMoved(token) }
        session.guardWrites(StoreCondition(scope, key: "owner", value: owned))
        log.info("session.restore", ["route": .string(session.route), "peer": .string(peer ?? "?")])
    }

    func owner(of token: String) -> SessionOwner? {
        SessionOwner(storage.coordinator.store.load(StorageScope(.sessionOwner, token))["owner"])
    }

    /// Whether the copy of `token`'s session in this process is still the one to serve and write:
    /// false once another process restored it from the store (it moved while this one was cut off).
    func stillOwns(_ token: String) -> Bool {
        guard storage.durable, let owner = owner(of: token) else { return true }
        return owner.boot == boot
    }

    /// This process's copy of `token` is stale (the session moved): it stops writing and is dropped.
    func dropMoved(_ token: String) {
        guard let entry = registry[token] else { return }
        log.info("session.moved", ["route": .string(entry.session.route)])
        entry.session.stopPersisting()
        if let connection = entry.connection {
            sockets[connection] = .awaitingJoin
            transport.close(connection, .policyViolation, "session moved to another server")
        }
        registry.evict(token)
    }

    /// Whether a session whose owner record says `owner` may be restored: not when a restore of it by
    /// another process never finished (that process died putting it back: the state is poison).
    func restorable(_ owner: SessionOwner?, route: Route) -> Bool {
        guard let owner, owner.restoring, owner.boot != boot else { return true }
        warnOnce("session.restore", "a previous restore of a session never finished; it starts fresh", route: route.path)
        return false
    }
}

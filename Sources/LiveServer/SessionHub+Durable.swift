import Foundation
import LiveRuntime
import LiveUI

// MARK: Durable sessions (issue #15)

/// With a durable store (SQLite), every session's state is written under its
/// token as it changes (SessionPersistence), and a join with a token this
/// process does not hold is restored from what an earlier process wrote.
/// The client is told a new boot id either way, so it drops the events it
/// had not seen acknowledged: a restored session never replays the event
/// that crashed the last process (issue #13 item 6).
extension SessionHub {
    /// The stored snapshot for `token` on `route`, if the store is durable and holds one.
    func storedSnapshot(_ token: String?, route: Route) -> (snapshot: SessionSnapshot, records: [String: [UInt8]])? {
        guard storage.durable, let token, SessionToken.isWellFormed(token) else { return nil }
        let records = storage.coordinator.store.load(StorageScope(.session, token))
        let (snapshot, problem) = SessionSnapshot.decode(records)
        if let problem { warnOnce("session.state", problem, route: route.path) }
        guard let snapshot, snapshot.route == route.path else { return nil }
        return (snapshot, records)
    }

    /// Keeps `session`'s state in the store from now on, under `token`.
    func keepDurable(_ session: Session, token: String, written: [String: [UInt8]] = [:]) {
        guard storage.durable else { return }
        let persistence = SessionPersistence(
            store: storage.coordinator.store, token: token, interval: configuration.sessionWriteInterval, written: written)
        persistence.ticker = persistenceTicker
        let route = session.route
        persistence.onWarning = { [weak self] message in self?.warnOnce("session.state", message, route: route) }
        // With a store several processes share, a copy another process took over writes nothing more:
        // every write is conditional on the owner record (none for a fresh session; `restored` sets this process's claim).
        persistence.condition = StoreCondition(StorageScope(.sessionOwner, token), key: "owner", value: nil)
        persistence.onMoved = { [weak self] in self?.dropMoved(token) }
        session.persist(with: persistence)
    }
}

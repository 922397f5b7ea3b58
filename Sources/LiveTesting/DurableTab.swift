import LiveRuntime
import LiveUI

/// A tab whose session state is kept in a store, as a server with a
/// durable store keeps it (issue #15): `TestSession(durable:)` restores
/// what the store holds for the token, then writes the session's state
/// there as the server would; `restart` plays a new server process.
///
///     let tab = DurableTab()
///     let page = TestSession(durable: tab) { ContentView() }
///     try page.button("Add").click()
///     let again = page.restart { ContentView() }   // the same tab, after a restart
@MainActor
public final class DurableTab {
    public let store: any KeyValueStore
    /// The session's token: its scope in the store.
    public let token: String
    /// Every warning the sessions reported (a type that is not `Codable`, a value that does not decode), oldest first.
    public private(set) var warnings: [String] = []
    /// The persistence of the last session attached.
    public private(set) var persistence: SessionPersistence?

    public init(store: any KeyValueStore = InMemoryKeyValueStore(), token: String = "test-token") {
        self.store = store
        self.token = token
    }

    /// What the store holds for `route`, if a snapshot of it can be restored.
    func load(route: String) -> (snapshot: SessionSnapshot?, records: [String: [UInt8]]) {
        let records = store.load(StorageScope(.session, token))
        let (snapshot, problem) = SessionSnapshot.decode(records)
        if let problem { warnings.append(problem) }
        guard let snapshot, snapshot.route == route else { return (nil, [:]) }
        return (snapshot, records)
    }

    func attach(_ session: Session, written: [String: [UInt8]]) {
        let clock = session.scheduler as? ManualScheduler
        let persistence = SessionPersistence(store: store, token: token, written: written) { clock?.now ?? 0 }
        persistence.onWarning = { [weak self] in self?.warnings.append($0) }
        self.persistence = persistence
        session.persist(with: persistence)
    }
}

extension TestSession {
    /// This tab after its server restarted: a new session restored from the
    /// store, at the URL the tab shows. `flushing`: the old process wrote its
    /// state on the way out (a SIGTERM, a closed socket); false plays `kill -9`,
    /// where only what was written before survives.
    public func restart<V: View>(flushing: Bool = true, @ViewBuilder root: () -> V) -> TestSession {
        let durable = self.durable ?? DurableTab()
        if flushing { durable.persistence?.writeNow() }
        session.detachStorage()
        return TestSession(
            path: url, route: session.route, viewport: session.viewport, browser: browser, tab: tabID, durable: durable, root: root)
    }
}

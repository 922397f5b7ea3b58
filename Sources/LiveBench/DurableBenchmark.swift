import DemoApps
import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting

/// What a durable session's write costs on the main actor (issue #15): the
/// served login flow with its state written after every event (the worst
/// case; the server writes at most every 250 ms per session), timing the
/// write (snapshot, encode, compare with the last write, hand to the store)
/// apart from the event. Returns µs per event and per write.
@MainActor func durableWriteBenchmark(cycles: Int) throws -> (event: Double, write: Double, bytes: Int) {
    let page = TestSession { Demos.servedLogin(delay: 0) }
    let session = page.session
    let store = InMemoryKeyValueStore()
    let persistence = SessionPersistence(store: store, token: "bench", interval: 0)
    session.persist(with: persistence)
    let field = try page.textField("Username").id
    let login = try page.button("Login").id
    let clock = ContinuousClock()
    var logoutID = ""
    var eventTime = Duration.zero
    var writeTime = Duration.zero
    var events = 0
    func send(_ kind: EventKind, _ target: String, _ value: String? = nil) throws {
        let start = clock.now
        _ = session.handle(ClientEvent(seq: session.lastSeq + 1, kind: kind, target: target, value: value))
        if kind == .click { page.clock.advance(by: 0) }
        let handled = clock.now
        session.persistNow()
        writeTime += clock.now - handled
        eventTime += handled - start
        events += 1
    }
    for _ in 0..<cycles {
        for n in 1...5 { try send(.input, field, String("alice".prefix(n))) }
        try send(.click, login)
        if logoutID.isEmpty { logoutID = try session.document.buttonID("Logout") }
        try send(.click, logoutID)
    }
    func µs(_ d: Duration) -> Double { (Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6) / Double(events) }
    let bytes = session.snapshot().records.values.reduce(0) { $0 + $1.count }
    return (µs(eventTime), µs(writeTime), bytes)
}

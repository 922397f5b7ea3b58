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
@MainActor func durableWriteBenchmark(cycles: Int, write: Bool = true) throws -> (event: Double, write: Double, bytes: Int) {
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
        if write { session.persistNow() }
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

/// What durable sessions cost a server shaped like `make bench`'s 1,000-session
/// row, in one process so callgrind can count it (issue #15's budget is
/// ≤ 10 % of throughput): `sessions` served login flows take events round
/// robin, the clock moving `gap` seconds per event (≈ 5,000 events/s), and
/// one `PersistenceTicker` writes every changed session each 250 ms to
/// `store` (SQLite on its own thread, as the server does), or nothing when
/// `store` is nil. Counting the whole process with and without the store
/// gives the writes' share in instructions, which is what a CPU-bound
/// server on one core loses.
@MainActor func durableLoadBenchmark(
    sessions count: Int, events: Int, store: (any KeyValueStore)?, gap: Double = 0.0002, interval: Double = 0.25
) throws -> Int {
    let clock = ManualScheduler()
    let ticker = PersistenceTicker(interval: interval, scheduler: clock)
    struct Tab {
        let page: TestSession
        let field: String
        let login: String
        var step = 0
    }
    var tabs: [Tab] = []
    for n in 0..<count {
        let page = TestSession { Demos.servedLogin(delay: 0) }
        if let store {
            let persistence = SessionPersistence(store: store, token: "bench-\(n)", interval: interval)
            persistence.ticker = ticker
            page.session.persist(with: persistence)
        }
        tabs.append(Tab(page: page, field: try page.textField("Username").id, login: try page.button("Login").id))
    }
    var writes = 0
    for n in 0..<events {
        let i = n % count
        let session = tabs[i].page.session
        let step = tabs[i].step
        tabs[i].step = (step + 1) % 7
        switch step {
        case 0..<5: _ = session.handle(ClientEvent(seq: session.lastSeq + 1, kind: .input, target: tabs[i].field, value: String("alice".prefix(step + 1))))
        case 5:
            _ = session.handle(ClientEvent(seq: session.lastSeq + 1, kind: .click, target: tabs[i].login, value: nil))
            tabs[i].page.clock.advance(by: 0)
        default:
            _ = session.handle(ClientEvent(seq: session.lastSeq + 1, kind: .click, target: try session.document.buttonID("Logout"), value: nil))
        }
        clock.advance(by: gap)
    }
    store?.flush()
    for tab in tabs { writes += tab.page.session.persistenceWrites }
    return writes
}

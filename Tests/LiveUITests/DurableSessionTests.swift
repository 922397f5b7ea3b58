import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// Views for the durable-session tests (issue #15).

private struct Address: Codable, Equatable {
    var street: String
    var zip: Int
}

private struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

private struct Kinds: View {
    @State private var text = ""
    @State private var flags: [Bool] = []
    @State private var address = Address(street: "", zip: 0)
    @State private var maybe: Double? = nil
    @State private var when = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack {
            TextField("Text", text: $text)
            Text("Flags: \(flags.map { $0 ? "1" : "0" }.joined())")
            Text("Address: \(address.street) \(address.zip)")
            Text("Maybe: \(maybe.map { String($0) } ?? "none")")
            Text("When: \(Int(when.timeIntervalSince1970))")
            Button("Fill") {
                flags = [true, false, true]
                address = Address(street: "Rua Augusta", zip: 1100)
                maybe = 2.5
                when = Date(timeIntervalSince1970: 1_700_000_000)
            }
            Counter(name: "A")
            Counter(name: "B")
        }
    }
}

@MainActor @Suite struct DurableSessionTests {
    private func filled(_ tab: DurableTab) throws -> TestSession {
        let page = TestSession(durable: tab) { Kinds() }
        try page.textField("Text").type("hello")
        try page.button("Fill").click()
        try page.button("A: 0").click()
        try page.button("B: 0").click()
        try page.button("B: 1").click()
        return page
    }

    @Test func stateOfSeveralCodableTypesIsRestoredByIdentity() throws {
        let tab = DurableTab()
        let again = try filled(tab).restart { Kinds() }
        #expect(try again.textField("Text").attribute("value") == "hello")
        #expect(again.hasText("Flags: 101"))
        #expect(again.hasText("Address: Rua Augusta 1100"))
        #expect(again.hasText("Maybe: 2.5"))
        #expect(again.hasText("When: 1700000000"))
        // Two views of one type, told apart by their place in the tree.
        #expect(again.hasText("A: 1"))
        #expect(again.hasText("B: 2"))
        #expect(tab.warnings.isEmpty)
    }

    @Test func writesAreOffTheEventPathCoalescedAndBoundedInRate() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { Counter(name: "N") }
        let scope = StorageScope(.session, tab.token)
        let outcome = page.sendRaw(ClientEvent(seq: 1, kind: .click, target: try page.button("N: 0").id))
        // The event was answered; nothing written yet: the write waits for a later turn of the queue.
        #expect(outcome.patch.ack == 1)
        #expect(tab.store.load(scope).isEmpty)
        page.advance(by: 0)
        #expect(tab.persistence?.writes == 1)
        #expect(!tab.store.load(scope).isEmpty)
        for n in 1...5 { _ = page.sendRaw(ClientEvent(seq: n + 1, kind: .click, target: try page.button("N: \(n)").id)) }
        // The interval is 1 s (`SessionPersistence`'s default, and the server's `LIVEUI_SESSION_WRITE_MS`).
        page.advance(by: 0.4)
        #expect(tab.persistence?.writes == 1, "no second write within the interval")
        page.advance(by: 0.7)
        #expect(tab.persistence?.writes == 2, "the changes of the interval in one write")
        page.advance(by: 2)
        #expect(tab.persistence?.writes == 2, "nothing changed: nothing written")
        let again = page.restart(flushing: false) { Counter(name: "N") }
        #expect(again.hasText("N: 6"))
    }

    /// A session the store does not hold yet is written a turn after its first change (the
    /// server's join), not at the ticker's next tick: until then a `kill -9` loses the session
    /// itself, and the tab lands in a fresh one (`make stress` "cluster kill", 2026-12-06).
    @Test func aNewSessionIsWrittenOnTheNextTurnNotAtTheTick() throws {
        let clock = ManualScheduler()
        let ticker = PersistenceTicker(interval: 1, scheduler: clock)
        let tab = DurableTab(token: "new")
        let page = TestSession(durable: tab) { Counter(name: "N") }
        tab.persistence?.ticker = ticker
        try page.button("N: 0").click()
        #expect(tab.persistence?.writes == 0, "never on the event's own path")
        clock.advance(by: 0)
        #expect(tab.persistence?.writes == 1, "in the store a turn after its first change")
        try page.button("N: 1").click()
        clock.advance(by: 0.9)
        #expect(tab.persistence?.writes == 1, "later changes wait for the tick")
        clock.advance(by: 0.2)
        #expect(tab.persistence?.writes == 2)
        #expect(page.restart(flushing: false) { Counter(name: "N") }.hasText("N: 2"))
    }

    @Test func aServersTickerWritesEveryChangedSessionOncePerInterval() throws {
        let clock = ManualScheduler()
        let ticker = PersistenceTicker(interval: 0.25, scheduler: clock)
        let (one, two) = (DurableTab(token: "one"), DurableTab(token: "two"))
        let a = TestSession(durable: one) { Counter(name: "A") }
        let b = TestSession(durable: two) { Counter(name: "B") }
        one.persistence?.ticker = ticker
        two.persistence?.ticker = ticker
        try a.button("A: 0").click()
        try b.button("B: 0").click()
        // Neither was in the store: written on the next turn (the test above).
        clock.advance(by: 0)
        #expect(one.persistence?.writes == 1)
        #expect(two.persistence?.writes == 1)
        try a.button("A: 1").click()
        try a.button("A: 2").click()
        try b.button("B: 1").click()
        clock.advance(by: 0.2)
        #expect(one.persistence?.writes == 1)
        clock.advance(by: 0.1)
        #expect(one.persistence?.writes == 2, "both changes in one write")
        #expect(two.persistence?.writes == 2)
        try a.button("A: 3").click()
        clock.advance(by: 0.3)
        #expect(one.persistence?.writes == 3)
        #expect(two.persistence?.writes == 2, "an unchanged session is not written")
        #expect(clock.pendingCount == 0, "no timer while nothing changed")
        #expect(a.restart(flushing: false) { Counter(name: "A") }.hasText("A: 4"))
        #expect(b.restart(flushing: false) { Counter(name: "B") }.hasText("B: 2"))
    }

    /// A tick's writes are spread over turns of the main queue, `writesPerTurn` a turn,
    /// so events are handled between them (1,000 sessions in one turn held it 107-283 ms);
    /// so are new sessions' first writes.
    @Test func aTickWritesAFewSessionsATurnAndTheRestOnTheTurnsAfter() throws {
        let clock = SteppedScheduler()
        let ticker = PersistenceTicker(interval: 0.25, writesPerTurn: 2, scheduler: clock)
        let tabs = (0..<5).map { DurableTab(token: "tab\($0)") }
        let pages = tabs.enumerated().map { n, tab in TestSession(durable: tab) { Counter(name: "C\(n)") } }
        for tab in tabs { tab.persistence?.ticker = ticker }
        for (n, page) in pages.enumerated() { try page.button("C\(n): 0").click() }
        let written = { (k: Int) in tabs.filter { $0.persistence?.writes == k }.count }
        // Not in the store yet: on the next turns, two a turn, with no tick.
        #expect(clock.runNext() == 0)
        #expect(written(1) == 2)
        #expect(clock.runNext() == 0)
        #expect(clock.runNext() == 0)
        #expect(written(1) == 5)
        #expect(clock.runNext() == nil, "nothing changed since")
        for (n, page) in pages.enumerated() { try page.button("C\(n): 1").click() }
        #expect(clock.runNext() == 0.25, "the tick")
        #expect(written(2) == 2)
        // An event between two turns is handled: its session's write goes with this tick's if it
        // still waits, or with the next tick's if it was in the first share.
        try pages[4].button("C4: 2").click()
        #expect(clock.runNext() == 0, "the next share, on the next turn")
        #expect(written(2) == 4)
        #expect(clock.runNext() == 0)
        #expect(written(2) == 5)
        #expect(tabs.allSatisfy { $0.persistence?.writes == 2 }, "each session once in the tick")
        // Only the next tick remains (for the click), and then the store holds the click too.
        #expect(clock.runNext() == 0.25)
        #expect(clock.runNext() == nil)
        #expect(pages[4].restart(flushing: false) { Counter(name: "C4") }.hasText("C4: 3"))
    }

    @Test func aKilledProcessLosesOnlyWhatItHadNotWritten() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { Counter(name: "N") }
        try page.button("N: 0").click()
        page.advance(by: 0)
        try page.button("N: 1").click()  // within the interval: not written yet
        let killed = page.restart(flushing: false) { Counter(name: "N") }
        #expect(killed.hasText("N: 1"))
        let tab2 = DurableTab()
        let other = TestSession(durable: tab2) { Counter(name: "N") }
        try other.button("N: 0").click()
        other.advance(by: 0)
        try other.button("N: 1").click()
        // A closed socket or SIGTERM writes at once.
        #expect(other.restart(flushing: true) { Counter(name: "N") }.hasText("N: 2"))
    }

    @Test func aForgedOrUnknownTokenFindsNothing() throws {
        let store = InMemoryKeyValueStore()
        _ = try filled(DurableTab(store: store, token: "AAAAAAAAAAAAAAAAAAAAAA")).restart { Kinds() }
        let forged = TestSession(durable: DurableTab(store: store, token: "AAAAAAAAAAAAAAAAAAAAAB")) { Kinds() }
        #expect(forged.hasText("A: 0"))
        #expect(forged.hasText("Flags: "))
        #expect(forged.session.lastSeq == 0)
    }

    @Test func hostileRecordsStartThatValueFreshWithAWarningAndNeverCrash() throws {
        let tab = DurableTab()
        let page = try filled(tab)
        page.durable?.persistence?.writeNow()
        let scope = StorageScope(.session, tab.token)
        let records = tab.store.load(scope)
        func key(_ fragment: String) -> String { records.keys.first { $0.contains(fragment) }! }
        let deep = Array(String(repeating: "[", count: 5000).utf8)
        tab.store.save(
            scope,
            [
                (key("_text"), Array("not json".utf8)),  // corrupt
                (key("_address"), Array("[{\"street\":1}]".utf8)),  // wrong type
                (key("_flags"), deep),  // nested too deep
                (key("_maybe"), Array(repeating: UInt8(ascii: " "), count: 70_000)),  // oversized
                (key("_when"), Array("[]".utf8)),  // no value
            ])
        let again = page.restart(flushing: false) { Kinds() }
        #expect(try again.textField("Text").attribute("value") == "")
        #expect(again.hasText("Address:  0"))
        #expect(again.hasText("Flags: "))
        #expect(again.hasText("Maybe: none"))
        #expect(again.hasText("When: 0"))
        // What was sound comes back.
        #expect(again.hasText("B: 2"))
        #expect(tab.warnings.count >= 4, "\(tab.warnings)")
        #expect(tab.warnings.contains { $0.contains("nested deeper") })
        #expect(tab.warnings.contains { $0.contains("size limits") })
    }

    @Test func aSnapshotOfAnotherFormatOrWithoutMetaStartsFresh() throws {
        let tab = DurableTab()
        let page = try filled(tab)
        page.durable?.persistence?.writeNow()
        let scope = StorageScope(.session, tab.token)
        tab.store.save(scope, [("meta", Array("{\"format\":99,\"route\":\"/\",\"url\":\"/\",\"seq\":3}".utf8))])
        #expect(page.restart(flushing: false) { Kinds() }.hasText("B: 0"))
        #expect(tab.warnings.contains { $0.contains("format 99") })
        tab.store.save(scope, [("meta", nil)])
        #expect(TestSession(durable: tab) { Kinds() }.hasText("A: 0"))
        #expect(tab.warnings.contains { $0.contains("meta record") })
    }

    @Test func theSnapshotRecordsTheRouteURLAndLastEvent() throws {
        let tab = DurableTab()
        let page = try filled(tab)
        let snapshot = page.session.snapshot()
        #expect(snapshot.route == "/")
        #expect(snapshot.url == "/")
        #expect(snapshot.seq == page.session.lastSeq)
        #expect(snapshot.seq > 0)
        let decoded = SessionSnapshot.decode(snapshot.records)
        #expect(decoded.snapshot == snapshot)
        #expect(decoded.problem == nil)
    }
}

@Suite struct SnapshotCodecTests {
    private struct Hidden {}

    @Test func typeNamesLeaveOutTheAddressOfAPrivateContext() {
        let name = SnapshotCodec.typeName(of: Hidden.self)
        #expect(!name.contains("unknown context"))
        #expect(!name.contains("$"))
        #expect(name.hasPrefix("LiveUITests."))
        #expect(name.hasSuffix("Hidden"))
    }

    @Test func valuesRoundTripThroughTheirStoredForm() throws {
        let text = "quote \" backslash \\ newline \n tab \t nul \u{0} é 🚲 </script>"
        #expect(try SnapshotCodec.decode(String.self, SnapshotCodec.encode(text)) as? String == text)
        #expect(try SnapshotCodec.decode(Int.self, SnapshotCodec.encode(-42)) as? Int == -42)
        #expect(try SnapshotCodec.decode(Bool.self, SnapshotCodec.encode(true)) as? Bool == true)
        #expect(try SnapshotCodec.decode([Double?].self, SnapshotCodec.encode([1.5, nil])) as? [Double?] == [1.5, nil])
        #expect(throws: (any Error).self) { try SnapshotCodec.encode(Double.nan) }
        #expect(throws: (any Error).self) { try SnapshotCodec.decode(Int.self, Array("[\"1\"]".utf8)) }
    }

    @Test func depthIsCountedOutsideStringsOnly() {
        #expect(SnapshotCodec.depth(of: Array("[1,[2,{\"a\":[3]}]]".utf8)) == 4)
        #expect(SnapshotCodec.depth(of: Array("[\"[[[[\\\"[[\"]".utf8)) == 1)
    }
}

/// Runs one scheduled job at a time (a turn of the main queue), earliest first.
@MainActor private final class SteppedScheduler: Scheduler {
    private var jobs: [(after: Double, order: Int, work: @MainActor () -> Void)] = []
    private var counter = 0

    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
        counter += 1
        jobs.append((max(0, seconds), counter, work))
    }

    /// Runs the next job; its delay, or nil when none waits.
    func runNext() -> Double? {
        guard let next = jobs.min(by: { ($0.after, $0.order) < ($1.after, $1.order) }) else { return nil }
        jobs.removeAll { $0.order == next.order }
        next.work()
        return next.after
    }
}

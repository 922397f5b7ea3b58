import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// Durable acknowledgements (issue #15, durableack): a patch tells the client how far the store
// has confirmed the session's state, never on the event's own path and never past a refusal.

private struct Field: View {
    @State private var name = ""
    @State private var taps = 0

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("Hello \(name)")
            Button("Nothing") {}
            Button("Taps: \(taps)") { taps += 1 }
        }
    }
}

@MainActor @Suite struct DurableAckTests {
    @Test func theAckOfAnEventNeverWaitsForItsWriteAndALaterPatchCarriesIt() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { Field() }
        try page.textField("Name").type("a")
        let seq = page.session.lastSeq
        let first = try #require(page.patches.last)
        #expect(first.ack == seq)
        #expect(first.durable == nil, "the write happens after the acknowledgement, on a later turn")
        page.advance(by: 1)  // the write (memory store: confirmed at once)
        #expect(page.session.durableSeq == seq)
        try page.textField("Name").type("b")
        let second = try #require(page.patches.last)
        #expect(second.ack > seq)
        #expect(second.durable == seq, "piggybacked on the next patch")
        try page.textField("Name").type("cd")
        page.advance(by: 1)
        try page.textField("Name").type("e")
        let said = page.patches.compactMap(\.durable)
        #expect(said == said.sorted() && Set(said).count == said.count, "each number said once, rising: \(said)")
        #expect(page.patches.allSatisfy { ($0.durable ?? 0) <= $0.ack })
    }

    @Test func anEventThatChangesNothingVisibleIsStillWrittenSoItCanBeAcknowledged() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { Field() }
        page.advance(by: 1)
        try page.button("Nothing").click()
        let seq = page.session.lastSeq
        #expect(seq > 0)
        page.advance(by: 1)
        #expect(page.session.durableSeq == seq, "the stored sequence number moved with the no-op click")
        let stored = SessionSnapshot.decode(tab.store.load(StorageScope(.session, tab.token))).snapshot
        #expect(stored?.seq == seq)
    }

    @Test func aRestoredSessionIsDurableAtItsStoredNumberAndAppliesOnlyLaterEvents() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { Field() }
        page.advance(by: 1)
        try page.button("Taps: 0").click()  // written at once (the last write is older than the rate bound)
        let written = page.session.durableSeq
        #expect(written == page.session.lastSeq)
        try page.button("Taps: 1").click()  // applied and acknowledged, not yet written (the rate bound): kill -9 now
        #expect(page.session.lastSeq > written && page.session.durableSeq == written)
        let again = page.restart(flushing: false) { Field() }
        #expect(again.hasText("Taps: 1"))
        #expect(again.session.lastSeq == written && again.session.durableSeq == written)
        // The page sends the kept click again: applied once on top of the restored state.
        let target = try again.button("Taps: 1").id
        let replayed = again.session.handle(ClientEvent(seq: written + 1, kind: .click, target: target))
        #expect(!replayed.wasDuplicate && replayed.error == nil)
        let duplicate = again.session.handle(ClientEvent(seq: written, kind: .click, target: target))
        #expect(duplicate.wasDuplicate, "an event the restored state includes is not applied twice")
        again.advance(by: 1)
        #expect(again.session.html.contains("Taps: 2"))
    }
}

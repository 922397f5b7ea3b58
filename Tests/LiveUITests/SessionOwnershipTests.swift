import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// A session copy that another process took over stops writing (issue #15, a cluster's shared
// store): every write is conditional on the owner record, checked by the store with the write.

@MainActor private final class Ticker: ObservableObject {
    @Published var beats = 0
}

private struct Beats: View {
    @ObservedObject var ticker: Ticker
    @State private var clicks = 0

    var body: some View {
        VStack {
            Text("Beats: \(ticker.beats)")
            Button("Clicks: \(clicks)") { clicks += 1 }
        }
    }
}

@MainActor @Suite struct SessionOwnershipTests {
    @Test func aCopyThatLostItsSessionWritesNothingMore() throws {
        let store = InMemoryKeyValueStore()
        let tab = DurableTab(store: store)
        let ticker = Ticker()
        let page = TestSession(durable: tab) { Beats(ticker: ticker) }
        let persistence = try #require(tab.persistence)
        let owner = StorageScope(StorageScope.Kind(rawValue: "owner"), tab.token)
        let mine = Array("aaaaaaaaaaaaaaaa 1".utf8)
        #expect(store.compareAndSet(owner, key: "owner", expected: nil, to: mine))
        persistence.condition = StoreCondition(owner, key: "owner", value: mine)
        var moved = 0
        persistence.onMoved = { moved += 1 }

        try page.button("Clicks: 0").click()
        page.advance(by: 1)
        #expect(moved == 0)
        #expect(page.session.durableSeq == 1, "the store confirmed the write of event 1")

        // Another process claims the session (compare-and-set from what it read), then this copy changes.
        #expect(store.compareAndSet(owner, key: "owner", expected: mine, to: Array("bbbbbbbbbbbbbbbb 2".utf8)))
        try page.button("Clicks: 1").click()
        ticker.beats = 2
        page.advance(by: 1)
        #expect(moved == 1, "the refused write says so once")
        ticker.beats = 3
        page.advance(by: 1)
        persistence.writeNow()
        #expect(moved == 1, "stopped for good")
        #expect(page.session.durableSeq == 1, "a refused write is never acknowledged as durable")
        let again = page.restart(flushing: false) { Beats(ticker: Ticker()) }
        #expect(again.hasText("Clicks: 1"), "what the store holds is the last owner's")
    }
}

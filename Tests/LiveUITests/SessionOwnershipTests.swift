import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// A session copy that another process took over stops writing (issue #15, a cluster's shared store).

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
        let tab = DurableTab()
        let ticker = Ticker()
        let page = TestSession(durable: tab) { Beats(ticker: ticker) }
        let persistence = try #require(tab.persistence)
        var owned = true
        var asked = 0
        var moved = 0
        persistence.stillOwned = {
            asked += 1
            return owned
        }
        persistence.onMoved = { moved += 1 }

        // The client's events reach this process: it serves the session, the store is not asked.
        try page.button("Clicks: 0").click()
        page.advance(by: 1)
        #expect(persistence.writes == 1)
        #expect(asked == 0)

        // A change with no event since the last write (a timer, another session's model): asked first.
        ticker.beats = 1
        page.advance(by: 1)
        #expect(asked == 1)
        #expect(persistence.writes == 2)

        // Another process restored the session meanwhile: this copy writes nothing, and says so once.
        owned = false
        ticker.beats = 2
        page.advance(by: 1)
        #expect(persistence.writes == 2)
        #expect(moved == 1)
        ticker.beats = 3
        page.advance(by: 1)
        persistence.writeNow()
        #expect(persistence.writes == 2, "stopped for good")
        #expect(asked == 2 && moved == 1)
        let again = page.restart(flushing: false) { Beats(ticker: Ticker()) }
        #expect(again.hasText("Clicks: 1"), "what the store holds is the last owner's")
    }
}

import Testing

@testable import LiveServer

/// How the main actor takes what the loop received (Transport.deliverEvents):
/// a delivery that renders whole pages (joins) is bounded, so during a burst
/// of joins the pages made so far are written before the rest are made; every
/// other delivery takes everything, as the closed loop's throughput needs.
@MainActor
@Suite struct TransportDeliveryTests {
    /// Logs what it is handed; a text starting with "join" counts as a rendered page.
    final class Recorder: TransportDelegate {
        var log: [String] = []
        func transportRequested(_ connection: UInt64, path: String, query: String, peer: String, visitor: Visitor) {
            log.append("request \(connection)")
        }
        func transportOpened(_ connection: UInt64, peer: String, visitor: Visitor) { log.append("open \(connection)") }
        func transportReceived(_ connection: UInt64, text: String) -> Bool {
            log.append("\(text) \(connection)")
            return text.hasPrefix("join")
        }
        func transportClosed(_ connection: UInt64, code: Int, reason: String) { log.append("close \(connection)") }
    }

    func transport(_ recorder: Recorder) -> Transport {
        let transport = Transport(configuration: ServerConfiguration(), staticFiles: StaticFiles([:]))
        transport.delegate = recorder
        return transport
    }

    @Test func aDeliveryThatJoinedStopsAtItsBudgetAndLeavesTheRestInOrder() {
        let recorder = Recorder()
        let transport = transport(recorder)
        for (id, text) in [(1, "join"), (2, "join"), (1, "event"), (3, "join")] {
            _ = transport.mailbox.post(.received(UInt64(id), text: text))
        }
        // A budget of 0: past it as soon as the first page is made.
        #expect(transport.deliverEvents(budget: 0))
        #expect(recorder.log == ["join 1"])
        // What arrives meanwhile comes after what was left.
        _ = transport.mailbox.post(.closed(2, code: 1000, reason: ""))
        #expect(transport.deliverEvents(budget: 0))
        #expect(recorder.log == ["join 1", "join 2"])
        #expect(!transport.deliverEvents(budget: 60_000_000_000))
        #expect(recorder.log == ["join 1", "join 2", "event 1", "join 3", "close 2"])
    }

    @Test func aDeliveryWithoutJoinsTakesEverything() {
        let recorder = Recorder()
        let transport = transport(recorder)
        for id in 1...50 { _ = transport.mailbox.post(.received(UInt64(id), text: "event")) }
        #expect(!transport.deliverEvents(budget: 0))
        #expect(recorder.log.count == 50)
    }

    /// A join deadline is judged after what was received before it passed (SessionHub.joinTimedOut).
    @Test func workAfterReceivedRunsAfterWhatCameBeforeIt() {
        let recorder = Recorder()
        let transport = transport(recorder)
        _ = transport.mailbox.post(.received(1, text: "join"))
        _ = transport.mailbox.post(.received(2, text: "join"))
        transport.afterReceived { recorder.log.append("deadline") }
        while transport.deliverEvents(budget: 0) {}
        #expect(recorder.log == ["join 1", "join 2", "deadline"])
    }
}

import FidelityApps
import Foundation
import LiveTesting
import LiveUI
import Testing

/// The lunch poll (issue #15 item 4): tabs sharing a process's topics see one
/// another's votes; a voter who changes their mind counts once.
@MainActor @Suite struct SharedPollTests {
    static let poll = FidelityApps.shared.first { $0.path == "/fidelity/shared/poll" }!

    @Test func votesFromOneTabMoveTheTalliesInTheOthers() async throws {
        let hub = SharedTopicHub()
        let ana = TestSession(topics: hub) { Self.poll.makeRoot() }
        let ben = TestSession(topics: hub) { Self.poll.makeRoot() }
        #expect(try ana.element(identifier: "summary").text == "No votes yet")

        try ana.within(text: "Ramen").button("Vote").click()
        #expect(try ana.element(identifier: "votes-Ramen").text == "1")
        #expect(try ana.within(text: "Ramen").button("Voted").isDisabled)
        await ben.settle()
        #expect(try ben.element(identifier: "votes-Ramen").text == "1", "the other tab re-rendered")
        #expect(try ben.within(text: "Ramen").button("Vote").isDisabled == false, "its own choice is its own")

        try ben.within(text: "Tacos").button("Vote").click()
        try ben.within(text: "Ramen").button("Vote").click()  // changed their mind: counts once
        await ana.settle()
        #expect(try ana.element(identifier: "votes-Ramen").text == "2")
        #expect(try ana.element(identifier: "votes-Tacos").text == "0")
        #expect(try ana.element(identifier: "summary").text == "2 votes, Ramen leads")

        // A vote for something not on the menu (another app, an old version) does not count.
        hub.publish(["voter": UUID().uuidString, "choice": "Sushi"], to: "poll.lunch")
        await ana.settle()
        #expect(try ana.element(identifier: "summary").text == "2 votes, Ramen leads")
    }
}

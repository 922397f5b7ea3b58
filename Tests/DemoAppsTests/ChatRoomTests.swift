import DemoApps
import Foundation
import LiveTesting
import LiveUI
import Testing

/// The chat room (`/chat`) in one process: sessions sharing one hub see each
/// other's messages (issue #15 item 4); across processes see LiveServerTests.
@MainActor @Suite struct ChatRoomTests {
    @Test func twoSessionsSeeEachOthersMessagesAndALateOneSeesTheRecentOnes() async throws {
        let hub = SharedTopicHub()
        let alice = TestSession(topics: hub) { Demos.chat() }
        let bob = TestSession(topics: hub) { Demos.chat() }
        #expect(alice.hasText("No messages yet. Say hello!"))
        #expect(try alice.button("Send").isDisabled, "nothing to send without a name and a message")

        try alice.textField("Your name").type("alice")
        try alice.textField("Message").type("hello from alice")
        try alice.button("Send").click()
        #expect(alice.hasText("hello from alice"))
        #expect(try alice.textField("Message").value == "", "the draft is cleared once sent")
        await bob.settle()
        #expect(bob.hasText("hello from alice"), "another session of the process re-rendered with the message")
        #expect(!bob.hasText("No messages yet"))

        try bob.textField("Your name").type("bob")
        try bob.textField("Message").type("hi alice")
        try bob.textField("Message").submit()  // Return sends too
        await alice.settle()
        #expect(alice.hasText("hi alice"))
        let order = alice.html.range(of: "hello from alice")!.lowerBound < alice.html.range(of: "hi alice")!.lowerBound
        #expect(order, "oldest first")

        // A session opened later sees the recent messages.
        let carol = TestSession(topics: hub) { Demos.chat() }
        #expect(carol.hasText("hello from alice") && carol.hasText("hi alice"))
        // Another hub is another process without a transport: nothing shared.
        let elsewhere = TestSession { Demos.chat() }
        #expect(elsewhere.hasText("No messages yet. Say hello!"))
    }

    @Test func theRoomShowsTheLatestThirty() async throws {
        let hub = SharedTopicHub()
        let page = TestSession(topics: hub) { Demos.chat() }
        try page.textField("Your name").type("bot")
        for n in 1...35 {
            try page.textField("Message").type("line \(n).")
            try page.button("Send").click()
        }
        #expect(page.hasText("line 35.") && page.hasText("line 6."))
        #expect(!page.hasText("line 5."), "kept to the view's keep: 30")
    }
}

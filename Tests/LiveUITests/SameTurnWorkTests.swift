import Dispatch
import LiveHTML
import LiveTesting
import LiveUI
import Testing

// Main-queue work a button's action queues with no delay runs before the
// event's render (`SameTurnWork`), as under SwiftUI, where the main run loop
// services the main queue once before it commits the frame: the event gets
// one reply, with the state the work settles in. Work queued later (by that
// work, after a delay, during a render, from a task) goes to the session's
// clock as before.

private final class Saver: ObservableObject {
    @Published var status = "idle"
    @Published var relayed = "none"
    private var relay: AnyCancellable?

    init() {
        // Combine's hop to the main queue: held like `DispatchQueue.main.async`.
        relay = $status.dropFirst().receive(on: DispatchQueue.main).sink { [weak self] in self?.relayed = "relayed " + $0 }
    }
}

private struct SavePage: View {
    @StateObject private var saver = Saver()
    @State private var log: [String] = []
    @State private var appeared = "not appeared"
    @State private var shown = false
    @State private var received = "nothing"

    var body: some View {
        VStack {
            Text("Status: \(saver.status)")
            Text("Relay: \(saver.relayed)")
            Text("Log: \(log.joined(separator: ","))")
            Text("Received: \(received)")
            Text(appeared)
                .onAppear {
                    // Queued during a render, not an action: the next turn.
                    DispatchQueue.main.async { appeared = "appeared, a turn later" }
                }
            Button("Save") {
                saver.status = "saving"
                DispatchQueue.main.async { saver.status = "saved" }
            }
            Button("Chain") {
                log.append("action")
                DispatchQueue.main.async {
                    log.append("first")
                    DispatchQueue.main.async { log.append("second") }
                }
            }
            Button("Now") {
                DispatchQueue.main.asyncAfter(deadline: .now()) { log.append("now") }
            }
            Button("Later") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.append("later") }
            }
            if shown {
                Text("Shown")
                    .onAppear {
                        // Queued during the render the action caused: after the reply.
                        DispatchQueue.main.async { log.append("appear-work") }
                    }
            }
            Button("Show") { shown = true }
            Button("Reset") {
                DispatchQueue.main.async { log.append("reset-work") }
            }
            Button("Later task") {
                // A task started by the action runs after the reply; what it queues is not held.
                Task { @MainActor in DispatchQueue.main.async { log.append("task-work") } }
            }
            Button("Animated") {
                DispatchQueue.main.async { withAnimation(.easeOut(duration: 0.2)) { saver.status = "animated" } }
            }
        }
        // Subscribed after a render; the value is sent during an action, whose environment it runs in.
        .onReceive(saver.$status.dropFirst()) { status in
            DispatchQueue.main.async { received = status }
        }
    }
}

@MainActor @Suite struct SameTurnWorkTests {
    private func text(_ patches: ArraySlice<Patch>) -> String {
        patches.map { String(decoding: ServerMessage.patch($0).encodeBytes(), as: UTF8.self) }.joined()
    }

    /// A page whose onAppear work (queued during the first render) has run.
    private func settledPage() -> TestSession {
        let page = TestSession { SavePage() }
        page.advance(by: 0)
        return page
    }

    @Test func workAnActionQueuesRunsBeforeItsReplyAndTheMiddleStateIsNeverSent() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Save").click()
        #expect(page.hasText("Status: saved"))
        // The event's own reply (`TestSession` runs what is left on the clock after it, as later patches).
        #expect(text(page.patches[before...].prefix(1)).contains("Status: saved"))
        #expect(!text(page.patches[before...]).contains("Status: saving"))
    }

    @Test func combinesHopToTheMainQueueIsHeldToo() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Save").click()
        // The hop queued in the action ran before the reply; the one the held work caused, a turn later.
        #expect(text(page.patches[before...].prefix(1)).contains("Relay: relayed saving"))
        #expect(page.patches.count == before + 2)
        #expect(page.hasText("Relay: relayed saved"))
    }

    @Test func workAnOnReceiveQueuesDuringAnActionIsHeldWithIt() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Save").click()
        // "saving" and then "saved" (the held work's own change, sent to onReceive while the action's turn ran).
        #expect(text(page.patches[before...].prefix(1)).contains("Received: saving"))
        #expect(page.hasText("Received: saved"))
    }

    @Test func workQueuedByThatWorkWaitsForTheNextTurn() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Chain").click()
        #expect(page.patches.count == before + 2)
        #expect(text(page.patches[before...].prefix(1)).contains("Log: action,first\""))
        #expect(page.hasText("Log: action,first,second"))
    }

    @Test func aDeadlineOfNowIsHeldAndALaterOneIsNot() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Now").click()
        #expect(page.patches.count == before + 1)
        #expect(page.hasText("Log: now"))
        try page.button("Later").click()
        #expect(!page.hasText("Log: now,later"))
        page.advance(by: 0.5)
        #expect(page.hasText("Log: now,later"))
    }

    @Test func workQueuedDuringARenderWaitsForTheNextTurn() throws {
        let page = TestSession { SavePage() }
        #expect(page.hasText("not appeared"))
        page.advance(by: 0)
        #expect(page.hasText("appeared, a turn later"))
    }

    @Test func workQueuedByAViewTheActionShowedWaitsForTheNextTurn() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Show").click()
        #expect(text(page.patches[before...].prefix(1)).contains("Shown"))
        #expect(!text(page.patches[before...].prefix(1)).contains("appear-work"))
        #expect(page.hasText("Log: appear-work"))  // the next turn (`TestSession` runs it after the step)
    }

    /// Two events in one read of the socket are handled before the main queue runs: the first's
    /// render queued work there, so the second action's work goes behind it, in order.
    @Test func anActionsWorkDoesNotJumpAheadOfWorkStillWaitingOnTheQueue() throws {
        let page = settledPage()
        let show = try page.button("Show").id
        let reset = try page.button("Reset").id
        let seq = page.session.lastSeq
        _ = page.sendRaw(ClientEvent(seq: seq + 1, kind: .click, target: show))
        _ = page.sendRaw(ClientEvent(seq: seq + 2, kind: .click, target: reset))
        page.advance(by: 0)
        #expect(page.hasText("Log: appear-work,reset-work"))
        // Once the queue has run, an action's work is held again.
        let again = page.sendRaw(ClientEvent(seq: seq + 3, kind: .click, target: reset))
        #expect(text([again.patch][...]).contains("appear-work,reset-work,reset-work"))
    }

    @Test func whatATaskStartedByTheActionQueuesIsNotHeld() async throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Later task").click()
        await page.settle()
        page.advance(by: 0)
        #expect(page.hasText("Log: task-work"))
        #expect(!text(page.patches[before...].prefix(1)).contains("task-work"))
    }

    @Test func theHeldWorksAnimationGoesWithTheReply() throws {
        let page = settledPage()
        let before = page.patches.count
        try page.button("Animated").click()
        #expect(page.hasText("Status: animated"))
        // The event's reply carries the change and its animation (the relay's change follows a turn later).
        #expect(text(page.patches[before...].prefix(1)).contains("Status: animated"))
        #expect(page.patches[before].animation?.curve == "ease-out")
    }
}

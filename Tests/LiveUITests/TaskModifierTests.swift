import LiveTesting
import LiveUI
import Testing

@MainActor final class TaskLog {
    var entries: [String] = []
}

private struct Ticking: View {
    let log: TaskLog
    let id: Int
    var body: some View {
        Text("Ticking \(id)")
            .task(id: id) {
                log.entries.append("start \(id)")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        log.entries.append("tick \(id)")
                    }
                } catch {
                    log.entries.append("cancelled \(id) \(Task.isCancelled)")
                }
            }
    }
}

private struct TaskHost: View {
    let log: TaskLog
    @State private var shown = true
    @State private var id = 1
    @State private var loaded = "nothing"

    var body: some View {
        VStack {
            if shown { Ticking(log: log, id: id) }
            Button("Toggle") { shown.toggle() }
            Button("Next") { id += 1 }
            Text(loaded)
        }
        .task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            loaded = "loaded on the main actor"
        }
    }
}

@MainActor @Suite struct TaskModifierTests {
    @Test func startsOnAppearAndSleepsOnTheSessionClock() async throws {
        let log = TaskLog()
        let page = TestSession { TaskHost(log: log) }
        await page.settle()
        #expect(log.entries == ["start 1"])
        await page.advanceAndSettle(by: 1)
        await page.advanceAndSettle(by: 1)
        #expect(log.entries == ["start 1", "tick 1", "tick 1"])
        #expect(page.hasText("loaded on the main actor"))
    }

    @Test func cancelledWhenTheViewLeavesAndRestartedWhenItReturns() async throws {
        let log = TaskLog()
        let page = TestSession { TaskHost(log: log) }
        await page.settle()
        try page.button("Toggle").click()
        await page.settle()
        #expect(log.entries == ["start 1", "cancelled 1 true"])
        await page.advanceAndSettle(by: 3)
        #expect(log.entries.count == 2, "a cancelled task does not tick")
        try page.button("Toggle").click()
        await page.settle()
        #expect(log.entries.last == "start 1")
    }

    @Test func aNewIDCancelsThenRestarts() async throws {
        let log = TaskLog()
        let page = TestSession { TaskHost(log: log) }
        await page.settle()
        try page.button("Next").click()
        await page.settle()
        // Cancellation is cooperative, as in SwiftUI: the new run may start before the old one has wound down.
        #expect(log.entries.count == 3)
        #expect(Set(log.entries) == ["start 1", "cancelled 1 true", "start 2"])
        await page.advanceAndSettle(by: 1)
        #expect(log.entries.last == "tick 2")
        #expect(page.session.tasks.running == 2, "the host's task and the ticking one")
        #expect(page.session.tasks.isIdle, "running \(page.session.tasks.running), sleeping \(page.session.tasks.sleeping), \(log.entries)")
    }
}

import LiveRuntime

// MARK: Tasks (`.task`, `Task.sleep` on the session's clock)

extension TestSession {
    /// Lets the session's `.task`s run until each has finished or sleeps on
    /// the session's clock (so only `advance(by:)` can move it), running due
    /// timers and renders on the way. Work that waits for something else (a
    /// real network call) is given at most `maxTurns` turns of the main actor.
    /// A turn is one `Task.yield()`, and the whole suite's tests share the main
    /// actor: under `make test`, 200 turns once ran out before a woken search
    /// task finished (StateSampleTests, 2026-12-02). It returns once the tasks
    /// have been idle for a few turns and 25 ms of real time (`quietStretch`),
    /// so a larger budget costs only pages that never settle.
    ///
    ///     page.advance(by: 0.3)      // the task's `Task.sleep(for: .milliseconds(300))` ends
    ///     await page.settle()        // the task runs on and the page shows its results
    public func settle(maxTurns: Int = 5000) async {
        var quietTurns = 0
        var quietSince: ContinuousClock.Instant?
        for _ in 0..<maxTurns {
            clock.runDue()
            await Task.yield()
            // Idle for a few turns in a row: tasks woken by the last turn have had their chance to run.
            guard session.tasks.isIdle && clock.dueCount == 0 else {
                quietTurns = 0
                quietSince = nil
                continue
            }
            quietTurns += 1
            guard quietTurns >= 3 else { continue }
            // Then quiet for a stretch of real time too. Work may be in flight off the main actor,
            // where no turn of ours waits for it and no count knows of it: a `Task { }` a button
            // started, whose loader (a nonisolated `async` function) runs on the global executor
            // before it sleeps on the session's clock. Three quiet turns once ended before it slept,
            // so the test's `advance(by:)` came too early to wake it (StateSampleTests, 1 run in 4 to 12).
            let since = quietSince ?? .now
            quietSince = since
            if ContinuousClock.now - since >= Self.quietStretch { return }
            try? await Task.sleep(for: .milliseconds(1), tolerance: nil, clock: .continuous)
        }
    }

    /// How long, in real time, the page must stay quiet before `settle` returns.
    static let quietStretch = Duration.milliseconds(25)

    /// `advance(by:)`, then `settle()`: the clock moves and the tasks it woke run to their next sleep.
    public func advanceAndSettle(by seconds: Double) async {
        advance(by: seconds)
        await settle()
    }
}

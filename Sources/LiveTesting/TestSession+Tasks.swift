import LiveRuntime

// MARK: Tasks (`.task`, `Task.sleep` on the session's clock)

extension TestSession {
    /// Lets the session's `.task`s run until each has finished or sleeps on
    /// the session's clock (so only `advance(by:)` can move it), running due
    /// timers and renders on the way. Work that waits for something else (a
    /// real network call) is given at most `maxTurns` turns of the main actor.
    /// A turn is one `Task.yield()`, and the whole suite's tests share the main
    /// actor: under `make test`, 200 turns once ran out before a woken search
    /// task finished (StateSampleTests, 2026-12-02). It returns as soon as the
    /// tasks are idle, so a larger budget costs only pages that never settle.
    ///
    ///     page.advance(by: 0.3)      // the task's `Task.sleep(for: .milliseconds(300))` ends
    ///     await page.settle()        // the task runs on and the page shows its results
    public func settle(maxTurns: Int = 5000) async {
        var quietTurns = 0
        for _ in 0..<maxTurns {
            clock.runDue()
            await Task.yield()
            // Idle for a few turns in a row: tasks woken by the last turn have had their chance to run.
            if session.tasks.isIdle && clock.dueCount == 0 {
                quietTurns += 1
                if quietTurns >= 3 { return }
            } else {
                quietTurns = 0
            }
        }
    }

    /// `advance(by:)`, then `settle()`: the clock moves and the tasks it woke run to their next sleep.
    public func advanceAndSettle(by seconds: Double) async {
        advance(by: seconds)
        await settle()
    }
}

// `try await Task.sleep(for: .seconds(1))` inside a `.task` (or any task a
// session's code starts) sleeps on the session's clock, so a test's
// `advance(by: 1)` wakes it instantly, and the server's clock is the main queue.
//
// Like `DispatchQueue.main.asyncAfter` (see DispatchQueue.swift), these are
// extensions on the standard library's own `Task`, so the same call means
// the same with any imports: `sleep(nanoseconds:)` has the standard
// library's exact signature (a module's declaration shadows `_Concurrency`'s),
// `sleep(for: Duration)` is more specific than its generic `sleep(for:
// tolerance:clock:)`. Outside a session they sleep as the standard library
// does. `Task.sleep(until:clock:)`, `ContinuousClock().sleep(for:)` and
// a `tolerance:`/`clock:` argument keep real time: they name a clock.
extension Task where Success == Never, Failure == Never {
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let session = SessionEnvironment.current else {
            try await sleep(for: .nanoseconds(duration), tolerance: nil, clock: .continuous)
            return
        }
        try await session.sleep(seconds: Double(duration) / 1e9)
    }

    public static func sleep(for duration: Duration) async throws {
        guard let session = SessionEnvironment.current else {
            try await sleep(for: duration, tolerance: nil, clock: .continuous)
            return
        }
        let (seconds, attoseconds) = duration.components
        try await session.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }
}

extension SessionEnvironment {
    /// Suspends until the session's clock has moved `seconds` on, or throws
    /// `CancellationError` as soon as the task is cancelled (as `Task.sleep` does).
    @MainActor func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        let sleep = SessionSleep(tasks: tasks)
        let scheduler = self.scheduler
        // Both closures run on the main actor (they inherit this function's isolation) but for the
        // cancellation handler, which may run on any thread and hops there.
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleep.start(continuation, after: seconds, on: scheduler)
            }
        } onCancel: {
            Task { @MainActor in sleep.finish(CancellationError()) }
        }
    }
}

/// One sleep on a session's clock, ended exactly once: by the clock or by
/// cancellation, whichever comes first. Main actor only, so the two cannot race.
@MainActor
private final class SessionSleep: Sendable {
    private let tasks: TaskTracker?
    private var continuation: CheckedContinuation<Void, any Error>?
    private var finished = false

    nonisolated init(tasks: TaskTracker?) { self.tasks = tasks }

    func start(_ continuation: CheckedContinuation<Void, any Error>, after seconds: Double, on scheduler: any Scheduler) {
        guard !finished else {
            // Cancelled before it began.
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        tasks?.fellAsleep()
        scheduler.schedule(after: seconds) { [self] in finish(nil) }
    }

    func finish(_ error: (any Error)?) {
        guard !finished else { return }
        finished = true
        guard let continuation else { return }
        self.continuation = nil
        tasks?.wokeUp()
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

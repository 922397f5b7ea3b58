import LiveUI

/// A clock that only moves when a test says so: `advance(by: 1)` runs the
/// model's one-second `asyncAfter` instantly and deterministically.
@MainActor
public final class ManualScheduler: Scheduler {
    private struct Job {
        let due: Double
        let order: Int
        let work: @MainActor () -> Void
    }

    public private(set) var now: Double = 0
    private var jobs: [Job] = []
    private var counter = 0

    public init() {}

    public func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
        counter += 1
        jobs.append(Job(due: now + max(0, seconds), order: counter, work: work))
    }

    /// Work waiting to run, including zero-delay renders.
    public var pendingCount: Int { jobs.count }

    /// Moves time forward, running everything that falls due, in order.
    public func advance(by seconds: Double) {
        let target = now + max(0, seconds)
        while let next = jobs.min(by: { ($0.due, $0.order) < ($1.due, $1.order) }), next.due <= target {
            jobs.removeAll { $0.order == next.order }
            now = max(now, next.due)
            next.work()
        }
        now = target
    }

    /// Work due now (at or before `now`), not yet run.
    public var dueCount: Int { jobs.filter { $0.due <= now }.count }

    /// Runs what is due now (e.g. coalesced renders), without moving time.
    public func runDue() { advance(by: 0) }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A serial queue with a thread of its own that runs at a lower CPU priority
/// than the server's loop (nice 10): the SQLite store's writes.
///
/// Why not a `DispatchQueue`: its threads are shared, so one cannot be given
/// a priority of its own. On a machine whose one core serves both the loop
/// and the writer (a small VM, or `make bench`, which pins the server to
/// a core), the writer's batches preempted the loop: at 10,000 sessions ×
/// 1 event/s, each written once a second, p99 32–35 ms and p50 2.6–5.3 ms;
/// with the writer at nice 10, 10.8–10.9 ms and 1.3 ms (two runs each,
/// 2026-12-06). The writes still get the CPU the loop leaves, and the whole
/// core while the loop waits for them (`sync`). If the loop keeps the core
/// busy, saves wait and gather into bigger (cheaper) transactions; the
/// clients keep their events until the store confirms them (durable acks).
///
/// A thread started from a job inherits nice 10: a job hands its results to
/// the main queue (`DispatchQueue.main`), never to a thread it starts.
final class BackgroundQueue: @unchecked Sendable {
    /// The nice value of the queue's thread (0 is the loop's).
    static let niceness: Int32 = 10

    private let condition = NSCondition()
    /// Jobs to run now, oldest first (guarded by `condition`).
    private var ready: [@Sendable () -> Void] = []
    /// Jobs to run at a time (uptime nanoseconds), in the order they were asked for.
    private var timed: [(due: UInt64, job: @Sendable () -> Void)] = []
    private var stopped = false

    init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Ends the thread once the jobs asked for so far have run (timed ones at their time).
    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }

    func async(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            // After `stop` the thread may be gone: a job would never run, and a `sync` never return.
            precondition(!stopped, "BackgroundQueue used after stop()")
            ready.append(job)
            condition.signal()
        }
    }

    func asyncAfter(seconds: Double, _ job: @escaping @Sendable () -> Void) {
        let due = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        condition.withLock {
            precondition(!stopped, "BackgroundQueue used after stop()")
            timed.append((due, job))
            condition.signal()
        }
    }

    /// Runs `body` on the queue after the jobs before it, and waits for it. Never call it from a job.
    func sync<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = SyncResult<T>()
        async {
            result.value = body()
            result.done.signal()
        }
        result.done.wait()
        return result.value!
    }

    /// The nice value of the thread this is called on (a job's, in tests: the queue's).
    static var currentNiceness: Int32 {
        errno = 0
        let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return errno == 0 ? value : -100
    }

    private func run() {
        // On Linux the nice value is the calling thread's alone (setpriority(2), "Bugs"), and
        // raising one's own needs no privilege (lowering it back would).
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        while let job = next() { job() }
    }

    /// The next job to run, waiting for one; nil once stopped with nothing left.
    private func next() -> (@Sendable () -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            // Timed jobs that are due join the end of the ready ones, earliest first.
            if timed.contains(where: { $0.due <= now }) {
                let due = timed.enumerated().filter { $0.element.due <= now }
                ready += due.sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }.map(\.element.job)
                timed.removeAll { $0.due <= now }
            }
            if !ready.isEmpty { return ready.removeFirst() }
            if stopped && timed.isEmpty { return nil }
            if let soonest = timed.map(\.due).min() {
                // A wait on the wall clock (NSCondition's), so at most 0.1 s of it: a clock stepped
                // back meanwhile delays a job by that at most, not by the step.
                _ = condition.wait(until: Date(timeIntervalSinceNow: min(0.1, Double(soonest - now) / 1e9)))
            } else {
                condition.wait()
            }
        }
    }
}

/// A `sync` job's answer, handed over once: set by the queue's thread before `done` is signalled.
private final class SyncResult<T: Sendable>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}

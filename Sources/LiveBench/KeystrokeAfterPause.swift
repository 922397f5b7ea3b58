import Foundation

// Issue #16: why one served session's keystroke costs more than in-process.
// A served session's thread waits in poll() between one client's messages;
// this measures the same keystroke after the thread slept, and after it
// spun for as long. On 2026-12-05: 25 µs back to back, 53 µs after 80 µs of
// sleep, 29 µs after 80 µs of spinning: a thread (a vCPU here) that slept
// comes back to cold caches and predictors. `LIVEUI_BUSY_POLL_US` is the
// server's answer for busy sessions.

/// How the thread waits before each keystroke.
struct Pause {
    var microseconds: UInt32
    var spin: Bool

    func wait() {
        guard spin else {
            usleep(microseconds)
            return
        }
        let until = DispatchTime.now().uptimeNanoseconds + UInt64(microseconds) * 1000
        while DispatchTime.now().uptimeNanoseconds < until {}
    }
}

@MainActor func printKeystrokeAfterPause(iterations: Int) throws {
    let microseconds: UInt32 = 80
    func p50(_ pause: Pause?) throws -> Double {
        let samples = try keystrokeBenchmark(iterations: iterations, pause: pause)
        return percentile(Array(samples.dropFirst(iterations / 10)), 0.5)
    }
    // Alternated, so a noisy stretch hits all three.
    var runs: [[Double]] = [[], [], []]
    for _ in 0..<3 {
        runs[0].append(try p50(nil))
        runs[1].append(try p50(Pause(microseconds: microseconds, spin: false)))
        runs[2].append(try p50(Pause(microseconds: microseconds, spin: true)))
    }
    let median = runs.map { $0.sorted()[1] }
    print(
        String(
            format:
                "keystroke event → patch p50, back to back / after %d µs asleep / after %d µs spinning (medians of 3 alternating runs): %.1f / %.1f / %.1f µs",
            microseconds, microseconds, median[0], median[1], median[2]))
}

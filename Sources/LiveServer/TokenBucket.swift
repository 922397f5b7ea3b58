import Foundation

/// A token bucket: `rate` tokens per second, holding at most `burst`.
struct TokenBucket {
    let rate: Double
    let burst: Double
    private(set) var tokens: Double
    private var last: UInt64

    init(rate: Double, burst: Double, now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = now
    }

    /// Takes one token if there is one.
    mutating func take(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Bool {
        let elapsed = Double(now &- last) / 1e9
        last = now
        tokens = min(burst, tokens + elapsed * rate)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}

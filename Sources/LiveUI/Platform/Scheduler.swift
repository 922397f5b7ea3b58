import Foundation

/// Runs work later on the main actor. The server uses the main queue; tests
/// use a manual clock so a 1 s delay takes no time.
@MainActor
public protocol Scheduler: AnyObject, Sendable {
    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void)
    /// The clock's time in seconds, from any start: what `schedule(after:)` counts in. A
    /// `TimelineView` tells the time by it, so a test's clock moves its dates too.
    var now: Double { get }
}

extension Scheduler {
    /// The system's monotonic clock (the main queue's).
    public var now: Double { ProcessInfo.processInfo.systemUptime }
}

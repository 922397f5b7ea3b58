import Dispatch

/// Whether code runs on the main queue, which is the main actor's executor.
/// `Thread.isMainThread` is not the same test: under some executors (e.g.
/// Swift Testing on Linux) the main actor runs on another thread.
package enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        Dispatch.DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    package static var isCurrent: Bool { Dispatch.DispatchQueue.getSpecific(key: key) == 1 }

    /// Whether `queue` is the main queue (on Linux `DispatchQueue.main` makes a new wrapper object each time, so `===` cannot tell).
    package static func isMain(_ queue: Dispatch.DispatchQueue) -> Bool { queue.getSpecific(key: key) == 1 }

    /// Runs `work` on the main actor: now if already there, else soon.
    package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            Dispatch.DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { MainActor.assumeIsolated { work() } }
        }
    }
}

import Dispatch
import LiveUI

/// Runs scheduled work on the main dispatch queue: the production clock.
public final class MainQueueScheduler: Scheduler {
    public init() {}

    public func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
        // `work` is main-actor code handed to the main queue, which runs on the main actor.
        // `qos:` spelled out: Dispatch's own method, not LiveUI's session-clock one (which would call back here).
        let body: @Sendable () -> Void = { MainActor.assumeIsolated { work() } }
        if seconds <= 0 {
            Dispatch.DispatchQueue.main.async(group: nil, qos: .unspecified, flags: [], execute: body)
        } else {
            Dispatch.DispatchQueue.main.asyncAfter(deadline: .now() + seconds, qos: .unspecified, flags: [], execute: body)
        }
    }
}

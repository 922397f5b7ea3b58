import Dispatch

// `DispatchQueue.main.asyncAfter` in view and model code must run on the
// session's clock (a `ManualScheduler` in tests), whether or not the file
// also imports Foundation or Dispatch.
//
// LiveUI used to declare a `DispatchQueue` type of its own. The name then
// meant LiveUI's type in a file that imported only LiveUI, but Dispatch's
// in a file that also imported Foundation: the lookup became ambiguous and
// the compiler silently chose the system queue, bypassing the clock.
//
// So there is no second type. These are extension methods on Dispatch's own
// `DispatchQueue`, so the same set of candidates is visible with any
// combination of imports. For the calls SwiftUI code makes (`asyncAfter
// (deadline:) { }`, `async { }`), a candidate without the defaulted `qos:`
// and `flags:` parameters ranks above Dispatch's, so these win every time
// (`DispatchQueueResolution*Tests` check each case in Swift 5 and 6 mode).
// The closure type is Dispatch's, so the compiler's rule that a closure
// given to `DispatchQueue.main` runs on the main actor applies unchanged.
//
// Work for the main queue, sent while a session runs code, goes on that
// session's scheduler (or, queued with no delay by an event's action, runs
// before the event's render: `SameTurnWork`); any other queue, or code
// outside a session, gets the real queue. Spelling out `qos:` reaches
// Dispatch's method directly.
extension Dispatch.DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        guard MainQueue.isMain(self), let session = SessionEnvironment.current else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        session.schedule(after: delay, work)
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable () -> Void) {
        guard MainQueue.isMain(self), let session = SessionEnvironment.current else {
            asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        let delay = max(0, Double(wallDeadline.rawValue) - Double(DispatchWallTime.now().rawValue)) / 1e9
        session.schedule(after: delay, work)
    }

    public func async(execute work: @escaping @Sendable () -> Void) {
        guard MainQueue.isMain(self), let session = SessionEnvironment.current else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        session.schedule(after: 0, work)
    }
}

extension SessionEnvironment {
    /// Runs `work` on this session's clock, with this session's environment
    /// visible again when it runs (so work it schedules stays on the clock).
    func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void) {
        let scheduler = self.scheduler
        MainQueue.run { [self] in
            let run: @MainActor () -> Void = { SessionEnvironment.$current.withValue(self) { work() } }
            guard delay <= 0 else { return scheduler.schedule(after: delay, run) }
            if let turn, turn.hold(run) { return }
            // Counted until it runs: an action's zero-delay work is held only when none waits (`SameTurnWork`).
            guard let tasks else { return scheduler.schedule(after: 0, run) }
            tasks.queued()
            scheduler.schedule(after: 0) {
                tasks.ranQueued()
                run()
            }
        }
    }
}

import Dispatch

/// Stands in for `Dispatch.DispatchQueue` in view and model code so that
/// `DispatchQueue.main.asyncAfter` runs on the session's scheduler (a test
/// clock in tests). Other queues are not shimmed: use `Dispatch.DispatchQueue`.
public struct DispatchQueue: Sendable {
    public static let main = DispatchQueue()

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void) {
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        schedule(after: delay, work)
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @MainActor @Sendable () -> Void) {
        let delay = max(0, Double(wallDeadline.rawValue) - Double(DispatchWallTime.now().rawValue)) / 1e9
        schedule(after: delay, work)
    }

    public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
        schedule(after: 0, work)
    }

    private func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        guard let scheduler = SessionEnvironment.current?.scheduler else {
            Dispatch.DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { work() } }
            return
        }
        MainQueue.run { scheduler.schedule(after: delay, work) }
    }
}

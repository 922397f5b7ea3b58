import LiveHTML

/// What platform shims (`UIScreen`, `DispatchQueue.main`, `Task.sleep`) need
/// from the session whose code is running. Set only while a session renders
/// or runs an action (and inherited by the tasks it starts); never a mutable global.
package final class SessionEnvironment: Sendable {
    package let viewport: Viewport
    package let scheduler: any Scheduler
    /// The session's `.task`s and clock sleeps, so tests can wait until they are idle.
    package let tasks: TaskTracker?

    package init(viewport: Viewport, scheduler: any Scheduler, tasks: TaskTracker? = nil) {
        self.viewport = viewport
        self.scheduler = scheduler
        self.tasks = tasks
    }

    @TaskLocal package static var current: SessionEnvironment?
}

/// Counts a session's running `.task`s and the ones among them asleep on
/// the session's clock: when the two are equal, only the clock can move them.
@MainActor
package final class TaskTracker: Sendable {
    package private(set) var running = 0
    package private(set) var sleeping = 0

    package nonisolated init() {}

    /// Whether every running task waits for the clock (or none runs).
    package var isIdle: Bool { running <= sleeping }

    func started() { running += 1 }
    func finished() { running -= 1 }
    func fellAsleep() { sleeping += 1 }
    func wokeUp() { sleeping -= 1 }
}

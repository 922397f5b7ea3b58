import LiveHTML

/// What platform shims (`UIScreen`, `DispatchQueue.main`) need from the
/// session whose code is running. Set only while a session renders or runs
/// an action; never a mutable global.
package final class SessionEnvironment: Sendable {
    package let viewport: Viewport
    package let scheduler: any Scheduler

    package init(viewport: Viewport, scheduler: any Scheduler) {
        self.viewport = viewport
        self.scheduler = scheduler
    }

    @TaskLocal package static var current: SessionEnvironment?
}

import LiveHTML

/// What platform shims (`UIScreen`, `DispatchQueue.main`, `Task.sleep`) need
/// from the session whose code is running. Set only while a session renders
/// or runs an action (and inherited by the tasks it starts); never a mutable global.
package final class SessionEnvironment: Sendable {
    package let viewport: Viewport
    package let scheduler: any Scheduler
    /// The session's `.task`s and clock sleeps, so tests can wait until they are idle.
    package let tasks: TaskTracker?
    /// While an event's action runs: the main-queue work it queues with no
    /// delay, run before the event's render (`SameTurnWork`).
    package let turn: SameTurnWork?

    package init(viewport: Viewport, scheduler: any Scheduler, tasks: TaskTracker? = nil, turn: SameTurnWork? = nil) {
        self.viewport = viewport
        self.scheduler = scheduler
        self.tasks = tasks
        self.turn = turn
    }

    @TaskLocal package static var current: SessionEnvironment?

    /// The environment to run this session's callback in (`onReceive`'s, made
    /// in a render): the one running now if it is this session's action, so
    /// the work the callback queues is held with the action's, else this one.
    package var orRunningAction: SessionEnvironment {
        if let running = SessionEnvironment.current, running.turn != nil, let tasks, running.tasks === tasks { return running }
        return self
    }
}

/// Counts a session's running `.task`s and the ones among them asleep on
/// the session's clock: when the two are equal, only the clock can move them.
/// Also its main-queue work queued with no delay that has not run yet
/// (`SameTurnWork`). `Int32`s: the three fit the 32-byte allocation two `Int`s took.
@MainActor
package final class TaskTracker: Sendable {
    package private(set) var running: Int32 = 0
    package private(set) var sleeping: Int32 = 0
    /// Zero-delay work on the session's clock, not held by an action: an
    /// action's own must not run before it (`SameTurnWork`).
    package private(set) var queuedNow: Int32 = 0

    package nonisolated init() {}

    /// Whether every running task waits for the clock (or none runs).
    package var isIdle: Bool { running <= sleeping }

    func queued() { queuedNow += 1 }
    func ranQueued() { queuedNow -= 1 }
    func started() { running += 1 }
    func finished() { running -= 1 }
    func fellAsleep() { sleeping += 1 }
    func wokeUp() { sleeping -= 1 }
}

/// Main-queue work an event's action queues with no delay
/// (`DispatchQueue.main.async`, `asyncAfter(deadline: .now())`, Combine's
/// `receive(on: DispatchQueue.main)`), held to run after the action and
/// before the event's render, so the event gets one reply with the state it
/// settles in.
///
/// Why: that is typically when it runs under SwiftUI on iOS. A tap's action
/// runs in one turn of the main run loop; before the turn ends (and commits
/// the frame SwiftUI updates in) the run loop services the main dispatch
/// queue once, so work the action queued there lands in the same frame, and
/// an intermediate state it replaces ("Logging in…" before a login with no
/// delay) is not drawn. (Run-loop behaviour, not a documented promise.)
/// Work queued by that work waits for the next turn, as it does here: only
/// one round is held, so a block that queues itself again cannot spin.
///
/// The main queue runs in order, so an action's work is held only while the
/// session has no zero-delay work of its own still waiting there (queued by
/// an `onAppear` of the last render, say: several events can arrive in one
/// read of the socket and be handled before the queue runs). Otherwise it
/// queues behind that work, as before (`Session.handle`).
@MainActor
package final class SameTurnWork: Sendable {
    private var collecting = true
    private var queued: [@MainActor () -> Void] = []

    package nonisolated init() {}

    /// Keeps `work` for `runQueued`; false once the action is over (the caller schedules it as usual).
    func hold(_ work: @escaping @MainActor () -> Void) -> Bool {
        guard collecting else { return false }
        queued.append(work)
        return true
    }

    /// Runs what the action queued, in order; what that queues goes to the session's clock.
    package func runQueued() {
        collecting = false
        let work = queued
        queued = []
        for item in work { item() }
    }
}

import LiveUI

/// What the views' state slots and storage areas (as their
/// `InvalidationTarget`), Observation's and Combine's callbacks, the session's
/// own scheduled work and its durable writer hold instead of a `weak`
/// reference to the session, which kept every retain and release of a session
/// on the runtime's slow path. As `LifetimeLink` (LiveUI), which it cannot
/// subclass across modules, but an invalidation target too.
final class SessionLink: InvalidationTarget, @unchecked Sendable {
    nonisolated(unsafe) private var reference: Unmanaged<Session>?

    nonisolated init() {}

    /// The session, while it lives.
    var session: Session? { reference?.takeUnretainedValue() }

    /// Called once, from the session's initializer.
    func attach(_ session: Session) { reference = Unmanaged.passUnretained(session) }

    /// Called from the session's `deinit`: whoever still holds the link finds no session.
    nonisolated func detach() { reference = nil }

    func invalidate(animation: Animation?) { session?.invalidate(animation: animation) }
    func invalidateDependents(animation: Animation?) { session?.invalidateDependents(animation: animation) }

    /// For Observation's change callback, which may run on any thread, before the change.
    nonisolated func invalidateFromObservation() {
        let animation = Transaction.currentAnimationForRuntime
        MainQueue.run { [self] in session?.invalidate(animation: animation) }
    }
}

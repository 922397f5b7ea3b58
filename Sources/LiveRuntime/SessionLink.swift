import LiveUI

/// What the views' state slots and storage areas (as their
/// `InvalidationTarget`), Combine's callbacks, the session's
/// own scheduled work and its durable writer hold instead of a `weak`
/// reference to the session, which kept every retain and release of a session
/// on the runtime's slow path (LifetimeLink.swift).
typealias SessionLink = LifetimeLink<Session>

extension LifetimeLink where Object == Session {
    /// The session, while it lives.
    var session: Session? { object }
}

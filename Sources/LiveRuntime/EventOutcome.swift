import LiveHTML

/// The result of one event: the patch to send (always, for its ack) and the
/// error, if the event was refused.
public struct EventOutcome: Sendable {
    public var patch: Patch
    public var error: SessionError?
    /// The event had been applied before (a resend after reconnecting).
    public var wasDuplicate: Bool
}

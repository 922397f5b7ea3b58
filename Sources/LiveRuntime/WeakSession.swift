import LiveUI

/// A Sendable weak handle for Observation's change callback.
final class WeakSession: Sendable {
    nonisolated(unsafe) weak var session: Session?
    init(_ session: Session) { self.session = session }

    func invalidateFromObservation() {
        let animation = Transaction.currentAnimationForRuntime
        MainQueue.run { [self] in session?.invalidate(animation: animation) }
    }
}

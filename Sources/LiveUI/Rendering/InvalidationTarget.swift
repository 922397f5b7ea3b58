/// Whoever re-renders when state changes: the session runtime.
@MainActor
package protocol InvalidationTarget: AnyObject {
    func invalidate(animation: Animation?)
}

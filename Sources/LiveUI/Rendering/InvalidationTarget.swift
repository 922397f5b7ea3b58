/// Whoever re-renders when state changes: the session runtime.
@MainActor
package protocol InvalidationTarget: AnyObject {
    /// Something changed that the render cache cannot attribute to views: render everything.
    func invalidate(animation: Animation?)
    /// A change whose dependent views are already marked dirty (issue #16): render, reusing the rest.
    func invalidateDependents(animation: Animation?)
}

extension InvalidationTarget {
    package func invalidateDependents(animation: Animation?) { invalidate(animation: animation) }
}

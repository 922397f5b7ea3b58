/// What holds an object without keeping it alive, in place of a `weak`
/// reference to it.
///
/// The first weak reference to an object gives it a side table, and from
/// then on every retain and release of it takes the runtime's slow path. The
/// session and its render cache are retained and released dozens of times an
/// event, and both were weakly referenced (by state slots, render frames and
/// callbacks): at 1,000 sessions of the plain login app (`perf`), the slow
/// path's `incrementSlow` was 2.1 % of the server's CPU. A link takes those
/// references instead.
///
/// The object owns its link and calls `detach()` from its `deinit`, so
/// `object` is nil once the object is gone, never dangling. Main actor only.
@MainActor
package final class LifetimeLink<Object: AnyObject>: @unchecked Sendable {
    nonisolated(unsafe) private var reference: Unmanaged<Object>?

    package nonisolated init() {}

    /// The object, while it lives.
    package var object: Object? { reference?.takeUnretainedValue() }

    /// Called once, from the object's initializer.
    package func attach(_ object: Object) { reference = Unmanaged.passUnretained(object) }

    /// Called from the object's `deinit`: whoever still holds the link finds nothing.
    package nonisolated func detach() { reference = nil }
}

/// A link to an invalidation target is one too: state slots and storage areas
/// hold the session's link as their target (SessionLink.swift).
extension LifetimeLink: InvalidationTarget where Object: InvalidationTarget {
    package func invalidate(animation: Animation?) { object?.invalidate(animation: animation) }
    package func invalidateDependents(animation: Animation?) { object?.invalidateDependents(animation: animation) }
}

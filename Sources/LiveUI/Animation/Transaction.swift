/// The animation in effect while state changes, as set by `withAnimation`.
public enum Transaction {
    @TaskLocal static var currentAnimation: Animation?
}

/// Runs `body`, animating the view changes its state changes cause.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$currentAnimation.withValue(animation) { try body() }
}

extension Transaction {
    /// The animation of the `withAnimation` block running now, for the runtime.
    package static var currentAnimationForRuntime: Animation? { currentAnimation }
}

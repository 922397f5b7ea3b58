/// The context of a state change: the animation it runs with. Set by
/// `withAnimation`/`withTransaction`, and handed to `@GestureState` updates.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// When true, changes made with this transaction do not animate.
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    @TaskLocal static var currentAnimation: Animation?
}

/// Runs `body`, animating the view changes its state changes cause.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$currentAnimation.withValue(animation) { try body() }
}

/// When `withAnimation`'s completion runs: SwiftUI distinguishes a logical
/// from a visual end; here both are the end of the animation's timing.
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logical")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` animated, then `completion` once the animation has run its
/// course on the session's clock (its delay and duration, divided by its speed).
/// An animation that repeats forever never completes, as in SwiftUI.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor @Sendable () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    if animation?.repeatsForever != true {
        let seconds = animation?.totalDuration ?? 0
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { completion() }
    }
    return result
}

/// Runs `body` with `transaction`'s animation (none when it disables animations).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(transaction.disablesAnimations ? nil : transaction.animation, body)
}

extension Transaction {
    /// The animation of the `withAnimation` block running now, for the runtime.
    package static var currentAnimationForRuntime: Animation? { currentAnimation }
}

extension Binding {
    /// A binding whose writes animate: `Toggle("Show", isOn: $show.animation(.spring()))`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withAnimation(animation) { base.wrappedValue = value } })
    }

    /// A binding whose writes run with `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }
}

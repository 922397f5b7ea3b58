import LiveHTML

/// A view LiveUI lowers to nodes itself instead of asking for a `body`.
@MainActor
protocol PrimitiveView {
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node]
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// Renders the view stored at `pointer`. Found by casting the view's
    /// type, not its value: casting a value to `any PrimitiveView` copied the
    /// whole view (and so every view nested in it) into a box at every level.
    static func render(
        at pointer: UnsafeRawPointer, _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        pointer.assumingMemoryBound(to: Self.self).pointee.render(ctx, path, env)
    }
}

/// `withUnsafePointer(to:)` for rendering. Called with main-actor closures:
/// handing those to the standard library's function directly costs a
/// run-time isolation check per call (one per view rendered), as the
/// library's parameter is not isolated; this module's is checked at compile time.
@inline(__always)
func borrowingPointer<T, R>(to value: T, _ body: (UnsafePointer<T>) -> R) -> R {
    withUnsafePointer(to: value, body)
}

import LiveHTML

/// A view LiveUI lowers to nodes itself instead of asking for a `body`.
@MainActor
protocol PrimitiveView {
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node]
    /// `render` on a value reached through a pointer (`render(at:)`); never
    /// implemented by a view (the default calls `render`). A `mutating`
    /// requirement takes its value by address: calling the non-mutating
    /// `render` on `pointee` made the caller copy the whole view (and so every
    /// view nested in it, retaining each reference inside) into a temporary
    /// first, at every level of every render.
    mutating func renderInPlace(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node]
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    mutating func renderInPlace(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        render(ctx, path, env)
    }

    /// Renders the view stored at `pointer`. Found by casting the view's
    /// type, not its value: casting a value to `any PrimitiveView` copied the
    /// whole view (and so every view nested in it) into a box at every level.
    /// Through `renderInPlace`: nothing is written (`render` is not mutating),
    /// the mutable pointer only lets the value be passed by address.
    static func render(
        at pointer: UnsafeRawPointer, _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: Self.self).pointee.renderInPlace(ctx, path, env)
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

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
    static func render(at pointer: UnsafeRawPointer, _ ctx: RenderContext, _ path: ViewPath,
                       _ env: EnvironmentValues) -> [Node] {
        pointer.assumingMemoryBound(to: Self.self).pointee.render(ctx, path, env)
    }
}

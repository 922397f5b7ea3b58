import LiveHTML

/// A view LiveUI lowers to nodes itself instead of asking for a `body`.
@MainActor
protocol PrimitiveView {
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node]
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

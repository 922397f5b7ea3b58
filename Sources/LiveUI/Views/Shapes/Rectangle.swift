import LiveHTML

/// A built-in shape; draws in the foreground color unless filled.
public struct Rectangle: Shape, PrimitiveView, CSSShape {
    public init() {}
    var borderRadius: String? { nil }

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

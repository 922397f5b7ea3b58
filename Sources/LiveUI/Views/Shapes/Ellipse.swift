import LiveHTML

/// A built-in shape; draws in the foreground color unless filled.
public struct Ellipse: Shape, PrimitiveView, CSSShape {
    public init() {}
    var borderRadius: String? { "50%" }

    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

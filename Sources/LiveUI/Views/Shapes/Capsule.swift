import LiveHTML

/// A built-in shape; draws in the foreground color unless filled.
public struct Capsule: Shape, PrimitiveView, CSSShape {
    public init() {}
    var borderRadius: String? { "9999px" }

    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

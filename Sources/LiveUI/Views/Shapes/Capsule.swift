import LiveHTML

/// A built-in shape; draws in the foreground color unless filled.
public struct Capsule: Shape, PrimitiveView, CSSShape {
    public init() {}
    var borderRadius: String? { "9999px" }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

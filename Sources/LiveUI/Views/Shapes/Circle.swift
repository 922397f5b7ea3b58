import LiveHTML

/// A built-in shape; draws in the foreground color unless filled.
public struct Circle: Shape, PrimitiveView, CSSShape {
    public init() {}
    var borderRadius: String? { "50%" }
    var keepsAspect: Bool { true }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

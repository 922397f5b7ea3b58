import LiveHTML

/// A built-in shape; draws in the foreground color unless filled.
public struct Circle: Shape, PrimitiveView, CSSShape {
    public init() {}
    var borderRadius: String? { "50%" }
    var keepsAspect: Bool { true }
    /// The largest circle centered in `rect`, from its rightmost point, clockwise on screen (as SwiftUI's).
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

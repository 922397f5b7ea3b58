import LiveHTML

/// A view that renders nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { [] }
}

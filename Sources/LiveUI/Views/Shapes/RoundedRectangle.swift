import LiveHTML

/// A rectangle with rounded corners; draws in the foreground color unless filled.
public struct RoundedRectangle: Shape, PrimitiveView, CSSShape {
    public let cornerRadius: CGFloat

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        self.cornerRadius = cornerRadius
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerRadius = cornerSize.width
    }

    var borderRadius: String? { Layout.px(cornerRadius) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

/// How rounded corners are drawn; the web draws circular corners.
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

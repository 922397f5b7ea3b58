import LiveHTML

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", "sp")])
        switch env.stackAxis {
        case .horizontal: e.addClass("lx")
        case .vertical: e.addClass("ly")
        case nil: e.setExpansion(x: true, y: true)
        }
        if let minLength {
            e.addStyle(env.stackAxis == .vertical ? "min-height" : "min-width", Layout.px(minLength))
        }
        return [.element(e)]
    }
}

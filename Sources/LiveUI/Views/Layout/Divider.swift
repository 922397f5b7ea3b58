import LiveHTML

/// A thin line across the enclosing stack.
public struct Divider: View, PrimitiveView {
    public init() {}
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element("hr", id: path.raw, attributes: [Attribute("class", "dv")])
        if env.stackAxis == .horizontal {
            e.addClass("dv-v")
            e.addClass("ly")
            e[attribute: "aria-orientation"] = "vertical"
        } else {
            e.addClass("lx")
        }
        return [.element(e)]
    }
}

import LiveHTML

/// A title with an icon. Icons come from LiveUI's small built-in symbol set;
/// unknown names show the title alone.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let symbol: String?
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        var children: [Node] = []
        if let symbol, let icon = SymbolIcons.svg(named: symbol, id: path.child("i").raw) {
            children.append(.element(icon))
        }
        children += ctx.render(title, path.child("t"), inner)
        return [.element(Element("span", id: path.raw, attributes: [Attribute("class", "lb")], children: children))]
    }
}

extension Label where Title == Text, Icon == EmptyView {
    public init(_ title: String, systemImage name: String) {
        self.title = Text(title)
        self.symbol = name
    }
}

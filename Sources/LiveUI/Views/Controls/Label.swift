import LiveHTML

/// A title with an icon. Icons come from LiveUI's built-in symbol set
/// (docs/symbols.md); an unknown name shows a neutral placeholder glyph and
/// is reported once as a render warning, so the server logs it.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let symbol: String?
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        var children: [Node] = []
        if let symbol {
            children.append(.element(SymbolIcons.icon(named: symbol, id: path.child("i").raw, ctx)))
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

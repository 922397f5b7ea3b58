import LiveHTML

/// A vertical list of rows: each top-level view of the content (or of a
/// `ForEach` in it) is one row of a `<ul>`.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        // Lazy on the wire: a ForEach's rows near the viewport only (Rendering/LazyWindow.swift).
        let window = LazyWindow.begin(ctx, path, &inner, axis: .vertical, spacerTag: "li")
        let rows: [Node] = ctx.render(content, Layout.contentPath(Content.self, path), inner).map { node in
            guard case .element(let e) = node, e.tag != "li" else { return node }
            return .element(Element("li", id: e.id + "r", attributes: [Attribute("class", "ls-row")], children: [node]))
        }
        var list = Element("ul", id: path.raw, attributes: [Attribute("class", "ls lx ly"), Attribute("role", "list")], children: rows)
        window.finish(&list, ctx)
        return [.element(list)]
    }
}

extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

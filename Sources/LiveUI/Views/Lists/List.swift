import LiveHTML

/// A vertical list of rows: each top-level view of the content (or item of
/// a `ForEach` in it) is one `<li>` of a `<ul>`; a `Section` in it is an
/// `<li>` holding a labelled `<section>` with rows of its own. With a
/// selection it is a `listbox` whose selectable rows are `option`s.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    var selection: ListSelection?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    init(selection: ListSelection?, content: Content) {
        self.content = content
        self.selection = selection
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let rows = ListRowCollector(selection: selection, cache: ctx.cache)
        defer { rows.finish() }
        var inner = env
        inner.stackAxis = .horizontal
        inner.listRows = rows
        // Lazy on the wire: a ForEach's rows near the viewport only (Rendering/LazyWindow.swift);
        // its spacers are <li>s of their own, which ListRows.wrap leaves as they are.
        let window = LazyWindow.begin(ctx, path, &inner, axis: .vertical, spacerTag: "li")
        var children = ListRows.wrap(ctx.render(content, Layout.contentPath(Content.self, path), inner), ctx, inner, rows)
        ListRows.rove(&children)
        var classes = "ls lx ly " + env.listStyleClass
        if env.editMode?.wrappedValue.isEditing ?? false { classes += " ls-ed" }
        var attributes = [Attribute("class", classes)]
        if let selection {
            attributes.append(Attribute("role", "listbox"))
            if selection.multiple { attributes.append(Attribute("aria-multiselectable", "true")) }
            // MARK: Accessibility (issue 17): a listbox needs a name (its page's
            // title), and a section's <li> is no list item in it: options sit in the section's group.
            attributes.append(Attribute("aria-label", env.navigationLevel?.title ?? "List"))
            for i in children.indices {
                guard case .element(var li) = children[i], li.hasClass("ls-sec") else { continue }
                li[attribute: "role"] = "none"
                children[i] = .element(li)
            }
        } else {
            attributes.append(Attribute("role", "list"))
        }
        guard let refresh = env.refresh else {
            var list = Element("ul", id: path.raw, attributes: attributes, children: children)
            window.finish(&list, ctx)
            return [.element(list)]
        }
        var list = Element("ul", id: path.child("u").raw, attributes: attributes, children: children)
        window.finish(&list, ctx)
        return [RefreshControl.render(list, refresh, ctx, path, env)]
    }
}

// MARK: Lists over data

extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// `List(0..<5) { i in … }`
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }
}

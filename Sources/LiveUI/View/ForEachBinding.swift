// `ForEach($items) { $item in … }`: rows get bindings into the collection.

extension ForEach {
    /// Rows for a binding to a collection of identifiable items; each row's
    /// binding follows its item by id (see `Binding.element(id:last:)`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable {
        let items = data.wrappedValue
        self.data = items.indices.map { data.element(id: items[$0].id, last: items[$0], at: $0) }
        self.id = { $0.wrappedValue.id }
        self.content = content
    }

    /// Rows for a binding to a collection, identified by `id`; each row's binding addresses its position.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        self.data = data.wrappedValue.indices.map { data.element(at: $0) }
        self.id = { $0.wrappedValue[keyPath: id] }
        self.content = content
    }
}

extension List {
    // `List($items) { $item in … }` needs no initializer of its own: a binding to a collection of
    // identifiable items is a collection of identifiable bindings (BindingCollections.swift).

    /// `List($items, id: \.self) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

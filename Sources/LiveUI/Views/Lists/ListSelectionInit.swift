import LiveHTML

// `List(selection:)` in all the spellings SwiftUI has: a single selection
// (`Binding<V?>`) or a multiple one (`Binding<Set<V>>`), over a view builder
// or over data. A row's value is its `.tag(_:)`, or its `ForEach` id; rows
// whose value is not of the selection's type are not selectable.

extension List {
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: content())
    }

    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: content())
    }

    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, id: id, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: ForEach(data, id: id, content: rowContent))
    }

    public init<RowContent: View, SelectionValue: Hashable>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, content: rowContent))
    }

    public init<RowContent: View, SelectionValue: Hashable>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: ForEach(data, content: rowContent))
    }

    // `List($items, selection: $chosen) { $item in … }` takes the forms above: a binding
    // to a collection of identifiable items is a collection of identifiable bindings.
}

import Foundation
import LiveHTML

/// A tree of data shown as rows, each with its children under it when
/// expanded, as SwiftUI's `OutlineGroup` and `List(_:children:)`: a file
/// browser, a table of contents. An item whose `children` is nil is a leaf;
/// one with an array (even empty) can be expanded. All start collapsed.
///
/// The shown rows are one `ForEach` over the visible items, so in a `List`
/// each item is a row of its own (indented by its depth), selectable by its
/// id as any row. An expandable item's row is a `<button aria-expanded>`
/// holding its content and a chevron, as `DisclosureGroup`'s label is.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let roots: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    @State private var expanded: Set<ID> = []

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        roots = data
        self.id = id
        self.children = children
        self.content = content
    }

    /// One visible item: its depth and whether it has children to show.
    struct Row {
        let element: Data.Element
        let key: ID
        let depth: Int
        let expandable: Bool
    }

    /// Deeper than this, items are not shown: a tree that contains itself (a
    /// child list reached again) cannot make the list endless.
    static var maxDepth: Int { 64 }

    var rows: [Row] {
        var out: [Row] = []
        var onPath: Set<ID> = []
        func walk(_ items: Data, depth: Int) {
            for item in items {
                let key = item[keyPath: id]
                let kids = item[keyPath: children]
                out.append(Row(element: item, key: key, depth: depth, expandable: kids != nil))
                guard let kids, expanded.contains(key), depth < Self.maxDepth, !onPath.contains(key) else { continue }
                onPath.insert(key)
                walk(kids, depth: depth + 1)
                onPath.remove(key)
            }
        }
        walk(roots, depth: 0)
        return out
    }

    public var body: some View {
        ForEach(rows, id: \.key) { row in
            if row.expandable {
                let open = expanded.contains(row.key)
                Button {
                    withAnimation {
                        if open { expanded.remove(row.key) } else { expanded.insert(row.key) }
                    }
                } label: {
                    HStack {
                        content(row.element)
                        Spacer()
                        Image(systemName: "chevron.right")
                            .foregroundStyle(.tint)
                            .rotationEffect(.degrees(open ? 90 : 0))
                    }
                }
                .buttonStyle(.plain)
                .modifier(AttributeModifier(name: "aria-expanded", value: open ? "true" : "false"))
                .padding(.leading, CGFloat(row.depth) * 20)
            } else {
                content(row.element)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.leading, CGFloat(row.depth) * 20)
            }
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List {
    /// `List(tree, children: \.children) { item in … }`: the tree's items as rows, expandable.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(selection: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: OutlineGroup(data, children: children, content: rowContent))
    }

    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            selection: selection.map { ListSelection(multiple: $0) }, content: OutlineGroup(data, children: children, content: rowContent))
    }
}

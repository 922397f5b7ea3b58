import Foundation
import LiveHTML

/// One column of a `Table`, as SwiftUI's `TableColumn`: a title, what each
/// row shows in it (its `value` as text, or a view of the app's own), and,
/// when it has a `value`, how to sort by it (a `KeyPathComparator`).
@MainActor
public struct TableColumn<RowValue> {
    let title: String
    let cell: (RowValue) -> AnyView
    /// Nil for a column that cannot be sorted by.
    let comparator: KeyPathComparator<RowValue>?
    var width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) = (nil, nil, nil)

    /// The value as text, sortable by it.
    public init(_ title: String, value: KeyPath<RowValue, String> & Sendable) {
        self.title = title
        cell = { AnyView(Text($0[keyPath: value])) }
        comparator = KeyPathComparator(value)
    }

    /// A view of the app's own, sortable by `value`.
    public init<V: Comparable, Content: View>(
        _ title: String, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.title = title
        cell = { AnyView(content($0)) }
        comparator = KeyPathComparator(value)
    }

    /// A view of the app's own, not sortable.
    public init<Content: View>(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = title
        cell = { AnyView(content($0)) }
        comparator = nil
    }

    /// A fixed width.
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        copy.width = (width, width, width)
        return copy
    }

    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = (min, ideal, max)
        return copy
    }
}

/// Builds a table's columns: one or more `TableColumn`s, `if`/`else`, `for`.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
    public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] { columns.flatMap { $0 } }
    public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { columns ?? [] }
    public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    public static func buildArray(_ columns: [[TableColumn<RowValue>]]) -> [TableColumn<RowValue>] { columns.flatMap { $0 } }
}

import Foundation
import LiveHTML

/// Rows of data in columns, as SwiftUI's `Table` shows it on a Mac or an iPad:
/// a `<table>` with a header row of the columns' titles and a row per item.
///
/// With `sortOrder:`, a sortable column's title is a button: a click makes
/// that column the first comparator of the binding (forward), or turns it
/// round when it is first already; the app sorts its data when the order
/// changes, as in SwiftUI. The header says which way (`aria-sort`). With
/// `selection:`, a click (or Return/Space on the focused row) selects a row,
/// or toggles it in a multiple selection; rows say so (`aria-selected`).
///
/// SwiftUI shows only the first column in a compact width (an iPhone); a
/// page shows them all and scrolls sideways when they do not fit.
public struct Table<Value: Identifiable>: View, PrimitiveView {
    let rows: [Value]
    let columns: [TableColumn<Value>]
    var selection: ListSelection?
    var sortOrder: Binding<[KeyPathComparator<Value>]>?

    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
        self.sortOrder = sortOrder
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>? = nil,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
        self.selection = ListSelection(single: selection)
        self.sortOrder = sortOrder
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>? = nil,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
        self.selection = ListSelection(multiple: selection)
        self.sortOrder = sortOrder
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var cellEnv = env
        cellEnv.stackAxis = nil
        let first = sortOrder?.wrappedValue.first
        var headers: [Node] = []
        for (i, column) in columns.enumerated() {
            let cellPath = path.child("h\(i)")
            var th = Element("th", id: cellPath.raw, attributes: [Attribute("scope", "col")])
            Self.applyWidth(column.width, to: &th)
            if let comparator = column.comparator, let sortOrder {
                let current = first?.keyPath == comparator.keyPath ? first?.order : nil
                th[attribute: "aria-sort"] = current.map { $0 == .forward ? "ascending" : "descending" } ?? "none"
                let button = cellPath.child("b")
                th.children = [
                    .element(
                        Element(
                            "button", id: button.raw, attributes: [Attribute("type", "button"), Attribute("class", "bt pl tb-sort")],
                            children: [.text(column.title)]))
                ]
                var handlers = EventHandlers()
                handlers.click = {
                    var order = sortOrder.wrappedValue
                    if let head = order.first, head.keyPath == comparator.keyPath {
                        order[0].order = head.order == .forward ? .reverse : .forward
                    } else {
                        order.removeAll { $0.keyPath == comparator.keyPath }
                        order.insert(comparator, at: 0)
                    }
                    sortOrder.wrappedValue = order
                }
                if env.isEnabled { ctx.register(button.raw, handlers) }
            } else {
                th.children = [.text(column.title)]
            }
            headers.append(.element(th))
        }
        var body: [Node] = []
        // Rows by id, as a ForEach's: a repeated id would give two rows one DOM id (the first is kept).
        var seen = Set<String>()
        for row in rows {
            let component = ViewPath.sanitize(row.id)
            guard seen.insert(component).inserted else { continue }
            let rowPath = path.child("k" + component)
            var tr = Element("tr", id: rowPath.raw)
            tr.children = columns.enumerated().map { i, column in
                var td = Element("td", id: rowPath.child("c\(i)").raw)
                td.children = ctx.render(column.cell(row), rowPath.child("v\(i)"), cellEnv)
                return .element(td)
            }
            if let selection, env.isEnabled {
                let tag = AnyHashable(row.id)
                tr[attribute: "aria-selected"] = selection.isSelected(tag) ? "true" : "false"
                tr[attribute: "data-lv-tap"] = "1"
                tr[attribute: "tabindex"] = "0"
                var handlers = EventHandlers()
                handlers.click = { selection.choose(tag) }
                ctx.register(tr.id, handlers)
            }
            body.append(.element(tr))
        }
        var table = Element(
            "table", id: path.child("t").raw, attributes: [Attribute("class", "tb")],
            children: [
                .element(Element("thead", id: path.child("th").raw, children: [.element(Element("tr", id: path.child("hr").raw, children: headers))])),
                .element(Element("tbody", id: path.child("tb").raw, children: body)),
            ])
        if selection != nil {
            table[attribute: "role"] = "grid"
            if selection?.multiple == true { table[attribute: "aria-multiselectable"] = "true" }
        }
        return [.element(Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", "tb-w lx")], children: [.element(table)]))]
    }

    private static func applyWidth(_ width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?), to th: inout Element) {
        if let w = width.ideal, w.isFinite, w >= 0 { th.addStyle("width", Layout.px(w)) }
        if let w = width.min, w.isFinite, w >= 0 { th.addStyle("min-width", Layout.px(w)) }
        if let w = width.max, w.isFinite, w >= 0 { th.addStyle("max-width", Layout.px(w)) }
    }
}

import LiveHTML

/// A two-dimensional table of views: a CSS grid with as many columns as its
/// widest `GridRow`; each row is a subgrid spanning them, so cells line up
/// in columns. A view directly in the grid (a `Divider`) spans every column.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .vertical
        var children = ctx.render(content, Layout.contentPath(Content.self, path), inner)
        let columns = Self.layOut(&children)
        // A divider across the grid does not widen it: the rows' cells decide its size.
        let rows = children.filter { $0.element?.hasClass("gr") ?? false }
        var e = Layout.container(path, env, classes: "gd", children: children) { _ in Layout.expansion(of: rows) }
        e.addStyle("grid-template-columns", "repeat(" + String(max(columns, 1)) + ",auto)")
        if let horizontalSpacing { e.addStyle("column-gap", Layout.px(horizontalSpacing)) }
        if let verticalSpacing { e.addStyle("row-gap", Layout.px(verticalSpacing)) }
        alignment.apply(to: &e)
        return [.element(e)]
    }

    /// Counts the columns (cells, with their `gridCellColumns` spans), makes
    /// other views span the whole width, and applies `gridColumnAlignment`
    /// to every cell of the column that asked for it.
    static func layOut(_ children: inout [Node]) -> Int {
        var columns = 0
        var columnAlignment: [Int: String] = [:]
        for case .element(let row) in children where row.hasClass("gr") {
            var column = 0
            for case .element(let cell) in row.children {
                if let alignment = cell[attribute: "data-gca"], columnAlignment[column] == nil { columnAlignment[column] = alignment }
                column += span(of: cell)
            }
            columns = max(columns, column)
        }
        for index in children.indices {
            guard case .element(var child) = children[index] else { continue }
            if !child.hasClass("gr") {
                child.addStyle("grid-column", "1/-1")
            } else {
                var column = 0
                for cellIndex in child.children.indices {
                    guard case .element(var cell) = child.children[cellIndex] else { continue }
                    cell[attribute: "data-gca"] = nil
                    if let alignment = columnAlignment[column], !cell.hasStyle("justify-self") { cell.addStyle("justify-self", alignment) }
                    column += span(of: cell)
                    child.children[cellIndex] = .element(cell)
                }
            }
            children[index] = .element(child)
        }
        return columns
    }

    /// A cell's `gridCellColumns(_:)`, from its `grid-column:span N` style.
    static func span(of cell: Element) -> Int {
        guard let style = cell[attribute: "style"], let range = style.range(of: "grid-column:span ") else { return 1 }
        return Int(style[range.upperBound...].prefix { $0.isNumber }) ?? 1
    }
}

import LiveHTML

/// One row of a `Grid`: its views are the row's cells, left to right (a CSS
/// subgrid spanning the grid's columns).
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let children = ctx.render(content, Layout.contentPath(Content.self, path), env)
        var e = Layout.container(path, env, classes: "gr", children: children)
        if let alignment { e.addStyle("align-items", alignment.css) }
        return [.element(e)]
    }
}

// MARK: Cell modifiers

/// Sets a grid cell's span or its column's alignment on the cell's element.
struct GridCellModifier: PrimitiveModifier {
    let columns: Int?
    let columnAlignment: HorizontalAlignment?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        Layout.modify(content(path.modified, env), path, env, canMerge: { !$0.hasStyle("grid-column") }) { e in
            if let columns, columns > 1 { e.addStyle("grid-column", "span " + String(columns)) }
            if let columnAlignment { e[attribute: "data-gca"] = columnAlignment.css }
        }
    }
}

extension View {
    /// The cell spans `count` columns of its `Grid`.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier(columns: count, columnAlignment: nil))
    }

    /// Every cell of this cell's column is aligned so in its `Grid`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier(columns: nil, columnAlignment: guide))
    }

    /// Accepted: a cell's views size themselves as CSS grid items do.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Accepted: cells are placed by their column's and row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}

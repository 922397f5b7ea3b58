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
    @inlinable public func gridCellColumns(_ count: Int) -> some View {
        modifier(ModifierFactory.gridCellColumns(count))
    }

    /// Every cell of this cell's column is aligned so in its `Grid`.
    @inlinable public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(ModifierFactory.gridColumnAlignment(guide))
    }

    /// Accepted: a cell's views size themselves as CSS grid items do.
    @inlinable public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(ModifierFactory.gridCellUnsizedAxes(axes))
    }

    /// Accepted: cells are placed by their column's and row's alignment.
    @inlinable public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(ModifierFactory.gridCellAnchor(anchor))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func gridCellColumns(_ count: Int) -> some ViewModifier {
        GridCellModifier(columns: count, columnAlignment: nil)
    }

    @usableFromInline static func gridColumnAlignment(_ guide: HorizontalAlignment) -> some ViewModifier {
        GridCellModifier(columns: nil, columnAlignment: guide)
    }

    @usableFromInline static func gridCellUnsizedAxes(_ axes: Axis.Set) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func gridCellAnchor(_ anchor: UnitPoint) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }
}

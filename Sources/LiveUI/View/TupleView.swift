import LiveHTML

/// Several views side by side, produced by `@ViewBuilder`. Each child's
/// position is part of its identity.
public struct TupleView<T>: View, PrimitiveView, TupleViewMarker {
    public var value: T
    /// Takes the tuple by pointer: a tuple of a parameter pack passed by value
    /// is copied whole on entry (every child view, and every view in each).
    @usableFromInline let renderChildren: @MainActor (UnsafePointer<T>, RenderContext, ViewPath, EnvironmentValues) -> [Node]

    public init(_ value: T) {
        self.value = value
        // Without the pack we can only reflect; `ViewBuilder` uses the fast init.
        self.renderChildren = { value, ctx, path, env in
            var nodes: [Node] = []
            for (index, child) in Mirror(reflecting: value.pointee).children.enumerated() {
                if let view = child.value as? any View { nodes += ctx.render(view, path.child(index), env) }
            }
            return nodes
        }
    }

    @usableFromInline init(
        value: T, renderChildren: @escaping @MainActor (UnsafePointer<T>, RenderContext, ViewPath, EnvironmentValues) -> [Node]
    ) {
        self.value = value
        self.renderChildren = renderChildren
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // The closure, not `self`, captured: capturing `self` looked up
        // `TupleView<T>`'s metadata on every call (≈ 450 instructions).
        let renderChildren = self.renderChildren
        return borrowingPointer(to: value) { renderChildren($0, ctx, path, env) }
    }
}

/// Lets containers that treat their children separately (NavigationView) take a tuple apart.
@MainActor
protocol TupleViewMarker {
    var childViews: [any View] { get }
}

extension TupleView {
    var childViews: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

/// Walks a tuple's elements in place, through a pointer to the tuple, for
/// `ViewBuilder`'s blocks: each element at the next offset aligned for its
/// type, as Swift lays out tuples (checked against `MemoryLayout.offset(of:)`
/// in `TupleCursorTests`).
@usableFromInline struct TupleCursor {
    let base: UnsafeRawPointer
    var offset = 0
    var index = 0

    @usableFromInline init(_ base: UnsafeRawPointer) { self.base = base }

    /// The next element, of type `T`, and its position.
    mutating func next<T>(_ type: T.Type) -> (UnsafePointer<T>, Int) {
        let alignment = MemoryLayout<T>.alignment
        offset = (offset + alignment - 1) & ~(alignment - 1)
        let element = (base + offset).assumingMemoryBound(to: T.self)
        offset += MemoryLayout<T>.size
        index += 1
        return (element, index - 1)
    }
}

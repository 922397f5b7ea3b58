import LiveHTML

/// Builds view content from closures: several children, `if`/`else`,
/// `if` without `else`, `switch`, optionals and availability checks.
@MainActor @resultBuilder
public enum ViewBuilder {
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Inlinable, as the rest of the builder: an app's `body` then makes its
    /// `TupleView` and the closure below for its own concrete types, and the
    /// run time need not look up `TupleView<(A, B, …)>` and the tuple's
    /// metadata for every block of every render (≈ 900 instructions a block,
    /// 35k a login cycle; callgrind, `LiveBench N flow`).
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // The closure takes the tuple instead of capturing the views: captured, every
        // copy of a TupleView would carry its children twice. By pointer: a tuple
        // of a pack taken by value is copied whole on entry; through the pointer
        // each child is passed by address.
        TupleView(value: (repeat each content)) { (value: UnsafePointer<(repeat each Content)>, ctx, path, env) in
            var count = 0
            for _ in repeat (each Content).self { count += 1 }
            var nodes: [Node] = []
            nodes.reserveCapacity(count)
            // Each child rendered where the tuple holds it. `for view in repeat each`
            // (or passing `each value.pointee`) copied every child first, and a
            // child's copy is its whole subtree's (a stack's tuple, each
            // modifier's content), once for every level above it: ≈ 95k
            // instructions a login cycle of value-witness copies and destroys.
            var cursor = TupleCursor(UnsafeRawPointer(value))
            repeat ctx.renderChild(&cursor, (each Content).self, path, env, into: &nodes)
            return nodes
        }
    }
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    @inlinable public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        .init(storage: .trueContent(first))
    }
    @inlinable public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        .init(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

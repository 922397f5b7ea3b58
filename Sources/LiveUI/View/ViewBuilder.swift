import LiveHTML

/// Builds view content from closures: several children, `if`/`else`,
/// `if` without `else`, `switch`, optionals and availability checks.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // The closure takes the tuple instead of capturing the views: captured, every
        // copy of a TupleView would carry its children twice. By pointer: a tuple
        // of a pack taken by value is copied whole on entry; through the pointer
        // each child is passed by address.
        TupleView(value: (repeat each content)) { (value: UnsafePointer<(repeat each Content)>, ctx, path, env) in
            var count = 0
            for _ in repeat each value.pointee { count += 1 }
            var nodes: [Node] = []
            nodes.reserveCapacity(count)
            var index = 0
            for view in repeat each value.pointee {
                nodes += ctx.render(view, path.child(index), env)
                index += 1
            }
            return nodes
        }
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

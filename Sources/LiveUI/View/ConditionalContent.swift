import LiveHTML

/// One of two views, from `if`/`else` or `switch`. The branches have distinct
/// identities, so switching is a removal plus an insertion (which is what a
/// transition animates) and each branch's `@State` is its own.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    @usableFromInline init(storage: Storage) { self.storage = storage }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        switch storage {
        case .trueContent(let v): return ctx.render(v, path.child("t"), env)
        case .falseContent(let v): return ctx.render(v, path.child("f"), env)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        guard let view = self else { return [] }
        return ctx.render(view, path.child("s"), env)
    }
}

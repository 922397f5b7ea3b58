import LiveHTML

/// A type-erased view. The wrapped type is part of identity: a different
/// type at the same place starts with fresh state.
public struct AnyView: View, PrimitiveView {
    let view: any View
    let typeName: String

    public init<V: View>(_ view: V) {
        self.view = view
        self.typeName = String(describing: V.self)
    }

    public init<V: View>(erasing view: V) { self.init(view) }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // A short type tag keeps ids compact; a clash only costs an in-place patch instead of remove + insert.
        ctx.render(view, path.child("a" + String(typeName.stableHash % 1_679_616, radix: 36)), env)
    }
}

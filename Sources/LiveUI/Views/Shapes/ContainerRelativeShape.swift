import LiveHTML

/// The shape of the container it is in (`.containerShape(_:)` above it), else a
/// rectangle, as SwiftUI's. A CSS box whose corners are the container's
/// (`--lv-csr`, set by `.containerShape` and inherited by the elements inside);
/// SwiftUI narrows the radius by how far in the shape sits, which is not
/// measured here: the same radius.
public struct ContainerRelativeShape: Shape, PrimitiveView, CSSShape, InsettableShape {
    public init() {}
    var borderRadius: String? { "var(--lv-csr,0px)" }

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

/// `.containerShape(_:)`: the corners `ContainerRelativeShape`s inside take. Only the
/// built-in shapes' corners are known (a rounded rectangle's radius, a capsule's); another
/// shape leaves them a rectangle.
struct ContainerShapeModifier: PrimitiveModifier {
    let radius: String?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        guard let radius else { return nodes }
        return Layout.modify(nodes, path, env, canMerge: { !$0.hasStyle("--lv-csr") }) { $0.addStyle("--lv-csr", radius) }
    }
}

extension View {
    /// The shape `ContainerRelativeShape`s inside this view take.
    @inlinable public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        modifier(ModifierFactory.containerShape(shape))
    }
}

// What the modifier above makes (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func containerShape<S: InsettableShape>(_ shape: S) -> some ViewModifier {
        ContainerShapeModifier(radius: (shape as? CSSShape)?.borderRadius)
    }
}

import LiveHTML

/// A container that tells its content how much space it has. It fills the
/// space offered and places its content at the top leading corner, as in SwiftUI.
///
/// The size is not measured in the browser (that would take a round trip per
/// layout): it is the size of the nearest enclosing fixed `.frame(width:height:)`
/// on each axis, else the window's size as the tab reported it (the space a
/// full-window reader is offered). The view re-renders when the window resizes.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let window = UIScreen.main.bounds.size
        let size = CGSize(width: env.offeredWidth ?? window.width, height: env.offeredHeight ?? window.height)
        var inner = env
        inner.stackAxis = nil
        let children = ctx.render(content(GeometryProxy(size: size)), path.child("g"), inner)
        var e = Layout.container(path, env, classes: "zs", children: children) { _ in (x: true, y: true) }
        Alignment.topLeading.apply(to: &e)
        return [.element(e)]
    }
}

/// What a `GeometryReader` knows about its space.
public struct GeometryProxy: Sendable {
    public let size: CGSize

    /// A page has no safe area: always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at the origin in every coordinate space, as positions are not measured.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

extension View {
    /// Names a coordinate space for `frame(in: .named(_:))` (accepted for source compatibility).
    @inlinable public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(ModifierFactory.coordinateSpace(name: name))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func coordinateSpace<T: Hashable>(name: T) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }
}

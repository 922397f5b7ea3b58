import LiveHTML

/// A reusable change to a view, applied with `.modifier(_:)`, as in SwiftUI.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as seen from its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let renderContent: @MainActor (RenderContext, ViewPath, EnvironmentValues) -> [Node]
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        renderContent(ctx, path, env)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // By type, and the content borrowed: see `PrimitiveView.render(at:)`.
        if let primitive = ctx.store.types.primitiveModifier(Modifier.self) {
            return borrowingPointer(to: modifier) { m in
                primitive.apply(at: m, { p, e in ctx.render(self.content, p, e) }, ctx, path, env)
            }
        }
        // A user-defined modifier: its body is a view like any other, with its own state.
        if let problem = ctx.bindProperties(of: modifier, path, env) { return [problem] }
        let content = self.content
        let placeholder = Modifier.Content { ctx, p, e in ctx.render(content, p, e) }
        return ctx.render(modifier.body(content: placeholder), path, env)
    }
}

/// What every public modifier makes, made where LiveUI's internals are in
/// reach: the modifiers themselves are `@inlinable` and only wrap the view,
/// so an app's `body` builds `ModifiedContent<Its View, …>` with metadata
/// known when it is compiled. Built in LiveUI instead, each call looked up
/// `ModifiedContent<Self, M>` at run time (≈ 510 instructions) and copied the
/// view through its value witnesses. The factories return `some ViewModifier`:
/// the modifier types stay internal.
///
/// Every `@usableFromInline` declaration is called from apps' compiled code.
/// An incremental build of a dependent module does not always recompile when
/// one changes its signature (an undefined `renderChild` at link time, seen
/// here): change them by adding a new one, not by editing the old.
@MainActor @usableFromInline
enum ModifierFactory {}

extension View {
    @inlinable public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier LiveUI implements directly on the rendered nodes.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// `content` renders the modified view at a path with an environment.
    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node]
    /// `apply` on a value reached through a pointer, without copying it first
    /// (see `PrimitiveView.renderInPlace`); never implemented by a modifier.
    mutating func applyInPlace(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node]
}

extension PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by LiveUI") }

    mutating func applyInPlace(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        apply(content, ctx, path, env)
    }

    static func apply(
        at pointer: UnsafeRawPointer, _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext,
        _ path: ViewPath, _ env: EnvironmentValues
    ) -> [Node] {
        UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: Self.self).pointee.applyInPlace(content, ctx, path, env)
    }
}

import LiveHTML

/// A style of the app's own (`ButtonStyle`, `LabelStyle`, `ToggleStyle`) as
/// the environment holds it: how to draw its body for a configuration, and
/// what identifies it for the render cache.
///
/// The style's dynamic properties (`@Environment`, `@State`) are bound before
/// its body is asked for, as a view's are: called from a closure alone, a
/// style reading `@Environment(\.isEnabled)` stopped the server ("read
/// outside body"). Two styles of one plain-data type with the same bytes are
/// the same style (EnvironmentBox.matches): a closure made anew at each
/// render of `.buttonStyle(MyStyle())` made every view below it look changed,
/// so none was reused (4 evaluated, 0 reused against 2 and 2 for `.bordered`).
final class CustomStyle<Configuration> {
    let render: @MainActor (Configuration, RenderContext, ViewPath, EnvironmentValues) -> [Node]
    let type: ObjectIdentifier
    /// The style's bytes when its type holds no references (nil: never the same as another).
    let bytes: [UInt8]?

    @MainActor init<S, Body: View>(_ style: sending S, body: @escaping @MainActor (S, Configuration) -> Body) {
        type = ObjectIdentifier(S.self)
        bytes = _isPOD(S.self) ? withUnsafeBytes(of: style) { Array($0) } : nil
        render = { configuration, ctx, path, env in
            if let problem = ctx.bindProperties(of: style, path.child("s"), env) { return [problem] }
            return ctx.render(body(style, configuration), path, env)
        }
    }

    /// Whether two environments' styles draw alike (both none, or equal plain-data styles of one type).
    static func same(_ a: CustomStyle?, _ b: CustomStyle?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a === b || (a.type == b.type && a.bytes != nil && a.bytes == b.bytes)
        default: return false
        }
    }
}

/// A part of a style's configuration (a button's or toggle's label, a label's
/// title or icon) as a view: the style's body places it, and it renders what
/// the control would have rendered there.
public struct _StylePart: View, PrimitiveView {
    let renderPart: @MainActor (RenderContext, ViewPath, EnvironmentValues) -> [Node]
    public typealias Body = Never
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { renderPart(ctx, path, env) }
}

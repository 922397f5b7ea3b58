import LiveHTML

/// `.containerRelativeFrame`: a frame sized as a part of its container.
///
/// The container is the window (CSS container units with no query container
/// resolve to the viewport), not the nearest scroll view as in SwiftUI: the
/// server never measures. A length closure runs on the server at two widths
/// and is drawn as the straight line through them (`calc(a·100cqw + b px)`),
/// exact for the usual `width * 0.8` or `width - 40`, approximate for curves.
struct ContainerRelativeFrameModifier: PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @MainActor (CGFloat, Axis) -> CGFloat

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let children = content(path.modified, env)
        var e = Layout.container(path, env, classes: "zs fr", children: children) { inner in
            (x: axes.contains(.horizontal) ? false : inner.x, y: axes.contains(.vertical) ? false : inner.y)
        }
        if axes.contains(.horizontal) { e.addStyle("width", css(.horizontal, unit: "cqw")) }
        if axes.contains(.vertical) { e.addStyle("height", css(.vertical, unit: "cqh")) }
        alignment.apply(to: &e)
        return [.element(e)]
    }

    /// The closure as a line through its values at 0 and 1000 points.
    func css(_ axis: Axis, unit: String) -> String {
        let offset = Double(length(0, axis))
        let slope = (Double(length(1000, axis)) - offset) / 1000
        let percent = (slope * 10000).rounded() / 100
        let part = (percent.rounded() == percent ? String(Int(percent)) : String(percent)) + unit
        if offset == 0 { return "max(0px, " + part + ")" }
        return "max(0px, calc(" + part + (offset < 0 ? " - " : " + ") + Layout.px(CGFloat(abs(offset))) + "))"
    }
}

extension View {
    /// Fills its container (the window) along `axes`.
    @inlinable public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ModifierFactory.containerRelativeFrame(axes, alignment: alignment))
    }

    /// `span` of `count` equal parts of its container along `axes`, with `spacing` between parts.
    @inlinable public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(ModifierFactory.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }

    /// A length computed from the container's length along each of `axes`.
    @inlinable public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ModifierFactory.containerRelativeFrame(axes, alignment: alignment, length))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment) -> some ViewModifier {
        ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length }
    }

    @usableFromInline static func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment, _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat
    ) -> some ViewModifier {
        ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length)
    }

    @usableFromInline static func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int, spacing: CGFloat, alignment: Alignment
    ) -> some ViewModifier {
        let count = CGFloat(max(1, count))
        let span = CGFloat(max(1, span))
        return ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }
}

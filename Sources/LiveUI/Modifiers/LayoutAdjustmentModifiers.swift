import LiveHTML

/// Layout adjustments: drawing order, ideal size, priority, hiding.
struct FixedSizeModifier: PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        // A view at its ideal size neither grows nor shrinks: `fx`/`fy` in liveui.css
        // size it to its content (text stays on one line) and keep stacks from squeezing it.
        Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            e.setExpansion(x: horizontal ? false : e.expandsX, y: vertical ? false : e.expandsY)
            if horizontal { e.addClass("fx") }
            if vertical { e.addClass("fy") }
        }
    }
}

extension View {
    /// Drawing order among siblings: higher is in front. CSS takes whole numbers,
    /// so the value is scaled by 1,000 (`zIndex(1.5)` is `z-index:1500`).
    @inlinable public func zIndex(_ value: Double) -> some View {
        modifier(ModifierFactory.zIndex(value))
    }

    /// The view takes its ideal size on both axes: text does not wrap.
    @inlinable public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(ModifierFactory.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// An approximation with CSS flex shrinking: a positive priority keeps the
    /// view from shrinking while its siblings do (`flex-shrink:0`); a negative one
    /// makes it give up space sooner (`flex-shrink` of 1 plus the magnitude).
    /// SwiftUI's exact order of offering space is not reproduced.
    @inlinable public func layoutPriority(_ value: Double) -> some View {
        modifier(ModifierFactory.layoutPriority(value))
    }

    /// Hides the view but keeps its space, as SwiftUI does (and hides it from screen readers).
    @inlinable public func hidden() -> some View {
        modifier(ModifierFactory.hidden())
    }
}

/// `.position(x:y:)`: the view's center at a point of its parent's space,
/// which the modifier takes all of (as in SwiftUI). A box filling the space,
/// the view absolutely placed in it and pulled back by half its size.
struct PositionModifier: PrimitiveModifier {
    let x: CGFloat
    let y: CGFloat

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        var inner = env
        inner.stackAxis = nil
        let placed = content(path.modified, inner).map { node -> Node in
            guard case .element(var e) = node else { return node }
            e.addStyle("position", "absolute")
            e.addStyle("left", Layout.px(x))
            e.addStyle("top", Layout.px(y))
            e.addStyle("translate", "-50% -50%")
            return .element(e)
        }
        let box = Layout.container(path, env, classes: "zs ps", children: placed) { _ in (x: true, y: true) }
        return [.element(box)]
    }
}

extension View {
    @inlinable public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ModifierFactory.position(x: x, y: y))
    }

    @inlinable public func position(_ position: CGPoint) -> some View {
        modifier(ModifierFactory.position(position))
    }

    @available(
        *, unavailable, message: "LiveUI lays views out with CSS, which has no alignment guides; use alignment and spacing parameters"
    )
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self {
        fatalError("unavailable")
    }

    @available(
        *, unavailable, message: "LiveUI lays views out with CSS, which has no alignment guides; use alignment and spacing parameters"
    )
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self {
        fatalError("unavailable")
    }
}

/// A view's size, as alignment guides see it (only for the unavailable `alignmentGuide` to name).
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func zIndex(_ value: Double) -> some ViewModifier {
        EffectModifier(property: "z-index", value: String(Int((value * 1000).rounded())))
    }

    @usableFromInline static func fixedSize(horizontal: Bool, vertical: Bool) -> some ViewModifier {
        FixedSizeModifier(horizontal: horizontal, vertical: vertical)
    }

    @usableFromInline static func hidden() -> some ViewModifier {
        EffectModifier(property: "visibility", value: "hidden")
    }

    @usableFromInline static func position(x: CGFloat, y: CGFloat) -> some ViewModifier {
        PositionModifier(x: x, y: y)
    }

    @usableFromInline static func position(_ position: CGPoint) -> some ViewModifier {
        PositionModifier(x: position.x, y: position.y)
    }

    @usableFromInline static func layoutPriority(_ value: Double) -> some ViewModifier {
        let shrink = value > 0 ? "0" : value < 0 ? Layout.number(1 - value) : "1"
        return EffectModifier(property: "flex-shrink", value: shrink)
    }
}

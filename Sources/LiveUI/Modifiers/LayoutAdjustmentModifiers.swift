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
    public func zIndex(_ value: Double) -> some View {
        modifier(EffectModifier(property: "z-index", value: String(Int((value * 1000).rounded()))))
    }

    /// The view takes its ideal size on both axes: text does not wrap.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// An approximation with CSS flex shrinking: a positive priority keeps the
    /// view from shrinking while its siblings do (`flex-shrink:0`); a negative one
    /// makes it give up space sooner (`flex-shrink` of 1 plus the magnitude).
    /// SwiftUI's exact order of offering space is not reproduced.
    public func layoutPriority(_ value: Double) -> some View {
        let shrink = value > 0 ? "0" : value < 0 ? Layout.number(1 - value) : "1"
        return modifier(EffectModifier(property: "flex-shrink", value: shrink))
    }

    /// Hides the view but keeps its space, as SwiftUI does (and hides it from screen readers).
    public func hidden() -> some View {
        modifier(EffectModifier(property: "visibility", value: "hidden"))
    }
}

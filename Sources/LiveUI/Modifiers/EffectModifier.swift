import LiveHTML

/// Visual effects that change how a view is drawn but not how it is laid
/// out: opacity, offset, scale, rounded clipping.
struct EffectModifier: PrimitiveModifier {
    let property: String
    let value: String
    var extra: [(String, String)] = []
    /// Set on the element too (`inert` for a fully transparent view).
    var attributes: [(String, String)] = []

    /// The point a scale or rotation turns around, when it is not the center.
    static func origin(_ anchor: UnitPoint) -> [(String, String)] {
        anchor == .center ? [] : [("transform-origin", anchor.css())]
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let property = self.property
        return Layout.modify(
            content(path.modified, env), path, env,
            canMerge: { !$0.hasStyle(property) && !($0.isVoid && property == "overflow") }
        ) { e in
            e.addStyle(property, value)
            for (p, v) in extra { e.addStyle(p, v) }
            for (name, v) in attributes { e[attribute: name] = v }
        }
    }
}

extension View {
    @inlinable public func opacity(_ opacity: Double) -> some View {
        modifier(ModifierFactory.opacity(opacity))
    }

    /// Moves the view without affecting layout (a CSS transform).
    @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ModifierFactory.offset(x: x, y: y))
    }

    @inlinable public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Scales the drawing (not the layout) around `anchor` (a CSS `transform-origin`).
    @inlinable public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(ModifierFactory.scaleEffect(scale, anchor: anchor))
    }

    @inlinable public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(ModifierFactory.scaleEffect(x: x, y: y, anchor: anchor))
    }

    @inlinable public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates the drawing clockwise around `anchor`.
    @inlinable public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(ModifierFactory.rotationEffect(angle, anchor: anchor))
    }

    @inlinable public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ModifierFactory.cornerRadius(radius, antialiased: antialiased))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func opacity(_ opacity: Double) -> some ViewModifier {
        let value = (min(max(opacity, 0), 1) * 1000).rounded() / 1000
        // A view SwiftUI draws fully transparent takes no taps (the views under it get them: a
        // tab bar of an app's own stacks its pages and shows one with opacity 1), and is not
        // focused or read out: `inert`, for the whole subtree (a child cannot take it back).
        return EffectModifier(property: "opacity", value: String(value), attributes: value == 0 ? [("inert", "")] : [])
    }

    @usableFromInline static func offset(x: CGFloat, y: CGFloat) -> some ViewModifier {
        EffectModifier(property: "transform", value: "translate(\(Layout.px(x)),\(Layout.px(y)))")
    }

    @usableFromInline static func cornerRadius(_ radius: CGFloat, antialiased: Bool) -> some ViewModifier {
        EffectModifier(property: "border-radius", value: Layout.px(radius), extra: [("overflow", "hidden")])
    }

    @usableFromInline static func scaleEffect(_ scale: CGFloat, anchor: UnitPoint) -> some ViewModifier {
        EffectModifier(property: "transform", value: "scale(\(Double(scale)))", extra: EffectModifier.origin(anchor))
    }

    @usableFromInline static func scaleEffect(x: CGFloat, y: CGFloat, anchor: UnitPoint) -> some ViewModifier {
        EffectModifier(property: "transform", value: "scale(\(Double(x)),\(Double(y)))", extra: EffectModifier.origin(anchor))
    }

    @usableFromInline static func rotationEffect(_ angle: Angle, anchor: UnitPoint) -> some ViewModifier {
        EffectModifier(property: "transform", value: "rotate(\(angle.css))", extra: EffectModifier.origin(anchor))
    }
}

import LiveHTML

/// Visual effects that change how a view is drawn but not how it is laid
/// out: opacity, offset, scale, rounded clipping.
struct EffectModifier: PrimitiveModifier {
    let property: String
    let value: String
    var extra: [(String, String)] = []

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
        }
    }
}

extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(property: "opacity", value: String((min(max(opacity, 0), 1) * 1000).rounded() / 1000)))
    }

    /// Moves the view without affecting layout (a CSS transform).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier(property: "transform", value: "translate(\(Layout.px(x)),\(Layout.px(y)))"))
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Scales the drawing (not the layout) around `anchor` (a CSS `transform-origin`).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(property: "transform", value: "scale(\(Double(scale)))", extra: Self.origin(anchor)))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(property: "transform", value: "scale(\(Double(x)),\(Double(y)))", extra: Self.origin(anchor)))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates the drawing clockwise around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(property: "transform", value: "rotate(\(angle.css))", extra: Self.origin(anchor)))
    }

    static func origin(_ anchor: UnitPoint) -> [(String, String)] {
        anchor == .center ? [] : [("transform-origin", anchor.css())]
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(EffectModifier(property: "border-radius", value: Layout.px(radius), extra: [("overflow", "hidden")]))
    }
}

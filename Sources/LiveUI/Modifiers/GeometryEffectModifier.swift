import LiveHTML

/// 3D rotations: CSS transforms around a unit-point origin (2D rotations and
/// anchored scales are in EffectModifier.swift).
/// Like SwiftUI's geometry effects they move pixels, not layout: the view's
/// neighbors keep its unrotated frame. A view that already has a transform is
/// wrapped, so effects compose in the order they were written.
extension View {
    /// A rotation about `axis` in 3D. SwiftUI's `perspective` is relative (1 by
    /// default); here it becomes a CSS `perspective()` of 400 px divided by it, an
    /// approximation of the same depth for views of a few hundred points. 0 is flat.
    @inlinable public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(ModifierFactory.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

/// `transform-origin`, left out at the center (CSS's default).
private func transformOrigin(_ anchor: UnitPoint) -> [(String, String)] {
    anchor == .center ? [] : [("transform-origin", anchor.css)]
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat
    ) -> some ViewModifier {
        let depth = perspective > 0 ? "perspective(\(Layout.px(400 / perspective))) " : ""
        let rotate = "rotate3d(\(Layout.number(axis.x)),\(Layout.number(axis.y)),\(Layout.number(axis.z)),\(angle.css))"
        return EffectModifier(property: "transform", value: depth + rotate, extra: transformOrigin(anchor))
    }
}

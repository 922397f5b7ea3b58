import LiveHTML

extension View {
    /// The shape that receives taps and drags. A page hit-tests every element
    /// by its whole box, transparent parts included, which is what
    /// `contentShape(Rectangle())` asks for; other shapes also use the box.
    @inlinable public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// With `false`, the view and its subviews let clicks and touches through
    /// to what is behind them (CSS `pointer-events: none`).
    @inlinable public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(ModifierFactory.allowsHitTesting(enabled))
    }
}

struct HitTestingModifier: PrimitiveModifier {
    let enabled: Bool

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        if enabled { return nodes }
        return Layout.modify(nodes, path, env, canMerge: { !$0.hasStyle("pointer-events") }) { e in
            e.addStyle("pointer-events", "none")
        }
    }
}

// Gestures LiveUI does not recognize yet: a clear error instead of a gesture that never fires.

@available(*, unavailable, message: "LiveUI has no pinch gesture yet (issue #12); use buttons or a slider to zoom")
public struct MagnificationGesture {}

@available(*, unavailable, message: "LiveUI has no pinch gesture yet (issue #12); use buttons or a slider to zoom")
public struct MagnifyGesture {}

@available(*, unavailable, message: "LiveUI has no rotation gesture yet (issue #12)")
public struct RotationGesture {}

@available(*, unavailable, message: "LiveUI has no rotation gesture yet (issue #12)")
public struct RotateGesture {}

@available(*, unavailable, message: "LiveUI does not report tap locations yet (issue #12); use onTapGesture(count:perform:)")
public struct SpatialTapGesture {}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func allowsHitTesting(_ enabled: Bool) -> some ViewModifier {
        HitTestingModifier(enabled: enabled)
    }
}

import LiveHTML

/// Space around a view. Merged into the view's element when that keeps the
/// meaning (nothing painted or moved there yet), otherwise a wrapper.
struct PaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        // Negative padding (`.padding(.bottom, -60)`) pulls neighbors closer in
        // SwiftUI; CSS padding cannot be negative, a negative margin does that.
        let inward = EdgeInsets(
            top: max(0, insets.top), leading: max(0, insets.leading), bottom: max(0, insets.bottom), trailing: max(0, insets.trailing))
        let outward = EdgeInsets(
            top: min(0, insets.top), leading: min(0, insets.leading), bottom: min(0, insets.bottom), trailing: min(0, insets.trailing))
        return Layout.modify(content(path.modified, env), path, env, canMerge: Self.canMerge) { e in
            if inward != EdgeInsets() || outward == EdgeInsets() { e.addStyle("padding", inward.css) }
            if outward != EdgeInsets() { e.addStyle("margin", outward.css) }
        }
    }

    /// Padding inside an element is only the same as padding around it when
    /// the element paints, clips and moves nothing of its own.
    static func canMerge(_ e: Element) -> Bool {
        guard !e.isVoid, e.tag != "button", !e.hasClass("fill") else { return false }
        // One pass over the declarations, not a search of the style for each
        // property (ten scans and ten `property + ":"` strings): 19.8k → 5.3k
        // instructions a login cycle (callgrind, `LiveBench N flow`).
        return !e.styleDeclares { property in
            switch property {
            case "padding", "background", "border", "border-radius", "transform", "opacity", "margin", "clip-path", "mask",
                "outline":
                return true
            default: return false
            }
        }
    }
}

extension View {
    /// Default padding is 16 points on every given edge, as on iOS.
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(ModifierFactory.padding(edges, length))
    }

    @inlinable public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        modifier(ModifierFactory.padding(insets))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func padding(_ insets: EdgeInsets) -> some ViewModifier {
        PaddingModifier(insets: insets)
    }

    @usableFromInline static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> some ViewModifier {
        let l = length ?? 16
        return PaddingModifier(
            insets: EdgeInsets(
                top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }
}

import LiveHTML

/// `.defaultScrollAnchor(.bottom)`: a scroll view that starts at its end, as a chat's
/// does, and stays there as content arrives while the reader is there. The scroll
/// box lays out in reverse (`column-reverse`, 80-scrolling.css), where a browser's
/// scroll position counts from the end: no script, and no jump after the page
/// loads. Its one content child looks the same either way; inset bars keep their
/// edges. `.center` and the other anchors start at the top or the leading edge, as
/// without the modifier.
extension View {
    @inlinable public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(ModifierFactory.defaultScrollAnchor(anchor))
    }

    /// iOS 18's roles: the anchor applies to the start, to size changes and to alignment alike here.
    @inlinable public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(ModifierFactory.defaultScrollAnchor(anchor))
    }
}

/// What a default scroll anchor is for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension ModifierFactory {
    @usableFromInline static func defaultScrollAnchor(_ anchor: UnitPoint?) -> some ViewModifier {
        EnvironmentModifier { env in env.changeRare { $0.defaultScrollAnchor = anchor } }
    }
}

enum ScrollAnchor {
    /// The scroll box's class for an anchor: ` sv-end` when it starts at the bottom (a
    /// vertical one) or at the trailing edge (a horizontal one), else nothing.
    static func classes(_ anchor: UnitPoint?, axes: Axis.Set) -> String {
        guard let anchor else { return "" }
        if axes.contains(.vertical) { return anchor.y >= 1 ? " sv-end" : "" }
        return anchor.x >= 1 ? " sv-end" : ""
    }
}

import LiveHTML

/// How a scroll view settles after scrolling: `.scrollTargetBehavior(.paging)`
/// or `.viewAligned`, lowered to CSS scroll snapping on the scroll view
/// (class `snp`). Paging snaps to each child of the scroll view's content,
/// which pages exactly when each child is as large as the scroll view
/// (`containerRelativeFrame`); view-aligned snaps to the children of the
/// layout marked `.scrollTargetLayout()`. The modifier must sit on the
/// `ScrollView` itself, as it usually does.
public protocol ScrollTargetBehavior: Sendable {
    var _snapClass: String { get }
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _snapClass: String { "snp snp-pg" }
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Accepted: how many views one swipe may pass (the browser decides).
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
    public var _snapClass: String { "snp" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Snaps the scroll view this modifies to pages or to views (CSS scroll snapping).
    @inlinable public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(ModifierFactory.scrollTargetBehavior(behavior))
    }

    /// Marks this layout's children as the views a view-aligned scroll view snaps to (class `stl`).
    @inlinable public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ModifierFactory.scrollTargetLayout(isEnabled: isEnabled))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some ViewModifier {
        ClassModifier(name: behavior._snapClass)
    }

    @usableFromInline static func scrollTargetLayout(isEnabled: Bool) -> some ViewModifier {
        ClassModifier(name: isEnabled ? "stl" : "")
    }
}

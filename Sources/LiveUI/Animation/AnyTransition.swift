import LiveHTML

/// How a view enters and leaves when its insertion or removal is animated.
/// Travels to the browser as `data-lv-in` / `data-lv-out` on the view's
/// element: `fade`, `move:X,Y` and `scale:S` effects, joined by `;`, naming
/// the state the view enters from (or leaves to).
public struct AnyTransition: Sendable, Equatable {
    let insertion: [String]
    let removal: [String]

    init(insertion: [String], removal: [String]) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ both: [String]) { self.init(insertion: both, removal: both) }

    /// Fades in and out: the default for views inserted or removed under an animation.
    public static let opacity = AnyTransition(["fade"])
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: ["move:-100%,0"], removal: ["move:100%,0"])
    /// Scales from (and to) nothing.
    public static let scale = AnyTransition(["scale:0"])
    /// No visual effect: the view appears and disappears at once.
    public static let identity = AnyTransition([])

    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(["scale:\(scale)"])
    }

    /// Moves in from (and out to) `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        switch edge {
        case .top: return AnyTransition(["move:0,-100%"])
        case .bottom: return AnyTransition(["move:0,100%"])
        case .leading: return AnyTransition(["move:-100%,0"])
        case .trailing: return AnyTransition(["move:100%,0"])
        }
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(["move:\(Layout.px(x)),\(Layout.px(y))"])
    }

    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both effects at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }

    /// SwiftUI attaches an animation to a transition; here the transaction's animation times it.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's bounds, in unit coordinates (source compatibility for `scale(scale:anchor:)`).
public struct UnitPoint: Sendable, Equatable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
}

import LiveHTML

/// How a view enters and leaves when its insertion or removal is animated.
/// Travels to the browser as `data-lv-in` / `data-lv-out` on the view's
/// element: `fade`, `move:X,Y`, `scale:S` and `origin:X%,Y%` effects, joined
/// by `;`, naming the state the view enters from (or leaves to). Transitions
/// made of your own modifiers (`.modifier(active:identity:)`) add the styles
/// of their active state in `data-lv-in-style` / `data-lv-out-style`.
public struct AnyTransition: Sendable, Equatable {
    let insertion: [String]
    let removal: [String]
    var insertionStyles: [TransitionStyle] = []
    var removalStyles: [TransitionStyle] = []

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

    /// Scales from (and to) `scale`, around `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(anchor == .center ? ["scale:\(scale)"] : ["scale:\(scale)", "origin:" + anchor.css(separator: ",")])
    }

    /// Moves in from (and out to) `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([offscreen(edge)]) }

    /// Moves in from `edge` while fading in, and out towards the opposite edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [offscreen(edge), "fade"], removal: [offscreen(edge.opposite), "fade"])
    }

    private static func offscreen(_ edge: Edge) -> String {
        switch edge {
        case .top: return "move:0,-100%"
        case .bottom: return "move:0,100%"
        case .leading: return "move:-100%,0"
        case .trailing: return "move:100%,0"
        }
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(["move:\(Layout.px(x)),\(Layout.px(y))"])
    }

    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var t = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        t.insertionStyles = insertion.insertionStyles
        t.removalStyles = removal.removalStyles
        return t
    }

    /// A transition between two states of your own modifier: the view enters
    /// from `active` and leaves to it. Both are rendered on the server; the
    /// browser animates the styles that differ (opacity, transforms, sizes,
    /// colors, corner radius) from the active state's values to the view's own.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        // The modifier value is only read on the main actor, during renders.
        nonisolated(unsafe) let active = active
        let style = TransitionStyle { ctx, path, env in
            let nodes = ctx.render(TransitionProbe().modifier(active), path, env)
            guard case .element(let e)? = nodes.first else { return "" }
            return e[attribute: "style"] ?? ""
        }
        var t = AnyTransition([])
        t.insertionStyles = [style]
        t.removalStyles = [style]
        return t
    }

    /// Both effects at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var t = AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
        t.insertionStyles = insertionStyles + other.insertionStyles
        t.removalStyles = removalStyles + other.removalStyles
        return t
    }

    /// SwiftUI attaches an animation to a transition; here the transaction's animation times it.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    public static func == (a: AnyTransition, b: AnyTransition) -> Bool {
        a.insertion == b.insertion && a.removal == b.removal
            && a.insertionStyles.map(ObjectIdentifier.init) == b.insertionStyles.map(ObjectIdentifier.init)
            && a.removalStyles.map(ObjectIdentifier.init) == b.removalStyles.map(ObjectIdentifier.init)
    }
}

/// Renders a custom transition's active state and returns its element's style.
/// Immutable after creation; the closure only runs on the main actor during a render.
final class TransitionStyle: @unchecked Sendable {
    let render: @MainActor (RenderContext, ViewPath, EnvironmentValues) -> String
    init(_ render: @escaping @MainActor (RenderContext, ViewPath, EnvironmentValues) -> String) { self.render = render }
}

/// An empty element that a transition's modifier is applied to, to see what it adds.
struct TransitionProbe: View, PrimitiveView {
    typealias Body = Never
    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(Element("div", id: path.raw))]
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// A point in a view's bounds, in unit coordinates: anchors for scaling,
/// rotation and transitions (`(0, 0)` is the top leading corner).
public struct UnitPoint: Sendable, Hashable {
    public var x: Double, y: Double
    public init() { self.init(x: 0, y: 0) }
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// `50% 0%`: a CSS `transform-origin` (leading is left: pages here are left to right).
    func css(separator: String = " ") -> String {
        Self.percent(x) + separator + Self.percent(y)
    }

    private static func percent(_ v: Double) -> String {
        let p = (v * 1000).rounded() / 10
        return (p == p.rounded() ? String(Int(p)) : String(p)) + "%"
    }
}

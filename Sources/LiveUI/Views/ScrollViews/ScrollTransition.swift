import Foundation
import LiveHTML

/// Where a view is in its scroll view, for `.scrollTransition`: coming in or
/// going out at the top (leading) edge, shown, or at the bottom (trailing) edge.
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 at the top (leading) edge, 0 shown, 1 at the bottom (trailing) edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// A timing curve from 0 to 1, as `.interactive(timingCurve:)` takes it: a cubic Bézier
/// through (0, 0) and (1, 1) with two control points (CSS's `cubic-bezier`).
public struct UnitCurve: Sendable, Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    public static let circularEaseIn = UnitCurve(x1: 0.55, y1: 0, x2: 1, y2: 0.45)
    public static let circularEaseOut = UnitCurve(x1: 0, y1: 0.55, x2: 0.45, y2: 1)
    public static let circularEaseInOut = UnitCurve(x1: 0.85, y1: 0, x2: 0.15, y2: 1)

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            x1: Double(startControlPoint.x), y1: Double(startControlPoint.y), x2: Double(endControlPoint.x), y2: Double(endControlPoint.y))
    }

    /// The curve run backwards (ease-in becomes ease-out).
    var reversed: UnitCurve {
        func flip(_ v: Double) -> Double { ((1 - v) * 1e6).rounded() / 1e6 }  // 1 − 0.42 is 0.5800000000000001
        return UnitCurve(x1: flip(x2), y1: flip(y2), x2: flip(x1), y2: flip(y1))
    }

    var css: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        default: "cubic-bezier(" + [x1, y1, x2, y2].map { Layout.number($0) }.joined(separator: ",") + ")"
        }
    }
}

/// How a scroll transition follows the scrolling.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case identity, interactive, animated }
    let kind: Kind
    var curve: UnitCurve = .easeInOut
    var threshold: Threshold = .visible

    /// No transition: the view keeps its shown look.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    /// The look follows the scroll position (the default).
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    /// SwiftUI animates between the looks when the view crosses the threshold; the page follows the scroll position instead.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)

    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive, curve: timingCurve)
    }

    /// Accepted; the look follows the scroll position (see `.animated`).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// Where the view counts as shown (its `identity` phase).
    public struct Threshold: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// This fraction of the view inside the scroll view.
            case visible(Double)
            case centered
            case hidden
        }
        let kind: Kind

        public static let visible = Threshold(kind: .visible(1))
        public static let centered = Threshold(kind: .centered)
        public static let hidden = Threshold(kind: .hidden)

        public static func visible(_ amount: Double) -> Threshold { Threshold(kind: .visible(min(max(amount, 0), 1))) }

        /// Accepted as `.visible`: insets of the scroll view are not measured.
        public static func inset(by distance: Double) -> Threshold { .visible }
        public func inset(by distance: Double) -> Threshold { self }

        /// Between two thresholds: a visible fraction in between, else the nearer one.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            if case .visible(let a) = kind, case .visible(let b) = other.kind { return .visible(a + (b - a) * amount) }
            return amount < 0.5 ? self : other
        }

        /// Where in the view's passage through the scroll view the transition on one side runs (CSS `animation-range`).
        func range(leading: Bool) -> String {
            switch kind {
            case .visible(let amount):
                let percent = (amount * 1000).rounded() / 10
                return leading ? "exit \(Layout.number(100 - percent))% exit 100%" : "entry 0% entry \(Layout.number(percent))%"
            case .centered: return leading ? "cover 50% cover 100%" : "cover 0% cover 50%"
            case .hidden: return leading ? "exit 100% exit 100%" : "entry 0% entry 0%"
            }
        }
    }
}

/// `.scrollTransition`: the view's look at each phase, from the app's closure
/// (asked once for each phase at every render), drawn by the browser as the
/// view passes through its scroll view: a CSS animation on the view's scroll
/// timeline (`animation-timeline: view()`, Public/liveui/80-scrolling.css),
/// between the three looks as custom properties. Browsers without scroll
/// timelines show the shown (identity) look.
struct ScrollTransitionModifier<Effect: VisualEffect>: PrimitiveModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        let shown = VisualEffectStyle(transition(EmptyVisualEffect(), .identity))
        let top = topLeading.kind == .identity ? shown : VisualEffectStyle(transition(EmptyVisualEffect(), .topLeading))
        let bottom = bottomTrailing.kind == .identity ? shown : VisualEffectStyle(transition(EmptyVisualEffect(), .bottomTrailing))
        guard top != shown || bottom != shown else {
            return shown.isEmpty ? nodes : Layout.modify(nodes, path, env, canMerge: VisualEffectStyle.canTake) { shown.apply(to: &$0) }
        }
        return Layout.modify(nodes, path, env, canMerge: VisualEffectStyle.canTake) { e in
            e.addClass("st")
            // Along the nearest scroll view's axis unless told: CSS's `view()` takes the block axis.
            if (axis ?? (env.inHorizontalScrollView ? .horizontal : .vertical)) == .horizontal { e.addClass("st-x") }
            // The shown look as the element's own style, for browsers without scroll timelines.
            shown.apply(to: &e)
            for (prefix, look) in [("--st-a", top), ("--st-i", shown), ("--st-b", bottom)] {
                if let transform = look.transform { e.addStyle(prefix + "t", transform) }
                if let opacity = look.opacity { e.addStyle(prefix + "o", Layout.number(opacity)) }
                if let filter = look.filter { e.addStyle(prefix + "f", filter) }
            }
            let ranges = (bottomTrailing.threshold.range(leading: false), topLeading.threshold.range(leading: true))
            if ranges != ("entry 0% entry 100%", "exit 0% exit 100%") { e.addStyle("animation-range", ranges.0 + "," + ranges.1) }
            // Going out (away from the middle) the curve runs backwards, as SwiftUI applies it.
            if bottomTrailing.curve != .easeInOut || topLeading.curve != .easeInOut {
                e.addStyle("animation-timing-function", bottomTrailing.curve.css + "," + topLeading.curve.reversed.css)
            }
        }
    }
}

extension View {
    /// Changes the view's look as it scrolls in and out of its scroll view.
    @inlinable public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ModifierFactory.scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition))
    }

    /// Changes the view's look as it scrolls in and out, each edge with its own configuration.
    @inlinable public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ModifierFactory.scrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
        _ transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some ViewModifier {
        ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition)
    }
}

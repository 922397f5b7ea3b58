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

/// A timing curve from 0 to 1, as `.interactive(timingCurve:)` takes it.
public struct UnitCurve: Sendable, Equatable {
    let css: String

    public static let linear = UnitCurve(css: "linear")
    public static let easeIn = UnitCurve(css: "ease-in")
    public static let easeOut = UnitCurve(css: "ease-out")
    public static let easeInOut = UnitCurve(css: "ease-in-out")
    public static let circularEaseIn = UnitCurve(css: "cubic-bezier(0.55,0,1,0.45)")
    public static let circularEaseOut = UnitCurve(css: "cubic-bezier(0,0.55,0.45,1)")
    public static let circularEaseInOut = UnitCurve(css: "cubic-bezier(0.85,0,0.15,1)")

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let points = [startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y]
        return UnitCurve(css: "cubic-bezier(" + points.map { Layout.number(Double($0)) }.joined(separator: ",") + ")")
    }
}

/// How a scroll transition follows the scrolling.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case identity, interactive, animated }
    let kind: Kind
    var curve: UnitCurve = .linear
    var threshold: Threshold = .visible

    /// No transition: the view keeps its shown look.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    /// The look follows the scroll position (the default).
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    /// SwiftUI animates between the looks when the view crosses the threshold; the page follows the scroll position instead.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)

    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }

    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
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
        let none = VisualEffectStyle(EmptyVisualEffect())
        guard top != shown || bottom != shown else {
            return shown == none ? nodes : Layout.modify(nodes, path, env, canMerge: VisualEffectStyle.canTake) { shown.apply(to: &$0) }
        }
        return Layout.modify(nodes, path, env, canMerge: VisualEffectStyle.canTake) { e in
            e.addClass("st")
            if let axis { e.addClass(axis == .horizontal ? "st-x" : "st-y") }
            // The shown look as the element's own style, for browsers without scroll timelines.
            shown.apply(to: &e)
            if shown.origin == nil, let origin = top.origin ?? bottom.origin { e.addStyle("transform-origin", origin) }
            for (prefix, look) in [("--st-a", top), ("--st-i", shown), ("--st-b", bottom)] {
                if let transform = look.transform { e.addStyle(prefix + "t", transform) }
                if let opacity = look.opacity { e.addStyle(prefix + "o", Layout.number(opacity)) }
                if let filter = look.filter { e.addStyle(prefix + "f", filter) }
            }
            let ranges = (bottomTrailing.threshold.range(leading: false), topLeading.threshold.range(leading: true))
            if ranges != ("entry 0% entry 100%", "exit 0% exit 100%") { e.addStyle("animation-range", ranges.0 + "," + ranges.1) }
            if bottomTrailing.curve != .linear || topLeading.curve != .linear {
                e.addStyle("animation-timing-function", bottomTrailing.curve.css + "," + topLeading.curve.css)
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

import Foundation
import LiveHTML

/// Effects that change how a view is drawn, not where it is laid out:
/// what `.scrollTransition` and `.visualEffect` hand their closure
/// (`EmptyVisualEffect`) and get back. Each method adds one effect; the page
/// draws them as one CSS `transform`, `opacity` and `filter`.
public protocol VisualEffect: Sendable {
    /// The effects, in the order they were added (LiveUI reads them; not for apps).
    var _liveEffects: [_VisualEffectPart] { get }
}

/// One effect of a `VisualEffect` chain, as the page draws it.
public struct _VisualEffectPart: Sendable, Equatable {
    enum Kind: Equatable {
        /// A CSS transform function.
        case transform(String)
        /// A CSS filter function.
        case filter(String)
        case opacity(Double)
    }
    let kind: Kind
}

/// The effect that changes nothing: the start of every chain.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _liveEffects: [_VisualEffectPart] { [] }
}

/// A chain of effects (what the `VisualEffect` methods return).
public struct _VisualEffectChain: VisualEffect {
    public let _liveEffects: [_VisualEffectPart]
}

extension VisualEffect {
    func adding(_ kind: _VisualEffectPart.Kind) -> _VisualEffectChain {
        _VisualEffectChain(_liveEffects: _liveEffects + [_VisualEffectPart(kind: kind)])
    }

    /// A transform about `anchor`: moved there, applied, moved back (each effect its own
    /// anchor; one `transform-origin` would turn every effect of the chain about the last one's).
    func adding(_ function: String, anchor: UnitPoint) -> _VisualEffectChain {
        guard anchor != .center else { return adding(.transform(function)) }
        let (x, y) = ((Double(anchor.x) - 0.5) * 100, (Double(anchor.y) - 0.5) * 100)
        func move(_ x: Double, _ y: Double) -> String { "translate(\(Layout.number(x))%,\(Layout.number(y))%)" }
        return adding(.transform(move(x, y) + " " + function + " " + move(-x, -y)))
    }

    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(min(max(opacity, 0), 1))) }

    public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: offset.width, y: offset.height) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.transform("translate(\(Layout.px(x)),\(Layout.px(y)))"))
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding("scale(\(Layout.number(Double(x))),\(Layout.number(Double(y))))", anchor: anchor)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding("rotate(\(angle.css))", anchor: anchor)
    }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        let turn = "rotate3d(\(Layout.number(Double(axis.x))),\(Layout.number(Double(axis.y))),\(Layout.number(Double(axis.z))),\(angle.css))"
        // `anchorZ` has no CSS counterpart here (the view is flat): ignored, as `.rotation3DEffect` ignores it.
        return adding(perspective > 0 ? "perspective(\(Layout.px(400 / perspective))) " + turn : turn, anchor: anchor)
    }

    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(transform.cssMatrix))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.filter("blur(\(Layout.px(max(0, radius))))"))
    }

    public func brightness(_ amount: Double) -> some VisualEffect { adding(.filter("brightness(\(Layout.number(max(0, 1 + amount))))")) }

    public func contrast(_ amount: Double) -> some VisualEffect { adding(.filter("contrast(\(Layout.number(max(0, amount))))")) }

    public func saturation(_ amount: Double) -> some VisualEffect { adding(.filter("saturate(\(Layout.number(max(0, amount))))")) }

    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.filter("grayscale(\(Layout.number(min(max(amount, 0), 1))))"))
    }

    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.filter("hue-rotate(\(angle.css))")) }
}

extension CGAffineTransform {
    /// The transform as a CSS `matrix()` (translations in pixels, as points are here).
    fileprivate var cssMatrix: String {
        guard isFinite else { return "none" }
        return "matrix(" + [a, b, c, d, tx, ty].map { Layout.number(Double($0)) }.joined(separator: ",") + ")"
    }
}

/// A chain of effects as CSS values: nil where it changes nothing.
struct VisualEffectStyle: Equatable {
    var transform: String?
    var opacity: Double?
    var filter: String?

    init(_ effect: some VisualEffect) {
        var transforms: [String] = []
        var filters: [String] = []
        var opacity = 1.0
        for part in effect._liveEffects {
            switch part.kind {
            // The later effect applies to the result of the earlier: written first in CSS.
            case .transform(let function): transforms.insert(function, at: 0)
            case .filter(let function): filters.append(function)
            case .opacity(let value): opacity *= value
            }
        }
        transform = transforms.isEmpty ? nil : transforms.joined(separator: " ")
        filter = filters.isEmpty ? nil : filters.joined(separator: " ")
        self.opacity = opacity == 1 ? nil : opacity
    }

    /// Whether the chain changes nothing.
    var isEmpty: Bool { transform == nil && opacity == nil && filter == nil }

    /// Sets these values on `e` as its own style.
    func apply(to e: inout Element) {
        if let transform { e.addStyle("transform", transform) }
        if let opacity { e.addStyle("opacity", Layout.number(opacity)) }
        if let filter { e.addStyle("filter", filter) }
    }
}

/// `.visualEffect { content, proxy in … }`: the effects the closure returns
/// for the view's geometry. The geometry is what a `GeometryReader` would
/// report (the nearest fixed frame, else the window; positions are not
/// measured), so the closure runs once a render: effects that follow the
/// view as it scrolls stay as they are at the top.
struct VisualEffectModifier<Effect: VisualEffect>: PrimitiveModifier {
    let effect: @MainActor (EmptyVisualEffect, GeometryProxy) -> Effect

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let window = UIScreen.main.bounds.size
        let proxy = GeometryProxy(size: CGSize(width: env.offeredWidth ?? window.width, height: env.offeredHeight ?? window.height))
        let style = VisualEffectStyle(effect(EmptyVisualEffect(), proxy))
        let nodes = content(path.modified, env)
        guard !style.isEmpty else { return nodes }
        return Layout.modify(nodes, path, env, canMerge: VisualEffectStyle.canTake) { style.apply(to: &$0) }
    }
}

extension VisualEffectStyle {
    /// Whether an element can take effects as its own style (else they wrap it).
    static func canTake(_ e: Element) -> Bool {
        for p in ["transform", "opacity", "filter", "animation", "clip-path", "mask", "overflow"] where e.hasStyle(p) { return false }
        return !e.isVoid
    }
}

extension View {
    /// Effects computed from the view's geometry (see `VisualEffectModifier` for what LiveUI knows of it).
    @inlinable public func visualEffect(
        _ effect: @escaping @MainActor (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        modifier(ModifierFactory.visualEffect(effect))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func visualEffect<E: VisualEffect>(
        _ effect: @escaping @MainActor (EmptyVisualEffect, GeometryProxy) -> E
    ) -> some ViewModifier {
        VisualEffectModifier(effect: effect)
    }
}

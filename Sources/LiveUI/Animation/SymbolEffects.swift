import LiveHTML

// MARK: Symbol effects (iOS 17's Symbols framework, as SwiftUI uses it)
// An effect animates the symbol images (`Image(systemName:)`, class `sy`) in
// the view it modifies. Here each is a CSS animation of the whole symbol
// (50-symbol-effects.css): a browser draws a symbol as one SVG, so effects
// "by layer" animate it whole, as `.wholeSymbol` does.

/// An animation of symbol images.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays when a value changes (`.symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active (`.symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The CSS animation an effect plays (`lv-se-<name>`); every effect type of LiveUI's has one.
protocol SymbolEffectCSS {
    var cssName: String { get }
}

/// A brief scale up (or down) and back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectCSS {
    var isDown = false
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
    var cssName: String { isDown ? "bounce-down" : "bounce" }
}

/// The symbol's opacity fades and returns.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectCSS {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
    var cssName: String { "pulse" }
}

/// Layers light up in turn; here the whole symbol dims and lights in steps.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectCSS {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    var cssName: String { "variable" }
}

/// The symbol held larger (`.up`) or smaller (`.down`) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, SymbolEffectCSS {
    var isDown = false
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    var cssName: String { isDown ? "scale-down" : "scale-up" }
}

/// A shake from side to side (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectCSS {
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
    var cssName: String { "wiggle" }
}

/// A turn about the center (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectCSS {
    var turnsBack = false
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(turnsBack: false) }
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(turnsBack: true) }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
    var cssName: String { turnsBack ? "rotate-ccw" : "rotate" }
}

/// A slow swell and settle (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectCSS {
    public var pulse: BreatheSymbolEffect { self }
    public var plain: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
    var cssName: String { "breathe" }
}

/// The symbol drawn in (active: shown) or out.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectCSS {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    var cssName: String { "appear" }
}

/// The symbol drawn out while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectCSS {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    var cssName: String { "disappear" }
}

/// One symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolEffectCSS {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    var cssName: String { "replace" }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }

/// How often and how fast an effect plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Times it plays; nil: the effect's own (once for a discrete one, for ever for an indefinite one).
    var count: Int?
    var speedFactor: Double = 1

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(count: 0)
    public static let nonRepeating = SymbolEffectOptions(count: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(1, count)) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var o = self
        o.count = max(1, count)
        return o
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speedFactor = speed
        return o
    }
    public var repeating: SymbolEffectOptions {
        var o = self
        o.count = 0
        return o
    }
    public var nonRepeating: SymbolEffectOptions {
        var o = self
        o.count = 1
        return o
    }

    /// The CSS for it: iteration count (0: infinite) and a speed that stays finite and positive.
    func style(defaultCount: Int?) -> [(String, String)] {
        var out: [(String, String)] = []
        let n = count ?? defaultCount
        if let n { out.append(("--se-n", n == 0 ? "infinite" : String(min(n, 1000)))) }
        if speedFactor != 1 {
            let s = speedFactor.isFinite && speedFactor > 0 ? min(max(speedFactor, 0.05), 20) : 1
            out.append(("--se-s", Layout.number(s)))
        }
        return out
    }
}

extension ContentTransition {
    /// A symbol replaced by another with `effect` (`.replace`): the new one scales in.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}

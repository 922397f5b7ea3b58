import LiveHTML

/// How a change moves on screen. Mapped to a CSS timing function: Bézier
/// curves for the timing curves, and for springs the spring's own motion,
/// sampled into a CSS `linear()` function (see `SpringCurve`).
public struct Animation: Sendable, Equatable {
    var curve: String
    var duration: Double
    var delayValue: Double = 0
    var speedValue: Double = 1
    /// Plays in all (nil: once; -1: forever), and whether every other play runs backwards.
    var iterations: Int?
    var autoreverses = false
    /// For springs: the curve, sampled only when a patch carries it (`spec`).
    var spring: SpringCurve?

    init(curve: String, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// SwiftUI's classic default: ease in-out over 0.35 s.
    public static let `default` = Animation(curve: "ease-in-out", duration: 0.35)

    public static func linear(duration: Double) -> Animation { Animation(curve: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: "ease-in", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: "ease-out", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: "ease-in-out", duration: duration) }
    public static var linear: Animation { .linear(duration: 0.35) }
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    /// A cubic Bézier timing curve through (0,0), the two control points and (1,1).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        let points = [c0x, c0y, c1x, c1y].map { String(rounded($0)) }.joined(separator: ", ")
        return Animation(curve: "cubic-bezier(\(points))", duration: duration)
    }

    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delayValue += delay
        return copy
    }

    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedValue *= speed > 0 ? speed : 1
        return copy
    }

    /// Plays `repeatCount` times in all; with `autoreverses`, every other play runs backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.iterations = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// Plays until the animated view changes again or leaves (in the browser, with no further messages).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.iterations = -1
        copy.autoreverses = autoreverses
        return copy
    }

    /// Whether it plays until stopped.
    package var repeatsForever: Bool { iterations == -1 }

    /// The wire form: durations already divided by the speed.
    package var spec: AnimationSpec {
        AnimationSpec(
            curve: spring?.css ?? curve, duration: Self.rounded(duration / speedValue), delay: Self.rounded(delayValue / speedValue),
            iterations: iterations, autoreverses: iterations == nil ? false : autoreverses)
    }

    /// How long one play takes, in seconds (for completions).
    var totalDuration: Double {
        let plays = iterations.map { $0 < 0 ? 1 : Double($0) } ?? 1
        return (delayValue + duration * plays) / speedValue
    }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}

// MARK: Springs

extension Animation {
    /// A spring from SwiftUI's response (seconds per undamped oscillation) and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        SpringCurve(response: response, dampingFraction: dampingFraction).animation
    }

    /// A spring that takes about `duration` and overshoots by `bounce` (0: none, 0.3: bouncy; negative: overdamped).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        SpringCurve(duration: duration, bounce: bounce).animation
    }

    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825) }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation
    {
        spring(response: response, dampingFraction: dampingFraction)
    }
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring of a given mass, stiffness and damping (SwiftUI's physical form).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping).animation
    }

    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// No overshoot. SwiftUI: `spring(duration: 0.5, bounce: 0)`, plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A little overshoot (bounce 0.15).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A visible overshoot (bounce 0.3).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }
    public static var bouncy: Animation { bouncy() }
}

import LiveHTML

/// How a change moves on screen. Mapped to a CSS timing function; springs are
/// approximated by an overshooting cubic Bézier of similar duration.
public struct Animation: Sendable, Equatable {
    var curve: String
    var duration: Double
    var delayValue: Double = 0
    var speedValue: Double = 1

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

    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        // Less damping overshoots more; settle time grows with response.
        let overshoot = max(1.0, 1.0 + (1.0 - dampingFraction) * 1.2)
        return Animation(curve: "cubic-bezier(0.5, \(rounded(overshoot)), 0.5, 1)", duration: response * 1.5)
    }

    public static func spring() -> Animation { spring(response: 0.55, dampingFraction: 0.825) }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation
    {
        spring(response: response, dampingFraction: dampingFraction)
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

    /// The wire form: durations already divided by the speed.
    package var spec: AnimationSpec {
        AnimationSpec(curve: curve, duration: Self.rounded(duration / speedValue), delay: Self.rounded(delayValue / speedValue))
    }

    private static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}

import Foundation

/// A damped spring's motion from 0 to 1 (unit mass, starting at rest), as
/// SwiftUI defines its springs, turned into a CSS timing function.
///
/// The browser has no spring, so the spring's exact step response is sampled
/// (a step of 0.2/ω, at most 120 points) until it settles within 0.1 % of the
/// target, and sent as a CSS `linear(…)` function over that settling time.
/// Between samples the browser interpolates linearly; the largest difference
/// from the true curve is 0.38–0.43 % of the distance travelled for the
/// presets and typical springs (`SpringTests.sampledCurveFollowsTheSpring`
/// measures it at 2,000 points for seven springs, and fails above 1 %).
/// Not modelled: `blendDuration` and `initialVelocity` (a spring always starts at rest).
struct SpringCurve: Sendable, Equatable {
    /// Undamped angular frequency (rad/s) and damping ratio.
    let omega: Double
    let zeta: Double

    init(response: Double, dampingFraction: Double) {
        omega = 2 * Double.pi / max(response, 0.01)
        zeta = max(dampingFraction, 0)
    }

    /// SwiftUI: a duration-and-bounce spring is a response of `duration` with
    /// damping `1 - bounce` (bounce ≥ 0), or `1 / (1 + bounce)` (bounce < 0, overdamped).
    init(duration: Double, bounce: Double) {
        let b = min(max(bounce, -0.99), 1)
        self.init(response: duration, dampingFraction: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    init(mass: Double, stiffness: Double, damping: Double) {
        let m = max(mass, 0.0001)
        let k = max(stiffness, 0.0001)
        omega = (k / m).squareRoot()
        zeta = max(damping, 0) / (2 * (k * m).squareRoot())
    }

    static let settled = 0.001
    static let longest = 10.0

    /// Seconds until the spring stays within 0.1 % of its target (at most 10 s).
    var settlingTime: Double {
        let eps = Self.settled
        let t: Double
        if zeta <= 0 {
            t = Self.longest
        } else if zeta < 1 {
            // |1 - x| ≤ e^(-ζωt) / √(1 - ζ²)
            t = log(1 / (eps * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
        } else if zeta == 1 {
            // |1 - x| = e^(-u) (1 + u), u = ωt: solve by fixed-point iteration.
            var u = 7.0
            for _ in 0..<12 { u = log((1 + u) / eps) }
            t = u / omega
        } else {
            // The slow exponential dominates: 1 - x ≈ r2 / (r2 - r1) · e^(-r1 t).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = omega * (zeta - root)
            let r2 = omega * (zeta + root)
            t = log(r2 / (r2 - r1) / eps) / r1
        }
        return min(max(t, 0.05), Self.longest)
    }

    /// Position at time `t` (0 at rest, 1 at the target).
    func value(at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        } else {
            let wd = omega * (zeta * zeta - 1).squareRoot()
            // cosh/sinh written with the decay folded in, so large t does not overflow.
            let a = exp((-zeta * omega + wd) * t)
            let b = exp((-zeta * omega - wd) * t)
            return 1 - ((a + b) / 2 + zeta * omega / wd * (a - b) / 2)
        }
    }

    /// Evenly spaced samples from t = 0 to the settling time, ending at exactly 1.
    var samples: [Double] {
        let total = settlingTime
        // Linear interpolation errs by at most h²·max|x''|/8 with |x''| ≤ ω²: a
        // step of 0.2/ω keeps that near 0.5 %.
        let count = min(120, max(16, Int((total * omega / 0.2).rounded(.up)) + 1))
        return (0..<count).map { i in i == count - 1 ? 1 : value(at: total * Double(i) / Double(count - 1)) }
    }

    /// The CSS timing function: `linear(0, 0.087, …, 1)`.
    var css: String {
        "linear(" + samples.map { Self.format($0) }.joined(separator: ",") + ")"
    }

    static func format(_ x: Double) -> String {
        let r = (x * 1000).rounded() / 1000
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }

    var animation: Animation {
        var a = Animation(curve: "", duration: (settlingTime * 1000).rounded() / 1000)
        a.spring = self
        return a
    }
}

import Foundation
import LiveHTML
import Testing

@testable import LiveUI

/// Springs travel as CSS `linear()` samples of the spring's exact motion:
/// how close the browser's piecewise-linear curve stays to the real one.
@Suite struct SpringTests {
    /// The values a `linear(a,b,…)` curve lists, evenly spaced over [0, 1].
    static func points(_ css: String) -> [Double] {
        css.dropFirst("linear(".count).dropLast().split(separator: ",").compactMap { Double($0) }
    }

    /// The browser's value at progress `p`: linear interpolation between evenly spaced points.
    static func interpolate(_ pts: [Double], _ p: Double) -> Double {
        let x = p * Double(pts.count - 1)
        let i = min(Int(x), pts.count - 2)
        return pts[i] + (pts[i + 1] - pts[i]) * (x - Double(i))
    }

    @Test(arguments: [
        ("bouncy", SpringCurve(duration: 0.5, bounce: 0.3)),
        ("snappy", SpringCurve(duration: 0.5, bounce: 0.15)),
        ("smooth", SpringCurve(duration: 0.5, bounce: 0)),
        ("spring(response: 0.3, dampingFraction: 0.5)", SpringCurve(response: 0.3, dampingFraction: 0.5)),
        ("interactiveSpring", SpringCurve(response: 0.15, dampingFraction: 0.86)),
        ("overdamped, bounce -0.5", SpringCurve(duration: 0.5, bounce: -0.5)),
        ("interpolatingSpring(stiffness: 170, damping: 15)", SpringCurve(mass: 1, stiffness: 170, damping: 15)),
    ])
    func sampledCurveFollowsTheSpring(_ name: String, _ spring: SpringCurve) {
        let pts = Self.points(spring.css)
        let total = spring.settlingTime
        var worst = 0.0
        for i in 0...2000 {
            let p = Double(i) / 2000
            worst = max(worst, abs(Self.interpolate(pts, p) - spring.value(at: p * total)))
        }
        // Measured: 0.0038–0.0043 for these seven (0.4 % of the distance travelled).
        #expect(worst < 0.01, "\(name): largest error \(worst) of the distance travelled")
        #expect(pts.first == 0 && pts.last == 1)
        #expect(abs(spring.value(at: total) - 1) <= 0.0011, "\(name) settled by its duration")
        #expect(pts.count <= 120)
    }

    @Test func presetsFollowSwiftUIsDefinitions() {
        // SwiftUI: smooth, snappy, bouncy = spring(duration: 0.5, bounce: 0, 0.15, 0.3); bounce b ⇒ damping 1 - b.
        #expect(Animation.smooth == Animation.spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == Animation.spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy == Animation.spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == Animation.spring(duration: 0.4, bounce: 0.4))
        #expect(SpringCurve(duration: 0.5, bounce: 0.3) == SpringCurve(response: 0.5, dampingFraction: 0.7))
        // stiffness 170, damping 15, mass 1: ω = √170, ζ = 15 / (2√170).
        let physical = SpringCurve(mass: 1, stiffness: 170, damping: 15)
        #expect(abs(physical.omega - 170.0.squareRoot()) < 1e-9)
        #expect(abs(physical.zeta - 15 / (2 * 170.0.squareRoot())) < 1e-9)
        // A bouncier spring overshoots more.
        let peak = { (s: SpringCurve) in Self.points(s.css).max() ?? 0 }
        #expect(peak(SpringCurve(duration: 0.5, bounce: 0)) == 1)
        #expect(peak(SpringCurve(duration: 0.5, bounce: 0.3)) > peak(SpringCurve(duration: 0.5, bounce: 0.15)))
    }

    @Test func repeatsTravelOnTheWire() {
        let pulse = Animation.easeInOut(duration: 0.8).repeatForever().spec
        #expect(pulse == AnimationSpec(curve: "ease-in-out", duration: 0.8, iterations: -1, autoreverses: true))
        #expect(Animation.linear(duration: 1).repeatCount(3, autoreverses: false).spec.iterations == 3)
        var out = ""
        let patch = ServerMessage.patch(Patch(version: 2, ack: 1, ops: [.setText(id: "a", text: "x")], animation: pulse))
        out = patch.encode()
        #expect(out.contains(#""anim":{"curve":"ease-in-out","duration":0.8,"delay":0,"repeat":-1,"reverse":true}"#))
        #expect((try? ServerMessage.decode(out)) == patch)
        #expect(
            !ServerMessage.patch(Patch(version: 2, ack: 1, ops: [], animation: .init(curve: "linear", duration: 1))).encode().contains(
                "repeat"))
    }

    @Test func everySpellingAppsUseCompilesAndSprings() {
        let springs: [Animation] = [
            .spring, .spring(), .spring(response: 0.4), .spring(duration: 0.4, bounce: 0.2), .bouncy, .bouncy(), .snappy,
            .snappy(duration: 0.3), .smooth, .smooth(extraBounce: 0.1), .interactiveSpring, .interactiveSpring(),
            .interpolatingSpring, .interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(duration: 0.3, bounce: 0.1),
        ]
        for spring in springs { #expect(spring.spec.curve.hasPrefix("linear(0,") && spring.spec.duration > 0.05) }
        #expect(
            Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4).spec
                == AnimationSpec(curve: "cubic-bezier(0.2, 0.8, 0.2, 1.0)", duration: 0.4))
    }
}

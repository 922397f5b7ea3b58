import LiveHTML
import LiveTesting
import LiveUI
import Testing

private struct Toaster: View {
    @State private var shown = false
    @State private var count = 0

    var body: some View {
        VStack {
            if shown {
                Text("Toast").transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity.combined(with: .scale)))
            }
            Text("Count \(count)")
                .scaleEffect(count > 0 ? 1.5 : 1)
                .animation(.spring(), value: count)
            Button("Toggle") { withAnimation(.easeOut(duration: 0.2).delay(0.1)) { shown.toggle() } }
            Button("Toggle plainly") { shown.toggle() }
            Button("Count") { count += 1 }
            Button("Slow") { withAnimation(.linear(duration: 1).speed(2)) { count += 1 } }
        }
    }
}

@MainActor @Suite struct AnimationTests {
    @Test func transitionsTravelOnTheElement() throws {
        let page = TestSession { Toaster() }
        try page.button("Toggle").click()
        let patch = try #require(page.patches.last)
        #expect(patch.animation == AnimationSpec(curve: "ease-out", duration: 0.2, delay: 0.1))
        guard case .insert(_, _, let html) = patch.ops.first else {
            Issue.record("no insert: \(patch.ops)")
            return
        }
        #expect(html.contains(#"data-lv-in="move:0,-100%""#))
        #expect(html.contains(#"data-lv-out="fade;scale:0""#))
    }

    @Test func changesOutsideWithAnimationDoNotAnimate() throws {
        let page = TestSession { Toaster() }
        try page.button("Toggle plainly").click()
        #expect(page.patches.last?.animation == nil)
        #expect(page.patches.last?.ops.isEmpty == false)
    }

    @Test func animationValueAnimatesWhenTheValueChanges() throws {
        let page = TestSession { Toaster() }
        try page.button("Count").click()
        let patch = try #require(page.patches.last)
        // Scoped to the modified view (as in SwiftUI), not the whole patch: the scope is the element whose style changed.
        #expect(patch.animation == nil)
        let scope = try #require(patch.scopedAnimations.first)
        #expect(scope.animation?.curve.hasPrefix("linear(0,") == true, "the spring's motion, sampled")
        #expect(
            patch.ops.contains {
                if case .setAttribute(scope.id, "style", "transform:scale(1.5)") = $0 { return true } else { return false }
            })
        try page.button("Toggle plainly").click()
        #expect(page.patches.last?.animation == nil && page.patches.last?.scopedAnimations.isEmpty == true, "the value did not change")
    }

    @Test func speedScalesDurations() throws {
        let page = TestSession { Toaster() }
        try page.button("Slow").click()
        #expect(page.patches.last?.animation == AnimationSpec(curve: "linear", duration: 0.5))
    }

    @Test func animationsMapToCSS() {
        #expect(Animation.default.spec == AnimationSpec(curve: "ease-in-out", duration: 0.35))
        #expect(Animation.easeIn(duration: 2).delay(1).speed(4).spec == AnimationSpec(curve: "ease-in", duration: 0.5, delay: 0.25))
        #expect(Animation.linear.spec.duration == 0.35)
        // A spring with damping 0.5 overshoots by e^(-πζ/√(1-ζ²)) = 16.3 %; its sampled curve shows it.
        let spring = Animation.spring(response: 0.3, dampingFraction: 0.5).spec.curve
        #expect(spring.hasPrefix("linear(0,") && spring.hasSuffix(",1)"))
        let peak = spring.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0) }.max() ?? 0
        #expect(abs(peak - 1.163) < 0.005, "\(spring)")
    }
}

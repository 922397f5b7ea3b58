import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// A gesture of the app's own, made of a primitive one, as SwiftUI apps write them.
private struct SwipeLeft: Gesture {
    let action: () -> Void
    var body: some Gesture {
        DragGesture(minimumDistance: 30).onEnded { value in
            if value.translation.width < -50 { action() }
        }
    }
}

private struct Gestures: View {
    @State private var taps = 0
    @State private var clicks = 0
    @State private var pressing = false
    @State private var held = 0
    @State private var both = ""
    @State private var last = ""
    @State private var enabled = true

    var body: some View {
        VStack {
            Text("Taps \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier("tap")
            Button("Overridden") { clicks += 100 }.onTapGesture { taps += 10 }
            Button("Both") { clicks += 1 }.simultaneousGesture(TapGesture().onEnded { taps += 1 })
            Text("Clicks \(clicks)")
            Text(pressing ? "Pressing" : "Idle")
                .onLongPressGesture(minimumDuration: 0.8) {
                    held += 1
                } onPressingChanged: {
                    pressing = $0
                }
                .accessibilityIdentifier("hold")
            Text("Held \(held)")
            Color.gray.frame(width: 50, height: 50)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .map { $0.translation.width }
                        .simultaneously(with: LongPressGesture())
                        .onChanged { v in both = "\(v.first.map { String(Int($0)) } ?? "-") \(v.second.map { String($0) } ?? "-")" }
                )
                .accessibilityIdentifier("both")
            Text("Both \(both)")
            Color.red.frame(width: 10, height: 10).gesture(
                DragGesture().onEnded { last = "\($0.location.x)" }, including: enabled ? .all : .none
            )
            .accessibilityIdentifier("maskable")
            Button("Disable") { enabled = false }
            Text("Swipe").gesture(SwipeLeft { last = "swiped" }).accessibilityIdentifier("swipe")
            Text("Last \(last)")
        }
    }
}

@MainActor @Suite struct GestureTests {
    @Test func gesturesOfTheAppsOwnRecognizeTheirBody() throws {
        let page = TestSession { Gestures() }
        let swipe = try page.element(identifier: "swipe")
        #expect(swipe.attribute("data-lv-drag") == "30")
        try swipe.drag(dx: -80, dy: 0)
        #expect(page.hasText("Last swiped"))
    }

    @Test func tapsOnAnyViewAreKeyboardOperableButtons() throws {
        let page = TestSession { Gestures() }
        let tap = try page.element(identifier: "tap")
        #expect(tap.attribute("data-lv-tap") == "1")
        #expect(tap.attribute("role") == "button")
        #expect(tap.attribute("tabindex") == "0")
        try tap.tap()
        try tap.tap()
        #expect(page.hasText("Taps 2"))
    }

    @Test func aTapGestureTakesOverAButtonUnlessSimultaneous() throws {
        let page = TestSession { Gestures() }
        #expect(try page.button("Overridden").attribute("data-lv-tap") == nil, "buttons keep their own click")
        try page.button("Overridden").click()
        #expect(page.hasText("Taps 10") && page.hasText("Clicks 0"))
        try page.button("Both").click()
        #expect(page.hasText("Taps 11") && page.hasText("Clicks 1"))
    }

    @Test func onLongPressGestureReportsPressingAndPerforms() throws {
        let page = TestSession { Gestures() }
        let hold = try page.element(identifier: "hold")
        #expect(hold.attribute("data-lv-press") == "800,10")
        try hold.press("start")
        #expect(page.hasText("Pressing"))
        try hold.press("cancel")
        #expect(page.hasText("Idle") && page.hasText("Held 0"))
        try hold.longPress()
        #expect(page.hasText("Idle") && page.hasText("Held 1"))
    }

    @Test func simultaneousGesturesAndMapReachTheSameView() throws {
        let page = TestSession { Gestures() }
        let both = try page.element(identifier: "both")
        #expect(both.attribute("data-lv-drag") == "0g", "minimum distance 0, global coordinates")
        #expect(both.attribute("data-lv-press") == "500,10")
        try both.dragMove(to: (30, 0), from: (10, 0))
        #expect(page.hasText("Both 20 -"))
        try both.press("start")
        #expect(page.hasText("Both - true"))
    }

    @Test func aMaskedOrDisabledGestureIsNotOnThePage() throws {
        let page = TestSession { Gestures() }
        let view = try page.element(identifier: "maskable")
        try view.dragEnd(at: (7.5, 1), from: (0, 0))
        #expect(page.hasText("Last 7.5"))
        try page.button("Disable").click()
        #expect(view.attribute("data-lv-drag") == nil)
        #expect(throws: TestError.self) { try view.dragEnd(at: (1, 1)) }
    }

    @Test func gestureEventsAreCheckedOnTheWire() throws {
        let page = TestSession { Gestures() }
        let button = try page.button("Both")
        #expect(throws: TestError.self, "a button takes no drags") { try button.dragEnd(at: (1, 1)) }
        for bad in [
            #"{"t":"event","seq":1,"kind":"drag","id":"a","value":"fly","x":1,"y":1,"sx":0,"sy":0}"#,
            #"{"t":"event","seq":1,"kind":"drag","id":"a","value":"move","y":1,"sx":0,"sy":0}"#,
            #"{"t":"event","seq":1,"kind":"drag","id":"a","value":"move","x":1e9,"y":1,"sx":0,"sy":0}"#,
            #"{"t":"event","seq":1,"kind":"drag","id":"a","value":"move","x":"1","y":1,"sx":0,"sy":0}"#,
            #"{"t":"event","seq":1,"kind":"press","id":"a","value":"hold"}"#,
            #"{"t":"event","seq":1,"kind":"press","id":"a"}"#,
        ] {
            #expect(throws: ProtocolError.self, "\(bad)") { try ClientMessage.decode(bad) }
        }
    }
}

private struct Motion: View {
    @State private var on = false
    @State private var done = 0
    @State private var shown = false

    var body: some View {
        VStack {
            Text(on ? "On" : "Off")
            Button("Flip") { $on.animation(.snappy).wrappedValue.toggle() }
            Button("Finish") {
                withAnimation(.easeIn(duration: 0.5)) {
                    on.toggle()
                } completion: {
                    done += 1
                }
            }
            Text("Done \(done)")
            Text("Quiet").opacity(on ? 0.5 : 1).animation(nil, value: on).accessibilityIdentifier("quiet")
            Text("Loud").opacity(on ? 0.5 : 1).animation(.linear(duration: 2), value: on).accessibilityIdentifier("loud")
            Text("Plain").opacity(on ? 0.5 : 1).accessibilityIdentifier("plain")
            Text("Old style").offset(x: on ? 10 : 0).animation(.easeOut(duration: 0.3)).accessibilityIdentifier("old")
            Text("Ghost").allowsHitTesting(false).contentShape(Rectangle()).accessibilityIdentifier("ghost")
            Button("Show") { withAnimation { shown.toggle() } }
            if shown {
                Text("Pushed").transition(.push(from: .bottom)).accessibilityIdentifier("pushed")
                Text("Scaled").transition(.scale(scale: 0.5, anchor: .topLeading)).accessibilityIdentifier("scaled")
                Text("Custom").transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
                    .accessibilityIdentifier("custom")
            }
        }
    }
}

private struct Faded: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount).scaleEffect(0.5 + amount / 2) }
}

@MainActor @Suite struct MotionAPITests {
    @Test func bindingAnimationAnimatesItsWrites() throws {
        let page = TestSession { Motion() }
        try page.button("Flip").click()
        #expect(page.hasText("On"))
        #expect(page.patches.last?.animation?.curve.hasPrefix("linear(") == true)
    }

    @Test func withAnimationCompletionRunsAfterTheAnimation() throws {
        let page = TestSession { Motion() }
        try page.button("Finish").click()
        #expect(page.hasText("Done 0"))
        page.advance(by: 0.4)
        #expect(page.hasText("Done 0"))
        page.advance(by: 0.2)
        #expect(page.hasText("Done 1"))
    }

    @Test func pushScaleAnchorAndCustomTransitions() throws {
        let page = TestSession { Motion() }
        try page.button("Show").click()
        #expect(try page.element(identifier: "pushed").attribute("data-lv-in") == "move:0,100%;fade")
        #expect(try page.element(identifier: "pushed").attribute("data-lv-out") == "move:0,-100%;fade")
        #expect(try page.element(identifier: "scaled").attribute("data-lv-in") == "scale:0.5;origin:0%,0%")
        let custom = try page.element(identifier: "custom")
        #expect(custom.attribute("data-lv-in") == "")
        #expect(custom.attribute("data-lv-in-style") == "opacity:0.0;transform:scale(0.5)")
        #expect(custom.attribute("data-lv-out-style") == "opacity:0.0;transform:scale(0.5)")
    }

    @Test func animationValueScopesOverrideWithAnimationInTheirSubtree() throws {
        let page = TestSession { Motion() }
        try page.button("Finish").click()
        let patch = try #require(page.patches.last)
        #expect(patch.animation == AnimationSpec(curve: "ease-in", duration: 0.5), "withAnimation for the rest")
        let quiet = try page.element(identifier: "quiet").id
        let loud = try page.element(identifier: "loud").id
        #expect(patch.scopedAnimations.contains(ScopedAnimation(id: quiet, animation: nil)), ".animation(nil, value:) turns it off")
        #expect(patch.scopedAnimations.contains(ScopedAnimation(id: loud, animation: AnimationSpec(curve: "linear", duration: 2))))
        let old = try page.element(identifier: "old").id
        #expect(patch.scopedAnimations.contains(ScopedAnimation(id: old, animation: AnimationSpec(curve: "ease-out", duration: 0.3))))
        #expect(patch.scopedAnimations.count == 3, "the plain view follows withAnimation")
        #expect(try page.element(identifier: "ghost").attribute("style") == "pointer-events:none")
    }
}

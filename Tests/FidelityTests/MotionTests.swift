import FidelityApps
import LiveTesting
import Testing

/// The motion sample apps driven in-process: drags, long presses and taps go
/// through the wire encoding, and their state comes back in patches.
@MainActor @Suite struct MotionTests {
    @Test func theCardFollowsTheDragAndSpringsBack() throws {
        let page = TestSession { DraggableCardView() }
        let card = try page.element(identifier: "card")
        #expect(card.attribute("data-lv-drag") == "10")
        #expect(card.attribute("tabindex") == "0", "reachable from the keyboard")
        try card.dragMove(to: (80, 90), from: (50, 50))
        #expect(page.hasText("Dragging"))
        #expect(card.attribute("style")?.contains("translate(30px,40px)") == true)
        let moving = try #require(page.patches.last?.scopedAnimations.first)
        #expect(moving.id == card.id && moving.animation?.curve.hasPrefix("linear(0,") == true, "the spring, sampled, on the card only")
        try card.dragEnd(at: (150, 20), from: (50, 50))
        #expect(page.hasText("Resting"), "@GestureState resets when the drag ends")
        #expect(page.hasText("Last drop: 100, -30"), "onEnded gets the exact release point")
        #expect(page.hasText("Drops: 1"))
        #expect(card.attribute("style")?.contains("translate(0px,0px)") == true)
        #expect(page.patches.last?.scopedAnimations.first?.animation?.curve.hasPrefix("linear(") == true, "the snap back springs")
        #expect(page.patches.last?.animation == nil, "the texts change at once")
    }

    @Test func aSwipePastTheThresholdDeletesTheRow() throws {
        let page = TestSession { InboxView() }
        let row = try page.element(identifier: "row-2")
        #expect(row.attribute("data-lv-drag") == "20")
        try row.drag(dx: -40, dy: 0)
        #expect(page.hasText("3 messages"), "a short swipe snaps back")
        #expect(row.attribute("style")?.contains("translate(0px,0px)") == true)
        try row.drag(dx: -120, dy: 5)
        #expect(page.hasText("2 messages"))
        #expect(!page.hasText("Your order has shipped"))
        let removal = try #require(page.patches.last)
        #expect(removal.animation?.curve == "ease-out")
    }

    @Test func aFastFlickDeletesEvenWhenShort() throws {
        let page = TestSession { InboxView() }
        try page.element(identifier: "row-1").drag(dx: -60, dy: 0, velocity: (-900, 0))
        #expect(page.hasText("2 messages"), "predictedEndTranslation is past the flick threshold")
    }

    @Test func theRecordingDotPulsesForever() throws {
        let page = TestSession { RecorderView() }
        try page.button("Record").click()
        #expect(page.hasText("Recording"))
        let patch = try #require(page.patches.last?.scopedAnimations.first?.animation)
        #expect(patch.iterations == -1)
        #expect(patch.autoreverses == true)
        #expect(patch.duration == 0.6)
        let dot = try page.element(identifier: "dot")
        #expect(dot.attribute("data-lv-loop")?.hasPrefix("ease-in-out|0.6|0.0|1|") == true, "pulses on any page rendered afresh too")
        try page.button("Stop").click()
        #expect(page.patches.last?.scopedAnimations.first?.animation?.iterations == nil, "stopping animates once, back to rest")
        #expect(dot.attribute("data-lv-loop") == nil)
    }

    @Test func theLikeButtonBouncesAndDoubleTapLikes() throws {
        let page = TestSession { LikeButtonView() }
        let photo = try page.find(.label("Photo"))
        // The single tap wraps the double tap's element: the browser tells them apart by click count.
        #expect(photo.attribute("data-lv-tap") == "1")
        // A group holding the double tap's button (a button may hold no other control); still a tab stop.
        #expect(photo.attribute("role") == "group" && photo.attribute("tabindex") == "0")
        try photo.tap()
        #expect(page.hasText("Sunset at the pier") && page.hasText("41 likes"))
        let photoItself = try #require(page.page.find(id: photo.id)?.allElements().first { $0[attribute: "data-lv-tap"] == "2" })
        try page.element(id: photoItself.id).tap()
        #expect(page.hasText("42 likes"))
        #expect(page.patches.last?.scopedAnimations.first?.animation?.curve.hasPrefix("linear(") == true, ".bouncy is a spring")
        let like = try page.button("Liked")
        #expect(like.attribute("style")?.contains("transform-origin:50% 100%") == true, "anchor: .bottom")
        try like.click()
        #expect(page.hasText("41 likes"))
        try page.button("Like").click()
        #expect(page.hasText("42 likes"))
    }

    @Test func holdingLongEnoughConfirms() throws {
        let page = TestSession { HoldToConfirmView() }
        let target = try page.find(.label("Hold to confirm"))
        #expect(target.attribute("data-lv-press") == "1000,10")
        try target.press("start")
        #expect(page.hasText("Keep holding…"), "@GestureState is true while pressed")
        try target.press("cancel")
        #expect(page.hasText("Not pressed"))
        #expect(page.hasText("Hold to place your order"), "released early: nothing happens")
        try target.longPress()
        #expect(page.hasText("Order placed"))
        #expect(page.hasText("Not pressed"), "reset once the gesture ended")
        try page.button("Reset").click()
        #expect(page.hasText("Hold to place your order"))
    }

    @Test func loopsStartedInOnAppearAreInTheFirstPage() throws {
        let page = TestSession { LoadingView() }
        let spinner = try page.element(identifier: "spinner")
        #expect(spinner.attribute("style")?.contains("rotate(360deg)") == true)
        let loop = spinner.attribute("data-lv-loop") ?? ""
        #expect(
            loop.hasPrefix("linear|1.0|0.0|0|") && loop.hasSuffix("transform:rotate(0deg)"), "from the style before onAppear: \(loop)")
        let badge = try page.element(identifier: "badge")
        #expect(
            badge.attribute("data-lv-loop")?.hasPrefix("ease-in-out|1.2|0.0|1|") == true,
            "the badge's own .animation(_:value:), not the spinner's withAnimation: \(badge.attribute("data-lv-loop") ?? "")")
        #expect(badge.attribute("data-lv-loop")?.contains("opacity:1.0") == true)
        try page.button("Finish loading").click()
        #expect(page.hasText("All caught up"))
        #expect(try page.element(identifier: "badge").attribute("data-lv-loop") != nil, "an unrelated change does not stop a loop")
    }

    @Test func aLongPressThenADragMovesTheToken() throws {
        let page = TestSession { PickUpTokenView() }
        let token = try page.find(.label("Token"))
        #expect(token.attribute("data-lv-press") == "500,10" && token.attribute("data-lv-drag") == "10")
        #expect(token.attribute("data-lv-seq") == "")
        // Dragging before the press succeeded does nothing.
        try token.press("start")
        #expect(page.hasText("Pressing"))
        try token.dragMove(to: (90, 50))
        try token.press("cancel")
        try token.dragEnd(at: (90, 50))
        #expect(page.hasText("Resting") && page.hasText("Position: 0, 0"))
        // Held, then dragged: moves while dragged, stays where dropped.
        try token.press("start")
        try token.press("end")
        #expect(page.hasText("Picked up"))
        try token.dragMove(to: (80, 60))
        #expect(token.attribute("style")?.contains("translate(30px,10px)") == true)
        try token.dragEnd(at: (110, 30))
        #expect(page.hasText("Resting") && page.hasText("Position: 60, -20"))
        // Held and released without dragging: put back, not moved.
        try token.longPress()
        try token.dragEnd(at: (50, 50))
        #expect(page.hasText("Resting") && page.hasText("Position: 60, -20"))
    }
}

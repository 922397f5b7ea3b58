import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.scrollTransition` and `.visualEffect`, in-process (Tests/FidelityApps/Scrolling/TravelFeedApp.swift):
/// the looks the closures give for each phase, written for the page's scroll timelines.
@MainActor @Suite struct ScrollTransitionTests {
    private func style(_ page: TestSession, _ id: String) throws -> [String: String] {
        let marked = try #require(page.page.allElements().first { $0[attribute: "data-testid"] == id })
        let e = try #require(([marked] + marked.allElements()).first { ($0[attribute: "class"] ?? "").split(separator: " ").contains("st") })
        var out: [String: String] = [:]
        for declaration in (e[attribute: "style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            out[String(parts[0])] = String(parts[1])
        }
        out["class"] = e[attribute: "class"]
        return out
    }

    @Test func eachPhaseLookIsWrittenForTheScrollTimeline() throws {
        let page = TestSession { TravelFeedApp() }
        page.checkRenders()
        let card = try style(page, "trip-3")
        // Coming in and going out: faded, smaller, blurred; shown: as it is.
        #expect(card["--st-bo"] == "0.3" && card["--st-ao"] == "0.3")
        #expect(card["--st-bt"] == "scale(0.75,0.75)" && card["--st-at"] == "scale(0.75,0.75)")
        #expect(card["--st-bf"] == "blur(2px)")
        #expect(card["--st-io"] == nil && card["--st-it"] == "scale(1,1)" && card["--st-if"] == "blur(0px)")
        #expect(card["animation-range"] == nil, "the default threshold: the stylesheet's ranges")
        let city = try style(page, "city-12")
        #expect(city["class"]?.contains("st-x") == true)
        // A later effect applies to the earlier one's result: written first.
        #expect(city["--st-bt"] == "scale(0.85,0.85) perspective(400px) rotate3d(0,1,0,-30deg)")
        #expect(city["--st-at"] == "scale(0.85,0.85) perspective(400px) rotate3d(0,1,0,30deg)")
        let note = try style(page, "note-2")
        // Only the top edge transitions, from half the note out.
        #expect(note["--st-ao"] == "0" && note["--st-bo"] == nil)
        #expect(note["animation-range"] == "entry 0% entry 100%,exit 50% exit 100%")
        try page.buttons("Save")[0].click()
        #expect(page.hasText("Saved"))
        #expect(try style(page, "trip-1")["--st-bo"] == "0.3")
        #expect(page.failures.isEmpty)
    }

    @Test func thresholdsAndConfigurations() throws {
        struct Page: View {
            var body: some View {
                ScrollView {
                    VStack {
                        Text("centered").scrollTransition(.interactive.threshold(.centered)) { c, p in c.opacity(p.isIdentity ? 1 : 0) }
                            .accessibilityIdentifier("centered")
                        Text("hidden").scrollTransition(.animated.threshold(.hidden)) { c, p in c.opacity(p.isIdentity ? 1 : 0) }
                            .accessibilityIdentifier("hidden")
                        Text("curve").scrollTransition(.interactive(timingCurve: .easeIn)) { c, p in c.offset(x: p.value * 20) }
                            .accessibilityIdentifier("curve")
                        Text("identity").scrollTransition(.identity) { c, p in c.opacity(p.isIdentity ? 0.9 : 0) }
                            .accessibilityIdentifier("identity")
                        Text("y").scrollTransition(axis: .vertical) { c, p in c.grayscale(p.isIdentity ? 0 : 1) }
                            .accessibilityIdentifier("y")
                    }
                }
            }
        }
        let page = TestSession { Page() }
        #expect(try style(page, "centered")["animation-range"] == "cover 0% cover 50%,cover 50% cover 100%")
        #expect(try style(page, "hidden")["animation-range"] == "entry 0% entry 0%,exit 100% exit 100%")
        let curve = try style(page, "curve")
        #expect(curve["animation-timing-function"] == "ease-in,ease-out")
        #expect(curve["--st-bt"] == "translate(20px,0px)" && curve["--st-at"] == "translate(-20px,0px)")
        #expect(try style(page, "y")["class"]?.contains("st-x") == false, "the block axis: the stylesheet's")
        // `.identity`: no transition, the shown look only.
        let identity = try #require(page.page.allElements().first { $0[attribute: "data-testid"] == "identity" })
        #expect(!(identity[attribute: "class"] ?? "").contains("st"))
        #expect(identity[attribute: "style"]?.contains("opacity:0.9") == true)
    }

    @Test func visualEffectAppliesWhatTheClosureGives() throws {
        let page = TestSession { TravelFeedApp() }
        // The frame is not measured (at the origin), so `minY > 0` is false: no offset; the window's size is known.
        let title = try #require(page.page.allElements().first { $0.textContent == "Travel feed" && $0[attribute: "style"] != nil })
        #expect(title[attribute: "style"]?.contains("transform:translate(0px,0px)") == true)
        #expect(title[attribute: "style"]?.contains("opacity") == false)
    }

    @Test func eachEffectTurnsAboutItsOwnAnchorAndCurvesRunBackwardsGoingOut() throws {
        struct Page: View {
            var body: some View {
                ScrollView {
                    Text("T").scrollTransition(topLeading: .interactive(timingCurve: .easeIn), bottomTrailing: .interactive) { c, phase in
                        c.scaleEffect(phase.isIdentity ? 1 : 0.5, anchor: .top).rotationEffect(.degrees(phase.value * 10))
                    }
                    .accessibilityIdentifier("t")
                }
            }
        }
        let page = TestSession { Page() }
        let t = try style(page, "t")
        #expect(t["transform-origin"] == nil)
        #expect(t["--st-bt"] == "rotate(10deg) translate(0%,-50%) scale(0.5,0.5) translate(0%,50%)")
        // Coming in the curve runs forward, going out backwards (ease-in becomes ease-out).
        #expect(t["animation-timing-function"] == "ease-in-out,ease-out")
    }

    @Test func theAxisIsTheNearestScrollViews() throws {
        struct Page: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack {
                        Text("across").scrollTransition { c, p in c.opacity(p.isIdentity ? 1 : 0) }.accessibilityIdentifier("across")
                        // A feed inside the pager: its own vertical scroll view's axis.
                        ScrollView {
                            Text("down").scrollTransition { c, p in c.opacity(p.isIdentity ? 1 : 0) }.accessibilityIdentifier("down")
                        }
                        .frame(width: 200, height: 200)
                    }
                }
            }
        }
        let page = TestSession { Page() }
        #expect(try style(page, "across")["class"]?.contains("st-x") == true)
        #expect(try style(page, "down")["class"]?.contains("st-x") == false)
    }

    @Test func aTransparentViewIsInertAndStillOneElement() throws {
        struct Page: View {
            var body: some View {
                VStack {
                    Text("A").opacity(0).allowsHitTesting(false)
                    Button("Hidden") {}.opacity(0)
                }
            }
        }
        let page = TestSession { Page() }
        let a = try #require(page.page.allElements().first { $0.textContent == "A" && $0[attribute: "style"] != nil })
        #expect(a[attribute: "inert"] != nil && a.children.count == 1, "no wrapper: \(a)")
        let hidden = try #require(page.page.allElements().first { $0.tag == "button" })
        #expect(hidden[attribute: "inert"] != nil)
    }

    @Test func visualEffectsCompose() throws {
        struct Page: View {
            var body: some View {
                Text("shifted").visualEffect { content, proxy in
                    content.offset(x: proxy.size.width > 100 ? 10 : 0).rotationEffect(.degrees(10), anchor: .topLeading).brightness(0.2)
                        .saturation(0.5).hueRotation(.degrees(90)).contrast(2).opacity(0.5).opacity(0.5)
                }
                .frame(width: 200, height: 50)
            }
        }
        let page = TestSession { Page() }
        let style = try #require(page.page.allElements().compactMap { $0[attribute: "style"] }.first { $0.contains("rotate(10deg)") })
        #expect(!style.contains("transform-origin"))
        #expect(style.contains("transform:translate(-50%,-50%) rotate(10deg) translate(50%,50%) translate(10px,0px)"))
        #expect(style.contains("opacity:0.25"))
        #expect(style.contains("filter:brightness(1.2) saturate(0.5) hue-rotate(90deg) contrast(2)"))
    }
}

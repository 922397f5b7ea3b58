import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Shapes of an app's own, `Path` and `trim`, as tutorials write them
/// (`ActivityRingsApp`): drawn as inline SVG in the space their frame offers.
@MainActor @Suite struct DrawingTests {
    private func drawing(_ page: TestSession, _ identifier: String) throws -> (svg: Element, path: Element) {
        let box = try #require(page.page.find(id: page.element(identifier: identifier).id))
        let svg = try #require(box.allElements().first { $0.tag == "svg" })
        let path = try #require(svg.allElements().first { $0.tag == "path" })
        return (svg, path)
    }

    /// SwiftUI: a shape's `path(in:)` gets the rect its frame offers; unfilled it fills with the foreground.
    @Test func anAppsOwnShapeIsItsPathInTheOfferedRect() throws {
        let page = TestSession { ActivityRingsApp() }
        let (svg, path) = try drawing(page, "trend")
        #expect(svg[attribute: "viewBox"] == "0 0 40 40")
        #expect(svg[attribute: "preserveAspectRatio"] == "none")
        #expect(svg[attribute: "aria-hidden"] == "true")
        #expect(path[attribute: "d"] == "M20 0L40 40L0 40Z")
        #expect(path[attribute: "style"]?.contains("fill:") == true)
    }

    /// SwiftUI: `Circle().trim(from: 0, to: p)` keeps that part of the circle,
    /// from its rightmost point clockwise; the ring grows when the state does.
    @Test func aTrimmedCircleIsThatPartOfTheRingAndFollowsTheState() throws {
        let page = TestSession { ActivityRingsApp() }
        var (svg, path) = try drawing(page, "move-ring")
        #expect(svg[attribute: "viewBox"] == "0 0 150 150")
        #expect(svg[attribute: "preserveAspectRatio"] == "xMidYMid meet")
        // A quarter: one curve from (150, 75) to (75, 150).
        #expect(path[attribute: "d"] == "M150 75C150 116.42 116.42 150 75 150")
        let style = try #require(path[attribute: "style"])
        #expect(style.contains("fill:none"))
        #expect(style.contains("stroke-width:20px"))
        #expect(style.contains("stroke-linecap:round"))
        #expect(path[attribute: "vector-effect"] == "non-scaling-stroke")
        #expect(page.hasText("25%"))

        try page.button("Log workout").click()
        (_, path) = try drawing(page, "move-ring")
        #expect(path[attribute: "d"] == "M150 75C150 116.42 116.42 150 75 150C33.58 150 0 116.42 0 75")
        #expect(page.hasText("50%"))
        try page.button("Log workout").click()
        try page.button("Log workout").click()
        (_, path) = try drawing(page, "move-ring")
        // The whole circle is the untrimmed outline, closed.
        #expect(path[attribute: "d"]?.hasSuffix("Z") == true)
        #expect(page.hasText("100%"))
    }

    /// SwiftUI: `addArc(…, clockwise: false)` from 0° to 120° turns clockwise on screen (y grows downwards).
    @Test func aPieSliceArcTurnsAsSwiftUIs() throws {
        let page = TestSession { ActivityRingsApp() }
        let d = try #require(try drawing(page, "slice").path[attribute: "d"])
        // From the center to (80, 40), two curves of 60° each ending at 120°: (20, 74.64), closed.
        #expect(d.hasPrefix("M40 40L80 40C"))
        #expect(d.hasSuffix("20 74.64Z"))
        #expect(d.filter { $0 == "C" }.count == 2)
    }

    /// SwiftUI: a gradient's unit points are the shape's frame.
    @Test func aGradientFillIsAnSVGGradientOverTheFrame() throws {
        let page = TestSession { ActivityRingsApp() }
        let (svg, path) = try drawing(page, "wave")
        let gradient = try #require(svg.allElements().first { $0.tag == "linearGradient" })
        #expect(gradient[attribute: "gradientUnits"] == "userSpaceOnUse")
        #expect(gradient[attribute: "x1"] == "150" && gradient[attribute: "y1"] == "0")
        #expect(gradient[attribute: "x2"] == "150" && gradient[attribute: "y2"] == "80")
        let stops = gradient.children.compactMap { node -> Element? in if case .element(let e) = node { return e } else { return nil } }
        #expect(stops.map { $0[attribute: "offset"] } == ["0", "1"])
        #expect(stops.allSatisfy { $0[attribute: "style"]?.hasPrefix("stop-color:") == true })
        let id = gradient.id
        #expect(path[attribute: "style"]?.contains("fill:url(#\(id))") == true)
        #expect(path[attribute: "d"] == "M0 40Q75 30 150 40Q225 50 300 40L300 80L0 80Z")
    }

    /// SwiftUI: a stroked `Path` of the app's data; the line join carries over.
    @Test func aSparklineIsAStrokedPolyline() throws {
        let page = TestSession { ActivityRingsApp() }
        let path = try drawing(page, "sparkline").path
        #expect(path[attribute: "d"] == "M0 40L35 26.67L70 33.33L105 6.67L140 20L175 0L210 13.33")
        let style = try #require(path[attribute: "style"])
        #expect(style.contains("stroke-linejoin:round") && style.contains("stroke-width:3px"))
    }

    /// A shape with no frame is asked for its path in the window's size, and
    /// the drawing stretches to the box the browser lays out.
    @Test func withoutAFrameTheWindowIsTheRect() throws {
        let page = TestSession {
            VStack { Triangle().accessibilityIdentifier("free") }
        }
        let (svg, _) = try drawing(page, "free")
        let window = UIScreen.main.bounds.size
        #expect(svg[attribute: "viewBox"] == "0 0 \(Int(window.width)) \(Int(window.height))")
    }

    /// Built-in shapes stay CSS boxes until something needs their outline.
    @Test func untrimmedBuiltInShapesAreStillBoxes() throws {
        let page = TestSession {
            Circle().fill(.red).frame(width: 30, height: 30).accessibilityIdentifier("dot")
        }
        let box = try #require(page.page.find(id: page.element(identifier: "dot").id))
        #expect(!box.allElements().contains { $0.tag == "svg" })
    }
}

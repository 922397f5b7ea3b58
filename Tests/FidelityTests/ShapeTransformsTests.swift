import FidelityApps
import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Shapes moved, turned, scaled and transformed as shapes, in-process, on the
/// badge maker sample (Tests/FidelityApps/Styling/BadgeMakerApp.swift): each is
/// drawn as SVG where SwiftUI draws it, and follows the app's state.
@MainActor @Suite struct ShapeTransformsTests {
    private func d(_ page: TestSession, _ identifier: String) throws -> String {
        let box = try #require(page.page.find(id: page.element(identifier: identifier).id))
        let path = try #require(box.allElements().first { $0.tag == "path" })
        return try #require(path[attribute: "d"])
    }

    private func petals(_ page: TestSession) -> Int {
        page.page.allElements().filter { $0[attribute: "data-testid"]?.hasPrefix("petal-") == true }.count
    }

    /// SwiftUI: `Ellipse().scale(x: 0.35, y: 1).rotation(θ)` in a 160-point frame is the
    /// frame's ellipse narrowed about the center, then turned about it (clockwise on screen).
    @Test func aFlowerOfTurnedEllipsesFollowsTheStepper() throws {
        let page = TestSession { BadgeMakerApp() }
        #expect(petals(page) == 6)
        #expect(try d(page, "petal-0").hasPrefix("M108 80C"))
        // A quarter turn takes the rightmost point (108, 80) below the center.
        #expect(try d(page, "petal-3").hasPrefix("M80 108C"))
        #expect(try d(page, "heart").hasPrefix("M104 80C"))
        try page.stepper("Petals: 6").increment()
        #expect(petals(page) == 7 && page.hasText("Petals: 7"))
    }

    /// Turned a quarter back before it is trimmed, the ring starts at 12 o'clock; it grows with the state.
    @Test func aRingTurnedThenTrimmedStartsAtTwelve() throws {
        let page = TestSession { BadgeMakerApp() }
        #expect(try d(page, "ring") == "M60 0C93.14 0 120 26.86 120 60")
        try page.button("Add a quarter").click()
        #expect(try d(page, "ring") == "M60 0C93.14 0 120 26.86 120 60C120 93.14 93.14 120 60 120")
        #expect(page.hasText("50%"))
    }

    @Test func anOffsetShadowAShearAndADiamondClip() throws {
        let page = TestSession { BadgeMakerApp() }
        // The card's rounded rectangle (from (10, 0)) moved 6 points right and down.
        #expect(try d(page, "shadow").hasPrefix("M16 6L"))
        #expect(try d(page, "slanted") == "M10 0L90 0L80 40L0 40Z")
        // A square scaled to 0.7 and turned 45° is a diamond, in units of the clipped box.
        let box = try #require(page.page.find(id: page.element(identifier: "diamond").id))
        let clip = try #require(box.allElements().first { $0.tag == "clipPath" })
        #expect(clip[attribute: "clipPathUnits"] == "objectBoundingBox")
        let outline = try #require(clip.allElements().first { $0.tag == "path" })
        #expect(outline[attribute: "d"] == "M.5 .005L.995 .5L.5 .995L.005 .5Z")
    }

    /// `AnyShape` holding a rotated capsule or a plain one, switched by a toggle.
    @Test func aTypeErasedShapeTiltsWithTheToggle() throws {
        let page = TestSession { BadgeMakerApp() }
        let flat = try d(page, "tag")
        #expect(flat.hasPrefix("M18 0L102 0"))
        try page.toggle("Tilt the tag").toggle()
        let tilted = try d(page, "tag")
        #expect(tilted != flat && !tilted.hasPrefix("M18 0L"))
    }

    /// On a shape, `offset` makes a shape (drawn as SVG, strokable); on any other view it
    /// stays the view modifier (a CSS transform), as SwiftUI resolves the two.
    @Test func offsetOnAShapeIsAShapeAndOnAViewAModifier() throws {
        let page = TestSession {
            VStack {
                Circle().offset(x: 10).stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20).accessibilityIdentifier("moved")
                Text("Nudged").offset(x: 10).accessibilityIdentifier("text")
            }
        }
        #expect(try d(page, "moved").hasPrefix("M30 10C"))
        let text = try #require(page.page.find(id: page.element(identifier: "text").id))
        #expect(text[attribute: "style"]?.contains("transform") == true, "\(text)")
    }

    /// Hostile numbers from an app's arithmetic render valid path data, and nothing traps.
    @Test func hostileNumbersRenderValidSVG() throws {
        let page = TestSession {
            VStack {
                Rectangle().rotation(.radians(.nan)).fill(Color.red).frame(width: 20, height: 20).accessibilityIdentifier("nan")
                Rectangle().scale(1e300).fill(Color.red).frame(width: 20, height: 20).accessibilityIdentifier("huge")
                Circle().offset(x: .infinity).stroke(lineWidth: 1).frame(width: 20, height: 20).accessibilityIdentifier("inf")
                Color.blue.frame(width: 20, height: 20).clipShape(Rectangle().scale(x: 0, y: .nan)).accessibilityIdentifier("clip")
            }
        }
        #expect(try d(page, "nan") == "")
        #expect(try d(page, "inf") == "")
        #expect(try d(page, "huge") == "M-1000000000 -1000000000L1000000000 -1000000000L1000000000 1000000000L-1000000000 1000000000Z")
        #expect(try page.page.find(id: page.element(identifier: "clip").id) != nil)
    }
}

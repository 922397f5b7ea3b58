import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Shape APIs as apps spell them (after a review's list, 2026-12-07): code
/// that must compile and draw, each checked on its drawing.
@MainActor @Suite struct DrawingAPITests {
    struct Ring: Shape {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
            return p
        }
    }

    struct Tri: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.addLines([CGPoint(x: rect.midX, y: 0), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: rect.maxY)])
                p.closeSubpath()
            }
        }
    }

    struct Slide: AnimatableModifier {
        var x: CGFloat
        var animatableData: CGFloat {
            get { x }
            set { x = newValue }
        }
        func body(content: Content) -> some View { content.offset(x: x) }
    }

    private func drawn(_ page: TestSession, _ identifier: String) throws -> (box: Element, path: Element?) {
        let box = try #require(page.page.find(id: page.element(identifier: identifier).id))
        return (box, box.allElements().first { $0.tag == "path" })
    }

    @Test func typeErasedAndInsetShapesAreDrawn() throws {
        let round = true
        let page = TestSession {
            VStack {
                AnyShape(round ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(.red).frame(width: 20, height: 20)
                    .accessibilityIdentifier("any")
                Circle().inset(by: 5).stroke(Color.blue, lineWidth: 2).frame(width: 20, height: 20).accessibilityIdentifier("inset")
                Text("x").modifier(Slide(x: 3))
                Ring(progress: 0.25).stroke(lineWidth: 3).frame(width: 40, height: 40).accessibilityIdentifier("ring")
            }
        }
        #expect(try drawn(page, "any").path?[attribute: "d"]?.hasPrefix("M20 10C") == true)
        #expect(try drawn(page, "inset").path?[attribute: "d"]?.hasPrefix("M15 10C") == true)
        #expect(try drawn(page, "ring").path?[attribute: "d"]?.hasPrefix("M20 0C") == true)
    }

    /// SwiftUI: `.background(_:in:)` with an app's own shape paints that shape, not a rectangle.
    @Test func aBackgroundInAnAppsOwnShapeIsThatShape() throws {
        let page = TestSession {
            Text("Warning").padding().background(Color.yellow, in: Tri()).frame(width: 120, height: 60)
                .accessibilityIdentifier("sign")
        }
        let path = try #require(try drawn(page, "sign").path)
        #expect(path[attribute: "d"]?.hasSuffix("Z") == true)
        #expect(path[attribute: "style"]?.contains("fill:") == true)
    }

    /// SwiftUI: an app's shape under a gradient foreground style is filled with the gradient.
    @Test func aGradientForegroundStyleFillsAnAppsShape() throws {
        let page = TestSession {
            Tri().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 40, height: 40).accessibilityIdentifier("tri")
        }
        let (box, path) = try drawn(page, "tri")
        let gradient = try #require(box.allElements().first { $0.tag == "linearGradient" })
        #expect(path?[attribute: "style"]?.contains("fill:url(#\(gradient.id))") == true)
        #expect(gradient[attribute: "y2"] == "40")
    }

    /// A `Path` is drawn at its own coordinates: no viewBox stretches it.
    @Test func aPathIsDrawnInPoints() throws {
        let page = TestSession {
            Path { p in p.addRect(CGRect(x: 20, y: 20, width: 80, height: 80)) }.fill(Color.blue).accessibilityIdentifier("square")
        }
        let svg = try #require(try drawn(page, "square").box.allElements().first { $0.tag == "svg" })
        #expect(svg[attribute: "viewBox"] == nil)
        #expect(svg[attribute: "preserveAspectRatio"] == nil)
    }

    /// SwiftUI: `clipShape` with an app's own shape clips to its outline: an SVG clip path in
    /// units of the clipped box (a `Path`'s in points), applied with CSS.
    @Test func clippingToAnAppsOwnShape() throws {
        let page = TestSession {
            VStack {
                Color.orange.frame(width: 100, height: 50).clipShape(Tri()).accessibilityIdentifier("clipped")
                Color.blue.frame(width: 40, height: 40).mask(Tri()).accessibilityIdentifier("masked")
                Color.green.frame(width: 40, height: 40)
                    .clipShape(Path { p in p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }, style: FillStyle(eoFill: true))
                    .accessibilityIdentifier("path")
            }
        }
        func clip(_ id: String) throws -> (style: String?, units: String?, d: String?, rule: String?) {
            let box = try #require(page.page.find(id: page.element(identifier: id).id))
            let holder = try #require(box.allElements().first { $0.tag == "clipPath" })
            let path = holder.allElements().first { $0.tag == "path" }
            let styled = try #require(box.allElements().first { $0[attribute: "style"]?.contains("clip-path:url(#\(holder.id))") == true })
            return (styled[attribute: "style"], holder[attribute: "clipPathUnits"], path?[attribute: "d"], path?[attribute: "clip-rule"])
        }
        let clipped = try clip("clipped")
        #expect(clipped.units == "objectBoundingBox")
        #expect(clipped.d == "M.5 0L1 1L0 1Z")
        #expect(try clip("masked").d == "M.5 0L1 1L0 1Z")
        let inPoints = try clip("path")
        #expect(inPoints.units == "userSpaceOnUse")
        #expect(inPoints.d == "M5 5L15 5L15 15L5 15Z")
        #expect(inPoints.rule == "evenodd")
    }
}

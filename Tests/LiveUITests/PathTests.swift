import Foundation
import Testing

@testable import LiveUI

/// `Path`'s building, trimming and SVG data (Views/Drawing/PathGeometry.swift), as values.
@MainActor @Suite struct PathTests {
    private func square() -> Path { Path(CGRect(x: 0, y: 0, width: 10, height: 10)) }
    private func d(_ path: Path) -> String { PathGeometry.svgData(path) }

    @Test func aRectangleIsFourLinesClosed() {
        #expect(d(square()) == "M0 0L10 0L10 10L0 10Z")
    }

    /// SwiftUI's `trim` measures the whole outline, the close included.
    @Test func trimmingCutsByLength() {
        #expect(d(square().trimmedPath(from: 0, to: 0.5)) == "M0 0L10 0L10 10")
        #expect(d(square().trimmedPath(from: 0.25, to: 0.625)) == "M10 0L10 10L5 10")
        #expect(d(square().trimmedPath(from: 0.75, to: 1)) == "M0 10L0 0")
        #expect(square().trimmedPath(from: 0, to: 1) == square())
        #expect(square().trimmedPath(from: 0.5, to: 0.2).isEmpty)
        #expect(square().trimmedPath(from: -3, to: 7) == square())
        #expect(square().trimmedPath(from: .nan, to: .nan).isEmpty)
        #expect(square().trimmedPath(from: -.infinity, to: .infinity) == square())
    }

    @Test func aTrimmedCurveIsCutAtItsLengthNotItsParameter() {
        // A quarter circle of radius 100: half its length ends at 45°.
        var arc = Path()
        arc.addArc(center: .zero, radius: 100, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let half = arc.trimmedPath(from: 0, to: 0.5)
        let end = try! #require(half.currentPoint)
        #expect(abs(end.x - 70.71) < 0.05 && abs(end.y - 70.71) < 0.05)
    }

    /// As Core Graphics: angles grow towards positive y; `clockwise: true` goes the other way round.
    @Test func arcsTurnAsCoreGraphicsDoes() {
        var short = Path()
        short.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(short.elements.count == 2)  // the move, one curve
        #expect(long.elements.count == 4)  // the move, three quarter turns
        #expect(d(short) == "M10 0C10 5.52 5.52 10 0 10")
        #expect(long.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        var pie = Path()
        pie.move(to: CGPoint(x: 5, y: 5))
        pie.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        pie.closeSubpath()
        #expect(d(pie).hasPrefix("M5 5L10 5C"))
        #expect(d(pie).hasSuffix("0 5Z"))
    }

    @Test func aTangentArcRoundsTheCorner() {
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(d(corner).hasPrefix("M0 0L8 0C"))
        #expect(d(corner).hasSuffix("10 2"))
    }

    /// A line with no current point starts the path there, as SwiftUI's does.
    @Test func aLineOnAnEmptyPathMovesThere() {
        var p = Path()
        p.addLine(to: CGPoint(x: 3, y: 4))
        #expect(p.elements == [.move(to: CGPoint(x: 3, y: 4))])
        p.addLine(to: CGPoint(x: 6, y: 8))
        p.closeSubpath()
        p.addLine(to: CGPoint(x: 1, y: 1))
        #expect(d(p) == "M3 4L6 8ZM3 4L1 1")
    }

    @Test func boundsFollowTheCurvesNotTheirControls() {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let r = ellipse.boundingRect
        #expect(abs(r.minX) < 0.01 && abs(r.maxX - 20) < 0.01 && abs(r.minY) < 0.01 && abs(r.maxY - 10) < 0.01)
        #expect(Path().boundingRect == .zero)
    }

    /// An app's arithmetic may give NaN or huge coordinates: the data stays valid and nothing traps.
    @Test func hostileNumbersKeepThePathValid() {
        var p = Path()
        p.move(to: CGPoint(x: .nan, y: 1e300))
        p.addLine(to: CGPoint(x: -.infinity, y: -1e300))
        #expect(d(p) == "M0 1000000000L0 -1000000000")
        var arcs = Path()
        arcs.addArc(center: .zero, radius: .infinity, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        arcs.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(1e12))
        arcs.addArc(center: .zero, radius: 1, startAngle: .radians(.nan), endAngle: .zero, clockwise: false)
        #expect(arcs.elements.count == 5)  // the finite arc only: a move and one whole turn in four curves
    }

    @Test func roundedRectanglesAndCapsulesClampTheirCorners() {
        let capsule = Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(d(capsule).hasPrefix("M5 0L35 0C"))
        let square = RoundedRectangle(cornerRadius: 100).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(d(square).hasPrefix("M5 0L5 0C"))
    }
}

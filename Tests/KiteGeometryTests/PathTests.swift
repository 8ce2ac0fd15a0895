import Testing

@testable import KiteGeometry

@Suite struct PathTests {
    @Test func aSegmentAfterCloseStartsANewSubpathAtTheClosedStart() {
        var path = Path()
        path.move(to: Point(10, 10))
        path.addLine(to: Point(20, 10))
        path.addLine(to: Point(20, 20))
        path.closeSubpath()
        path.addLine(to: Point(0, 0))
        #expect(path.currentPoint == Point(0, 0))
        let subpaths = path.subpaths
        #expect(subpaths.count == 2)
        #expect(subpaths[0].isClosed && subpaths[0].segments.count == 3)
        #expect(subpaths[0].segments[2] == .line(Point(20, 20), Point(10, 10)))
        #expect(subpaths[1].start == Point(10, 10) && !subpaths[1].isClosed)
    }

    @Test func subpathsRoundTrip() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addQuadCurve(to: Point(10, 0), control: Point(5, 5))
        path.addCurve(to: Point(0, 10), control1: Point(20, 5), control2: Point(5, 20))
        path.closeSubpath()
        path.move(to: Point(50, 50))
        path.addLine(to: Point(60, 50))
        #expect(Path(subpaths: path.subpaths) == path)
    }

    /// Largest distance from `center` minus `radius` over dense samples: the radial error of an arc path.
    func radialError(_ path: Path, center: Point, radius: Double) -> Double {
        samples(of: path, perSegment: 400).map { abs($0.distance(to: center) - radius) }.max()!
    }

    @Test func clockwiseArcGrowsTheAngleLikeUIBezierPath() {
        var path = Path()
        path.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.first == .move(to: Point(10, 0)))
        #expect(isClose(path.currentPoint!, Point(0, 10), 1e-12))
        #expect(isClose(path.length(), 5 * .pi, 1e-3))
        var other = Path()
        other.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // The other way round is three quarters of the circle, through (-10, 0).
        #expect(isClose(other.length(), 15 * .pi, 1e-3))
        #expect(samples(of: other).contains { isClose($0, Point(-10, 0), 1e-6) })
    }

    @Test func arcSweepsAreNormalisedToOneTurnAtMost() {
        var full = Path()
        full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 7, clockwise: true)
        #expect(isClose(full.length(), 2 * .pi, 1e-3))
        var empty = Path()
        empty.addArc(center: .zero, radius: 1, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(empty.subpaths.count == 1 && empty.length() == 0)
        var wrapped = Path()
        wrapped.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        #expect(isClose(wrapped.length(), 1.5 * .pi, 1e-3))
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        var path = Path()
        path.move(to: Point(-5, 0))
        path.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(path.subpaths[0].segments[0] == .line(Point(-5, 0), Point(2, 0)))
    }

    @Test func unitArcCubicErrorIsWithinItsFormula() {
        for sweep in [Double.pi / 2, .pi / 4, .pi / 8, -.pi / 3] {
            let c = Path.unitArcCubic(from: 0.4, sweep: sweep)
            let error = (0...2000).map { abs(c.eval(Double($0) / 2000).distance(to: .zero) - 1) }.max()!
            let formula = 2.0 / 27 * powDouble(abs(sweep) / 4, 6)
            #expect(error <= formula * 1.05 && error >= formula * 0.9)
        }
    }

    @Test func arcToleranceBoundsTheRadialError() {
        for tolerance in [1e-1, 1e-2, 1e-3, 1e-4, 1e-6] {
            var path = Path()
            path.addArc(
                center: Point(3, 4), radius: 100, startAngle: 0.3, endAngle: 5, clockwise: true, tolerance: tolerance)
            #expect(radialError(path, center: Point(3, 4), radius: 100) <= tolerance)
            let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200), tolerance: tolerance)
            #expect(radialError(ellipse, center: Point(100, 100), radius: 100) <= tolerance)
        }
    }

    @Test func roundedRectHasStraightEdgesAndQuarterCircleCorners() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        // Perimeter: straight parts 2 (80 + 20) plus one full circle of radius 10.
        #expect(isClose(path.length(), 200 + 20 * .pi, 1e-3))
        #expect(isClose(path.boundingBox, Rect(x: 0, y: 0, width: 100, height: 40), 1e-6))
        let clamped = Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 50)
        #expect(isClose(clamped.length(), 20 * .pi, 1e-3))
    }

    @Test func boundingBoxUsesCurveExtremaNotControlPoints() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addCurve(to: Point(30, 0), control1: Point(10, 10), control2: Point(20, -10))
        let e = 5 * 3.0.squareRoot() / 3
        #expect(isClose(path.boundingBox, Rect(x: 0, y: -e, width: 30, height: 2 * e), 1e-12))
        #expect(path.controlPointBounds == Rect(x: 0, y: -10, width: 30, height: 20))
        #expect(Path().boundingBox == nil)
    }

    @Test func affineTransformMapsEveryPoint() {
        var path = Path()
        path.move(to: Point(1, 2))
        path.addCurve(to: Point(5, 6), control1: Point(2, 3), control2: Point(4, 5))
        let t = AffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: -1)
        let mapped = path.applying(t)
        for u in stride(from: 0.0, through: 1.0, by: 0.25) {
            #expect(
                isClose(
                    mapped.subpaths[0].segments[0].eval(u), t.apply(to: path.subpaths[0].segments[0].eval(u)), 1e-12))
        }
    }

    @Test func cubicsBecomeQuadraticsWithinTolerance() {
        let path = try! Path(svgPathData: "M10 27C12 27 28.02 27 40 27C55.92 27 50.47 2 27 2L5 5Q0 0 1 1Z")
        let converted = path.withCubicsAsQuadratics(tolerance: 0.05)
        #expect(converted.elements.allSatisfy { if case .cubic = $0 { false } else { true } })
        #expect(isClose(converted.length(), path.length(), 0.05))
        #expect(converted.subpaths[0].isClosed)
    }
}

import KiteTestSupport
import Testing

@testable import KiteGeometry

@Suite struct ArcLengthTests {
    static let tolerances = [1e-1, 1e-2, 1e-3, 1e-4, 1e-6, 1e-8]

    @Test(arguments: tolerances)
    func linesAreExact(_ tolerance: Double) {
        let p = try! Path(svgPathData: "M0 0 L30 40 M100 0 h-10 v-5 Z")
        #expect(isClose(p.length(tolerance: tolerance), 50 + 10 + 5 + 125.0.squareRoot(), 1e-12))
    }

    @Test(arguments: tolerances)
    func circlesThroughArcs(_ tolerance: Double) {
        for radius in [0.5, 10, 300] {
            // The cubic stand-ins for the circle differ from it radially by at most the arc tolerance, which changes
            // the length by at most 2 pi times that; the measuring adds its own tolerance.
            let arcTolerance = min(tolerance, 1e-4) / 10
            var p = Path()
            p.addArc(
                center: Point(1, 2), radius: radius, startAngle: 0.2, endAngle: 0.2 + 2 * .pi, clockwise: true,
                tolerance: arcTolerance)
            let exact = 2 * .pi * radius
            #expect(abs(p.length(tolerance: tolerance) - exact) <= tolerance + 2 * .pi * arcTolerance)
            let svg = try! Path(
                svgPathData: "M\(1 + radius) 2 a\(radius) \(radius) 0 0 1 \(-2 * radius) 0", arcTolerance: arcTolerance)
            #expect(abs(svg.length(tolerance: tolerance) - exact / 2) <= tolerance + .pi * arcTolerance)
        }
    }

    @Test(arguments: tolerances)
    func cubicsAgainstAFinePolyline(_ tolerance: Double) {
        var rng = SplitMix64(seed: 40)
        for _ in 0..<8 {
            let c = randomCubic(&rng)
            let reference = polylineLength(c.eval, chords: 1 << 16)
            let measured = PathSegment.cubic(c).arcLength(tolerance: tolerance)
            // The reference itself is good to about 1e-9 here.
            #expect(abs(measured - reference) <= tolerance + 1e-8)
        }
        // A cusp: speed vanishes at t = 1/2.
        let cusp = CubicBezier(Point(0, 0), Point(10, 10), Point(0, 10), Point(10, 0))
        #expect(
            abs(PathSegment.cubic(cusp).arcLength(tolerance: tolerance) - polylineLength(cusp.eval, chords: 1 << 16))
                <= tolerance + 1e-8)
    }

    @Test func parameterAtDistanceInvertsTheLength() {
        var rng = SplitMix64(seed: 41)
        for _ in 0..<20 {
            let segment = PathSegment.cubic(randomCubic(&rng))
            let length = segment.arcLength(tolerance: 1e-10)
            for fraction in [0.1, 0.37, 0.5, 0.93] {
                let t = segment.parameter(atDistance: fraction * length, tolerance: 1e-8)
                let reached = polylineLength({ segment.eval($0 * t) }, chords: 1 << 14)
                #expect(abs(reached - fraction * length) <= 1e-6)
            }
        }
    }
}

@Suite struct TrimTests {
    @Test func lineTrimsToTheFractionOfItsLength() {
        let p = try! Path(svgPathData: "M0 0 L100 0")
        #expect(p.trimmed(from: 0.25, to: 0.75) == (try! Path(svgPathData: "M25 0 L75 0")))
    }

    @Test func trimsRunAcrossSubpaths() {
        // Lengths 30 and 70: 0.2...0.5 of 100 is 20...30 on the first and 0...20 on the second.
        let p = try! Path(svgPathData: "M0 0 H30 M0 10 H70")
        #expect(p.trimmed(from: 0.2, to: 0.5) == (try! Path(svgPathData: "M20 0 H30 M0 10 H20")))
        #expect(p.trimmed(from: 0.3, to: 1) == (try! Path(svgPathData: "M0 10 H70")))
        #expect(p.trimmed(from: 0.1, to: 0.3) == (try! Path(svgPathData: "M10 0 H30")))
    }

    @Test func coreAnimationEdgeCases() {
        let p = try! Path(svgPathData: "M0 0 H10 V10 H0 Z")
        #expect(p.trimmed(from: 0, to: 1) == p)
        #expect(p.trimmed(from: -1, to: 2) == p)
        #expect(p.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(p.trimmed(from: 0.7, to: 0.2).isEmpty)
        // Anything less than the whole opens the closed square.
        let almost = p.trimmed(from: 0, to: 0.99)
        #expect(!almost.subpaths[0].isClosed && p.subpaths[0].isClosed)
        #expect(isClose(almost.currentPoint!, Point(0, 0.4), 1e-9))
    }

    @Test(arguments: [1e-2, 1e-4, 1e-6, 1e-9])
    func trimmedCirclesLandOnExactAngles(_ tolerance: Double) {
        var circle = Path()
        circle.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true, tolerance: 1e-9)
        for (a, b) in [(0.0, 0.25), (0.1, 0.6), (0.33, 0.9)] {
            let piece = circle.trimmed(from: a, to: b, tolerance: tolerance)
            let start = piece.subpaths[0].start
            let end = piece.currentPoint!
            // A cut within `tolerance` of arc length lies within `tolerance` of the exact point.
            #expect(isClose(start, Point(50 * cosDouble(2 * .pi * a), 50 * sinDouble(2 * .pi * a)), tolerance + 1e-8))
            #expect(isClose(end, Point(50 * cosDouble(2 * .pi * b), 50 * sinDouble(2 * .pi * b)), tolerance + 1e-8))
            #expect(abs(piece.length(tolerance: 1e-9) - (b - a) * 100 * .pi) <= 2 * tolerance + 1e-7)
        }
    }

    @Test func positionAndTangentAtAFraction() {
        var circle = Path()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true, tolerance: 1e-9)
        for f in [0.0, 0.125, 0.4, 0.999] {
            let (point, tangent) = circle.position(atFraction: f, tolerance: 1e-9)!
            let angle = 2 * .pi * f
            #expect(isClose(point, Point(10 * cosDouble(angle), 10 * sinDouble(angle)), 1e-7))
            #expect(isClose(tangent.dx, -sinDouble(angle), 1e-6) && isClose(tangent.dy, cosDouble(angle), 1e-6))
        }
        #expect(Path().position(atFraction: 0.5) == nil)
        let corner = try! Path(svgPathData: "M0 0 H10 V10")
        #expect(corner.position(atFraction: 0.5)!.tangent == Vector(0, 1))
        #expect(corner.position(atFraction: 1)!.point == Point(10, 10))
    }

    /// The hamburger state of robb's hamburger button: strokeStart 0.028, strokeEnd 0.111 of the outline.
    @Test func seedHamburgerTrimLength() {
        let outline = try! Path(
            svgPathData: "M10 27C12 27 28.02 27 40 27C55.92 27 50.47 2 27 2C13.16 2 2 13.16 2 27C2 40.84 13.16 52 27 52"
                + "C40.84 52 52 40.84 52 27C52 13.16 42.39 2 27 2C13.16 2 2 13.16 2 27")
        let total = polylineLength(
            { t in
                let segments = outline.subpaths[0].segments
                let x = t * Double(segments.count)
                let i = min(Int(x), segments.count - 1)
                return segments[i].eval(x - Double(i))
            }, chords: 7 << 14)
        #expect(abs(outline.length() - total) < 1e-4)
        let piece = outline.trimmed(from: 0.028, to: 0.111)
        #expect(abs(piece.length() - 0.083 * total) < 1e-4)
        #expect(isClose(piece.subpaths[0].start, outline.position(atFraction: 0.028)!.point, 1e-9))
        // Early on the outline runs along y = 27, left to right.
        #expect(isClose(piece.subpaths[0].start.y, 27, 1e-9) && piece.subpaths[0].start.x > 10)
    }
}

import KiteTestSupport
import Testing

@testable import KiteGeometry

@Suite struct StrokedBoundsTests {
    /// The short stroke of robb's hamburger button: (2, 2) to (28, 2).
    var shortStroke: Path {
        var p = Path()
        p.move(to: Point(2, 2))
        p.addLine(to: Point(28, 2))
        return p
    }

    /// The middle outline path of robb's hamburger button.
    var outline: Path {
        var p = Path()
        p.move(to: Point(10, 27))
        p.addCurve(to: Point(40, 27), control1: Point(12, 27), control2: Point(28.02, 27))
        p.addCurve(to: Point(27, 2), control1: Point(55.92, 27), control2: Point(50.47, 2))
        p.addCurve(to: Point(2, 27), control1: Point(13.16, 2), control2: Point(2, 13.16))
        p.addCurve(to: Point(27, 52), control1: Point(2, 40.84), control2: Point(13.16, 52))
        p.addCurve(to: Point(52, 27), control1: Point(40.84, 52), control2: Point(52, 40.84))
        p.addCurve(to: Point(27, 2), control1: Point(52, 13.16), control2: Point(42.39, 2))
        p.addCurve(to: Point(2, 27), control1: Point(13.16, 2), control2: Point(2, 13.16))
        return p
    }

    @Test func seedShortStrokeCaps() {
        let round = StrokeStyle(width: 4, cap: .round, join: .miter, miterLimit: 4)
        #expect(isClose(shortStroke.strokedBounds(round), Rect(x: 0, y: 0, width: 30, height: 4)))
        var butt = round
        butt.cap = .butt
        #expect(isClose(shortStroke.strokedBounds(butt), Rect(x: 2, y: 0, width: 26, height: 4)))
        var square = round
        square.cap = .square
        #expect(isClose(shortStroke.strokedBounds(square), Rect(x: 0, y: 0, width: 30, height: 4)))
    }

    /// With round caps on a path whose joins are smooth, the stroke is the path swept by a disc, whose bounding
    /// box is the path's grown by the half width on every side.
    @Test func seedOutlineIsThePathBoundsGrownByHalfTheWidth() {
        let style = StrokeStyle(width: 4, cap: .round, join: .miter, miterLimit: 4)
        let grown = outline.boundingBox!.insetBy(dx: -2, dy: -2)
        #expect(isClose(outline.strokedBounds(style), grown, 1e-6))
    }

    @Test func roundJoinsAndCapsGiveTheDiscSweepOnRandomPaths() {
        var rng = SplitMix64(seed: 20)
        for _ in 0..<30 {
            var p = Path()
            p.move(to: randomPoint(&rng))
            for _ in 0..<3 {
                p.addCurve(to: randomPoint(&rng), control1: randomPoint(&rng), control2: randomPoint(&rng))
            }
            p.addLine(to: randomPoint(&rng))
            let style = StrokeStyle(width: 7, cap: .round, join: .round)
            #expect(isClose(p.strokedBounds(style), p.boundingBox!.insetBy(dx: -3.5, dy: -3.5), 1e-6))
        }
    }

    /// Butt caps on a single curve: the outline is the two offset curves, sampled densely as the reference.
    @Test func buttCappedCurvesMatchDenselySampledOffsets() {
        var rng = SplitMix64(seed: 21)
        for _ in 0..<30 {
            let c = randomCubic(&rng)
            var p = Path()
            p.move(to: c.p0)
            p.addCurve(to: c.p3, control1: c.p1, control2: c.p2)
            let h = Double.random(in: 1...40, using: &rng)
            var offsets: [Point] = []
            for i in 0...40000 {
                let t = Double(i) / 40000
                let n = c.derivative(t).normalized.perpendicular
                offsets += [c.eval(t) + n * h, c.eval(t) - n * h]
            }
            let reference = Rect.enclosing(offsets)!
            let computed = p.strokedBounds(StrokeStyle(width: 2 * h, cap: .butt, join: .bevel))!
            #expect(computed.minX <= reference.minX + 1e-9 && computed.maxX >= reference.maxX - 1e-9)
            #expect(computed.minY <= reference.minY + 1e-9 && computed.maxY >= reference.maxY - 1e-9)
            #expect(isClose(computed, reference, 1e-3))
        }
    }

    /// A V from (0, 10) up to (5, 0) and down to (10, 10), width 2: the miter tip is 1 / sin(theta / 2) above the
    /// apex, with tan(theta / 2) = 5 / 10.
    @Test func miterBevelAndRoundJoins() {
        var v = Path()
        v.move(to: Point(0, 10))
        v.addLine(to: Point(5, 0))
        v.addLine(to: Point(10, 10))
        let sinHalf = 5 / 125.0.squareRoot()
        let miter = v.strokedBounds(StrokeStyle(width: 2, cap: .butt, join: .miter, miterLimit: 10))!
        #expect(isClose(miter.minY, -1 / sinHalf))
        // Miter ratio 1 / sin(theta / 2) = 2.236 exceeds a limit of 2: bevel, whose top is the outer offset corner.
        let bevel = v.strokedBounds(StrokeStyle(width: 2, cap: .butt, join: .miter, miterLimit: 2))!
        #expect(isClose(bevel.minY, -10 / 125.0.squareRoot() * 0.5))
        #expect(isClose(v.strokedBounds(StrokeStyle(width: 2, join: .bevel))!.minY, bevel.minY))
        #expect(isClose(v.strokedBounds(StrokeStyle(width: 2, join: .round))!.minY, -1))
    }

    @Test func closedSquareJoinsAtItsStart() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            isClose(square.strokedBounds(StrokeStyle(width: 2, cap: .round)), Rect(x: -1, y: -1, width: 12, height: 12))
        )
        // An open square (no close) with butt caps leaves the start corner's outside uncovered on one side.
        var open = Path()
        open.move(to: Point(0, 0))
        for p in [Point(10, 0), Point(10, 10), Point(0, 10), Point(0, 0)] { open.addLine(to: p) }
        let b = open.strokedBounds(StrokeStyle(width: 2, cap: .butt, join: .miter))!
        #expect(isClose(b, Rect(x: -1, y: -1, width: 12, height: 12)))
    }

    @Test func dotsAndHairlines() {
        var dot = Path()
        dot.move(to: Point(5, 5))
        dot.addLine(to: Point(5, 5))
        #expect(isClose(dot.strokedBounds(StrokeStyle(width: 4, cap: .round)), Rect(x: 3, y: 3, width: 4, height: 4)))
        #expect(dot.strokedBounds(StrokeStyle(width: 4, cap: .butt)) == nil)
        #expect(isClose(shortStroke.strokedBounds(StrokeStyle(width: 0)), Rect(x: 2, y: 2, width: 26, height: 0)))
    }
}

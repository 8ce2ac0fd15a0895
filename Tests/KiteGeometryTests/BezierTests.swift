import KiteTestSupport
import Testing

@testable import KiteGeometry

@Suite struct BezierTests {
    /// The Bernstein form written out, as an independent reference for evaluation.
    func bernstein(_ c: CubicBezier, _ t: Double) -> Point {
        func b(_ i: Int) -> Double {
            let coefficients = [1.0, 3, 3, 1]
            var v = coefficients[i]
            for _ in 0..<i { v *= t }
            for _ in 0..<(3 - i) { v *= 1 - t }
            return v
        }
        let pts = [c.p0, c.p1, c.p2, c.p3]
        return Point((0..<4).reduce(0) { $0 + b($1) * pts[$1].x }, (0..<4).reduce(0) { $0 + b($1) * pts[$1].y })
    }

    @Test func evaluationAndDerivativeMatchTheBernsteinForm() {
        var rng = SplitMix64(seed: 10)
        for _ in 0..<50 {
            let c = randomCubic(&rng)
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(isClose(c.eval(t), bernstein(c, t), 1e-9))
                // Central finite difference of the position.
                let h = 1e-6
                let fd = (bernstein(c, t + h) - bernstein(c, t - h)) / (2 * h)
                #expect((c.derivative(t) - fd).length < 1e-4)
            }
        }
    }

    @Test func splitAndSubsegmentTraceTheSameCurve() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let c = randomCubic(&rng)
            let (left, right) = c.split(at: 0.3)
            let sub = c.subsegment(0.2, 0.7)
            let q = QuadBezier(c.p0, c.p1, c.p2)
            let (ql, qr) = q.split(at: 0.4)
            let qs = q.subsegment(0.1, 0.8)
            for u in stride(from: 0.0, through: 1.0, by: 0.1) {
                #expect(isClose(left.eval(u), c.eval(0.3 * u), 1e-9))
                #expect(isClose(right.eval(u), c.eval(0.3 + 0.7 * u), 1e-9))
                #expect(isClose(sub.eval(u), c.eval(0.2 + 0.5 * u), 1e-9))
                #expect(isClose(ql.eval(u), q.eval(0.4 * u), 1e-9))
                #expect(isClose(qr.eval(u), q.eval(0.4 + 0.6 * u), 1e-9))
                #expect(isClose(qs.eval(u), q.eval(0.1 + 0.7 * u), 1e-9))
            }
        }
    }

    @Test func cubicBoundsHaveTheClosedFormExtremes() {
        // y(t) = 30 t (1 - t) (1 - 2t): extremes +-5 sqrt(3) / 3 at t = 1/2 -+ 1 / sqrt(12).
        let c = CubicBezier(Point(0, 0), Point(10, 10), Point(20, -10), Point(30, 0))
        let e = 5 * 3.0.squareRoot() / 3
        #expect(isClose(c.bounds, Rect(x: 0, y: -e, width: 30, height: 2 * e), 1e-12))
    }

    @Test func boundsAreTightAgainstDenseSampling() {
        var rng = SplitMix64(seed: 12)
        for _ in 0..<100 {
            let c = randomCubic(&rng)
            let q = QuadBezier(c.p0, c.p1, c.p3)
            for (b, f) in [(c.bounds, c.eval), (q.bounds, q.eval)] as [(Rect, (Double) -> Point)] {
                let sampled = Rect.enclosing((0...4000).map { f(Double($0) / 4000) })!
                // Contains every sample, and no sample is farther than the sampling step allows from each edge.
                #expect(b.minX <= sampled.minX + 1e-9 && b.maxX >= sampled.maxX - 1e-9)
                #expect(b.minY <= sampled.minY + 1e-9 && b.maxY >= sampled.maxY - 1e-9)
                #expect(isClose(b, sampled, 1e-2))
            }
        }
    }

    @Test func quadraticElevationIsExact() {
        let q = QuadBezier(Point(0, 0), Point(5, 10), Point(10, 0))
        for t in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(isClose(q.cubic.eval(t), q.eval(t), 1e-12)) }
        // An elevated quadratic has no third difference: one quadratic reproduces it exactly.
        let pieces = q.cubic.quadratics(tolerance: 1e-9)
        #expect(pieces.count == 1)
        #expect(isClose(pieces[0].p1, q.p1, 1e-12))
    }

    /// Largest distance between the cubic and its quadratic pieces at equal parameters, sampled densely.
    func approximationError(_ c: CubicBezier, _ pieces: [QuadBezier]) -> Double {
        var worst = 0.0
        let n = pieces.count
        for (i, q) in pieces.enumerated() {
            for k in 0...64 {
                let u = Double(k) / 64
                worst = max(worst, q.eval(u).distance(to: c.eval((Double(i) + u) / Double(n))))
            }
        }
        return worst
    }

    @Test func quadraticsStayWithinTheTolerance() {
        var rng = SplitMix64(seed: 13)
        for _ in 0..<60 {
            let c = randomCubic(&rng)
            for tolerance in [1.0, 0.1, 0.05, 0.01, 0.001] {
                let pieces = c.quadratics(tolerance: tolerance)
                #expect(approximationError(c, pieces) <= tolerance)
                // Consecutive pieces join up and the chain spans the cubic.
                #expect(pieces.first!.p0 == c.p0 && isClose(pieces.last!.p2, c.p3, 1e-9))
                for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.p2 == b.p0) }
            }
        }
    }

    @Test func singleQuadraticErrorIsTheClosedFormBound() {
        var rng = SplitMix64(seed: 14)
        for _ in 0..<30 {
            let c = randomCubic(&rng)
            let d = c.p3 - c.p0 + 3 * (c.p1 - c.p2)
            let bound = 3.0.squareRoot() / 36 * d.length
            let measured = approximationError(c, c.quadratics(tolerance: bound * 2))
            #expect(abs(measured - bound) <= 1e-3 * bound)
            // Halving the pieces' parameter span divides the error by eight.
            let halves = [c.subsegment(0, 0.5), c.subsegment(0.5, 1)].map {
                QuadBezier(
                    $0.p0,
                    Point(
                        (3 * ($0.p1.x + $0.p2.x) - $0.p0.x - $0.p3.x) / 4,
                        (3 * ($0.p1.y + $0.p2.y) - $0.p0.y - $0.p3.y) / 4), $0.p3)
            }
            #expect(abs(approximationError(c, halves) - bound / 8) <= 1e-3 * bound)
        }
    }
}

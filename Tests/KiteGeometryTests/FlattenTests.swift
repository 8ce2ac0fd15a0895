import KiteTestSupport
import Testing

@testable import KiteGeometry

@Suite struct FlattenTests {
    /// Distance from `p` to the segment a-b.
    func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let t = ab.lengthSquared > 0 ? min(max((p - a).dot(ab) / ab.lengthSquared, 0), 1) : 0
        return p.distance(to: a + ab * t)
    }

    @Test(arguments: [1.0, 0.1, 0.01, 0.001])
    func polylinesStayWithinTolerance(_ tolerance: Double) {
        var rng = SplitMix64(seed: 50)
        for _ in 0..<20 {
            let c = randomCubic(&rng)
            let q = QuadBezier(c.p0, c.p1, c.p3)
            for segment in [PathSegment.cubic(c), .quad(q)] {
                let points = [segment.start] + segment.flattened(tolerance: tolerance)
                let n = points.count - 1
                #expect(points.last == segment.end)
                // Each chord against the curve over its own parameter step.
                for i in 0..<n {
                    for k in 0...20 {
                        let t = (Double(i) + Double(k) / 20) / Double(n)
                        #expect(distance(segment.eval(t), points[i], points[i + 1]) <= tolerance)
                    }
                }
            }
        }
    }

    @Test func windingFollowsDirectionAndRules() {
        var p = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        p.append(Path(rect: Rect(x: 25, y: 25, width: 50, height: 50)))
        // Both clockwise: winding 2 in the middle, so the even-odd rule leaves a hole.
        #expect(p.windingNumber(at: Point(50, 50)) == 2)
        #expect(p.contains(Point(50, 50), rule: .nonZero))
        #expect(!p.contains(Point(50, 50), rule: .evenOdd))
        #expect(p.contains(Point(10, 50), rule: .evenOdd))
        #expect(!p.contains(Point(150, 50)))
        // The inner square drawn anticlockwise cancels the outer one: a hole under both rules.
        var q = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        q.append(try! Path(svgPathData: "M25 25 V75 H75 V25 Z"))
        #expect(q.windingNumber(at: Point(50, 50)) == 0)
        #expect(q.windingNumber(at: Point(10, 10)) == 1)
    }

    @Test func circleContainment() {
        let circle = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
        var rng = SplitMix64(seed: 51)
        for _ in 0..<500 {
            let p = randomPoint(&rng, -12...12)
            let r = p.distance(to: .zero)
            guard abs(r - 10) > 0.02 else { continue }
            #expect(circle.contains(p) == (r < 10))
        }
        // Open subpaths are filled as if closed.
        let open = try! Path(svgPathData: "M0 0 H10 V10")
        #expect(open.contains(Point(8, 2)) && !open.contains(Point(2, 8)))
    }
}

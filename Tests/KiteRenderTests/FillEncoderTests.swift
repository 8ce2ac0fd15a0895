import KiteGeometry
import Testing

@testable import KiteRender

/// `FillEncoder`'s clipping and tiling against the shader's own rule on the whole, unclipped outline: every pixel of
/// the viewport must compute the same coverage from its instance's edges as from all of the path's edges.
struct FillEncoderTests {
    /// `Shaders/fill.frag` on the CPU (without the clip): winding of the pixel centre along +x, coverage from the
    /// nearest edge. In `Double`, so the reference can use edges far beyond `Float`'s precision.
    static func coverage(at p: SIMD2<Double>, edges: [SIMD4<Double>], evenOdd: Bool) -> Double {
        var winding = 0
        var best = 1e24
        var bestOffset = SIMD2<Double>(1, 0)
        var bestSide = 0.0
        for e in edges {
            let (a, b) = (SIMD2(e.x, e.y), SIMD2(e.z, e.w))
            let ab = b - a
            if (a.y <= p.y) != (b.y <= p.y) {
                let x = a.x + (p.y - a.y) * ab.x / ab.y
                winding += x > p.x ? (ab.y > 0 ? 1 : -1) : 0
            }
            let t = min(max(((p - a) * ab).sum() / max((ab * ab).sum(), 1e-12), 0), 1)
            let q = p - (a + t * ab)
            let d2 = (q * q).sum()
            let cross = ab.x * (p.y - a.y) - ab.y * (p.x - a.x)
            let side = cross > 0 ? -1.0 : (cross < 0 ? 1.0 : (ab.y < 0 ? -1.0 : 1.0))
            if d2 < best { (best, bestOffset, bestSide) = (d2, q, side) }
        }
        let beyond = winding + Int(bestSide)
        let inside = evenOdd ? winding & 1 == 1 : winding != 0
        let insideBeyond = evenOdd ? beyond & 1 == 1 : beyond != 0
        let d = best.squareRoot()
        let n = d > 1e-6 ? bestOffset / d : SIMD2(1, 0)
        guard inside != insideBeyond else { return inside ? 1 : 0 }
        return Double(EdgeCoverage.edge(Float(inside ? d : -d), normal: SIMD2(Float(n.x), Float(n.y))))
    }

    /// Encodes the closed polygon `points` into a `width` x `height` viewport with the band path only (no coverage
    /// masks) and checks every pixel against the reference; returns the edges the encoder emitted.
    @discardableResult
    func check(_ points: [Point], rule: FillRule, width: Int, height: Int) -> [SIMD4<Float>] {
        let fill = EncodedFill(points, rule: rule, width: width, height: height, threshold: .infinity)
        let (instances, edges) = (fill.instances, fill.edges)
        #expect(fill.masks.isEmpty && fill.maskBytes.isEmpty)
        let reference = points.indices.map { i in
            let (a, b) = (points[i], points[(i + 1) % points.count])
            return SIMD4(a.x, a.y, b.x, b.y)
        }
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let p = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                let covering = instances.filter {
                    Double($0.rect.x) <= p.x && p.x < Double($0.rect.z) && Double($0.rect.y) <= p.y
                        && p.y < Double($0.rect.w)
                }
                #expect(covering.count <= 1, "pixel (\(x), \(y)) is drawn \(covering.count) times")
                let expected = Self.coverage(at: p, edges: reference, evenOdd: rule == .evenOdd)
                var actual = 0.0
                if let instance = covering.first {
                    let range = Int(instance.edges.x)..<Int(instance.edges.x + instance.edges.y)
                    let own = edges[range].map { SIMD4<Double>(Double($0.x), Double($0.y), Double($0.z), Double($0.w)) }
                    actual = Self.coverage(at: p, edges: own, evenOdd: rule == .evenOdd)
                }
                worst = max(worst, abs(actual - expected))
            }
        }
        #expect(worst < 2e-3, "largest coverage difference \(worst)")
        #expect(edges.allSatisfy { e in [e.x, e.y, e.z, e.w].allSatisfy { abs($0) < Float(4 * max(width, height)) } })
        return edges
    }

    @Test(arguments: [FillRule.evenOdd, .nonZero])
    func detailedFillsAreTiledWithoutChangingAnyPixel(rule: FillRule) {
        let edges = check(
            FillMaskTests.randomPolygon(300, size: 64, margin: 40, seed: 7), rule: rule, width: 64, height: 48)
        // Tiles list the edges near them, not every edge of the band.
        #expect(edges.count < 300 * 6 * 4)
    }

    @Test func farVerticesAreClippedWithoutChangingAnyPixel() {
        let spikes = [
            Point(0, 0), Point(1e10, 1e10), Point(0, 5), Point(3, 9), Point(1e19, -3), Point(9, 9), Point(-1e20, 4),
            Point(5, 1), Point(7, -1e19),
        ]
        check(spikes, rule: .nonZero, width: 12, height: 12)
        check(spikes, rule: .evenOdd, width: 12, height: 12)
    }

    /// A fill reaching past the viewport's left side, or around the whole viewport, with no edge of its own in
    /// view: the clipper's edges on the left side bring the bands over to it (before, only the columns next to
    /// the visible edges were drawn, and nothing at all for a fill around the viewport).
    @Test func fillsReachingPastTheLeftSideCoverEveryPixel() {
        let around = [Point(-100, -100), Point(3000, -100), Point(3000, 3000), Point(-100, 3000)]
        check(around, rule: .nonZero, width: 40, height: 30)
        check(
            [Point(-100, -100), Point(25.3, -100), Point(17, 3000), Point(-100, 3000)], rule: .evenOdd, width: 40,
            height: 30)
        check(FillMaskTests.randomPolygon(300, size: 64, margin: 400, seed: 5), rule: .evenOdd, width: 64, height: 48)
    }

    @Test func aSliverToFarPointsAndBackCancelsExactly() {
        // Where a line through the viewport is only known to within Double's spacing at 1e20 (16384), its way
        // out and its way back must still land on the same pixels, in opposite directions.
        var encoder = FillEncoder()
        encoder.viewport = Rect(x: 0, y: 0, width: 10, height: 10)
        var fill = EncodedFill()
        fill.add(Scenes.polyline([Point(-1e20, -1e20), Point(1e20, 1e20.nextUp)]), rule: .nonZero, encoder: &encoder)
        let edges = fill.edges
        let forward = edges.filter { $0.w > $0.y }.map { SIMD4($0.z, $0.w, $0.x, $0.y) }
        let backward = edges.filter { $0.w < $0.y }
        #expect(!forward.isEmpty && forward.count == backward.count)
        #expect(Set(forward.map(\.description)) == Set(backward.map(\.description)))
    }

    @Test func hugeCurvesAndOverflowingCoordinatesNeverTrap() throws {
        var encoder = FillEncoder()
        encoder.viewport = Rect(x: 0, y: 0, width: 10, height: 10)
        let paths = [
            "M0 0 A1e99 1e99 0 1 1 9 9", "M0 0 C1e100 0 -1e100 1e100 9 9 Z", "M-1e100 -1e100 L1e100 1e100 L0 9 Z",
            "M0 0 Q1e100 5 0 10 Z", "M0 0 L1e19 1e19 L0 5 Z",
        ]
        for d in paths {
            var fill = EncodedFill()
            let path = try Path(svgPathData: d)
            for scale in [1.0, 1e-300, 1e300] {
                fill.add(path, rule: .nonZero, transform: AffineTransform(scaleX: scale, y: scale), encoder: &encoder)
            }
            let (instances, edges) = (fill.instances, fill.edges)
            #expect(edges.allSatisfy { e in [e.x, e.y, e.z, e.w].allSatisfy { $0.isFinite && abs($0) <= 12 } }, "\(d)")
            #expect(instances.count < 100, "\(d)")
        }
    }
}

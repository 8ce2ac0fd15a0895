import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteRender

/// `StrokeClipper` through `StrokeEncoder` and the stroke outline: every viewport pixel gets what it gets from the
/// unclipped stroke, and far geometry costs what its visible part costs.
@Suite struct StrokeClipperTests {
    /// The viewport of the sweeps, device pixels.
    static let viewport = Rect(x: 0, y: 0, width: 36, height: 30)

    /// The largest coverage any piece gives the pixel centre `p` (the shader's CPU twin, `StrokeCoverage`):
    /// ownership splits joints between pieces, so the maximum is what the pixel shows. Pieces whose points are
    /// further from `p` than a miter (at most 10 half widths here) and anti-aliasing reach are skipped.
    static func coverage(_ pieces: [StrokePiece], at p: SIMD2<Float>) -> Float {
        var best: Float = 0
        for piece in pieces {
            let pad = 10 * piece.halfWidth + 2
            let lo = pointwiseMin(pointwiseMin(piece.start, piece.control), piece.end) - pad
            let hi = pointwiseMax(pointwiseMax(piece.start, piece.control), piece.end) + pad
            guard all(p .>= lo), all(p .<= hi) else { continue }
            best = max(best, StrokeCoverage.coverage(of: piece, at: p))
        }
        return best
    }

    /// The largest difference of `coverage` between pieces `a` and `b` over the pixel centres of `viewport`, a
    /// rectangle at the origin.
    static func largestCoverageDifference(_ a: [StrokePiece], _ b: [StrokePiece], in viewport: Rect) -> Float {
        var worst: Float = 0
        for y in 0..<Int(viewport.height) {
            for x in 0..<Int(viewport.width) {
                let p = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5)
                worst = max(worst, abs(coverage(a, at: p) - coverage(b, at: p)))
            }
        }
        return worst
    }

    static func encode(
        _ path: Path, _ style: StrokeStyle, _ transform: AffineTransform, viewport: Rect?
    ) -> [StrokePiece] {
        var encoder = StrokeEncoder()
        if let viewport { encoder.viewport = viewport }
        var pieces: [StrokePiece] = []
        encoder.encode(path, style: style, color: .one, transform: transform, into: &pieces)
        return pieces
    }

    /// A seeded path of lines and cubics (path space) that wanders up to 60 viewports away from the region
    /// `transform` maps onto the viewport and back, with a random width, cap and join.
    static func randomStroke(
        _ rng: inout SplitMix64, transform: AffineTransform, dashed: Bool
    ) -> (Path, StrokeStyle) {
        let back = transform.inverted()!
        func near() -> Point {
            back.apply(to: Point(rng.nextUnit() * 48 - 6, rng.nextUnit() * 42 - 6))
        }
        func far() -> Point { back.apply(to: Point(rng.nextUnit() * 4000 - 2000, rng.nextUnit() * 4000 - 2000)) }
        var path = Path()
        path.move(to: rng.nextUnit() < 0.5 ? near() : far())
        for _ in 0..<(2 + Int(rng.nextUnit() * 4)) {
            let to = rng.nextUnit() < 0.6 ? near() : far()
            if rng.nextUnit() < 0.5 {
                path.addLine(to: to)
            } else {
                path.addCurve(to: to, control1: rng.nextUnit() < 0.5 ? near() : far(), control2: near())
            }
        }
        if rng.nextUnit() < 0.4 { path.closeSubpath() }
        let joins: [LineJoin] = [.miter, .round, .bevel]
        let caps: [LineCap] = [.butt, .round, .square]
        let style = StrokeStyle(
            width: 1 + rng.nextUnit() * 8, cap: caps[Int(rng.nextUnit() * 3)], join: joins[Int(rng.nextUnit() * 3)],
            miterLimit: 1 + rng.nextUnit() * 9)
        guard dashed else { return (path, style) }
        // Dashes are laid along the whole path before any clipping, so their phases count every dropped part.
        let pattern = try! DashPattern([9, 4, 0.5, 4], phase: rng.nextUnit() * 17)
        return (path.dashed(pattern), style)
    }

    /// Seeded paths crossing the viewport's edges, at a uniform and a non-uniform transform (the pieces' pen is
    /// round in device pixels either way), dashed and not: the clipped pieces give every pixel of the viewport the
    /// coverage of the unclipped ones, to within single-precision rounding of the cut lines' new ends.
    @Test(arguments: [false, true], [false, true])
    func viewportPixelsSeeTheSameStrokeClippedOrNot(dashed: Bool, uniform: Bool) {
        var rng = SplitMix64(seed: dashed ? 17 : 23)
        let transform =
            uniform
            ? AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 1.25, y: 1.25))
            : AffineTransform(scaleX: 0.5, y: 2).concatenating(AffineTransform(rotationAngle: 0.2))
        var worst: Float = 0
        var clippedPaths = 0
        for _ in 0..<30 {
            let (path, style) = Self.randomStroke(&rng, transform: transform, dashed: dashed)
            let whole = Self.encode(path, style, transform, viewport: nil)
            let clipped = Self.encode(path, style, transform, viewport: Self.viewport)
            let clipper = StrokeClipper(
                pieces: style, halfWidth: style.width * 1.25 / 2, viewport: Self.viewport, transform: transform)
            if clipper.clipped(path) != path { clippedPaths += 1 }
            worst = max(worst, Self.largestCoverageDifference(whole, clipped, in: Self.viewport))
        }
        #expect(clippedPaths > 15, "the sweep must actually clip: \(clippedPaths) of 30 paths")
        #expect(worst < 1e-3, "largest coverage difference \(worst)")
    }

    /// The same sweep for a stroke filled from its outline (a non-uniform scale or a skew): the outline of the
    /// clipped centre line, built in path space where the pen is round, covers exactly the viewport pixel centres
    /// that the whole outline covers.
    @Test(arguments: [false, true])
    func clippedOutlineCoversTheSamePixelCentres(dashed: Bool) {
        var rng = SplitMix64(seed: dashed ? 29 : 31)
        let transform = AffineTransform(a: 0.5, b: 0.3, c: -0.2, d: 2, tx: 3, ty: -2)
        let back = transform.inverted()!
        var clippedPaths = 0
        var differing = 0
        for _ in 0..<30 {
            let (path, style) = Self.randomStroke(&rng, transform: transform, dashed: dashed)
            let clipper = StrokeClipper(outline: style, viewport: Self.viewport, transform: transform)
            let clippedPath = clipper.clipped(path)
            if clippedPath != path { clippedPaths += 1 }
            let whole = Polylines(path.strokeOutline(style, tolerance: 0.01))
            let clipped = Polylines(clippedPath.strokeOutline(style, tolerance: 0.01))
            for y in 0..<Int(Self.viewport.height) {
                for x in 0..<Int(Self.viewport.width) {
                    let p = back.apply(to: Point(Double(x) + 0.5, Double(y) + 0.5))
                    if (Self.winding(whole, at: p) != 0) != (Self.winding(clipped, at: p) != 0) { differing += 1 }
                }
            }
        }
        #expect(clippedPaths > 15, "the sweep must actually clip: \(clippedPaths) of 30 paths")
        #expect(differing == 0)
    }

    /// Closed polylines with their bounding boxes.
    struct Polylines {
        let polylines: [(points: [Point], box: Rect)]
        init(_ path: Path) {
            polylines = path.flattened(tolerance: 0.001).filter { $0.count > 1 }.map { points in
                let (xs, ys) = (points.map(\.x), points.map(\.y))
                let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                return (points, box)
            }
        }
    }

    /// The winding number of closed polylines around `p` (crossings of the ray to +x, signed by direction).
    static func winding(_ polylines: Polylines, at p: Point) -> Int {
        var winding = 0
        for (polyline, box) in polylines.polylines where p.y >= box.minY && p.y <= box.maxY && p.x < box.maxX {
            for i in polyline.indices {
                let (a, b) = (polyline[i], polyline[(i + 1) % polyline.count])
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return winding
    }

    /// Far vertices and huge curves, under uniform and non-uniform transforms: a few pieces, every coordinate near
    /// the viewport; and the outline of each, in path space, is small.
    @Test func farGeometryBecomesAFewPiecesNearTheViewport() throws {
        let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        let style = StrokeStyle(width: 4, join: .miter, miterLimit: 10)
        let paths = [
            "M0 0 L1e19 1e19 L0 5 Z", "M-1e20 -1e20 L1e20 1e20", "M0 50 C1e15 -1e15 -1e15 1e15 100 50",
            "M0 0 A1e99 1e99 0 1 1 9 9", "M50 50 C1e90 0 0 1e90 60 60", "M50 50 Q1e90 1e90 60 60",
        ]
        // Curves up to `smallestHalvedSize` reaching into the rectangle (the viewport grown by twice the half width
        // times the ownership factor 20 and the encoder's padding, and the clip margin) are kept whole.
        let reach = Float(StrokeClipper.smallestHalvedSize + 2 * (2 * 20 + 1.5) + 2 + 1)
        for transform in [AffineTransform.identity, AffineTransform(scaleX: 1, y: 2)] {
            for data in paths {
                let path = try Path(svgPathData: data)
                let pieces = Self.encode(path, style, transform, viewport: viewport)
                #expect(pieces.count < 2000, "\(data): \(pieces.count) pieces")
                for piece in pieces {
                    for p in [piece.start, piece.control, piece.end] {
                        #expect(
                            p.x > -reach && p.x < 100 + reach && p.y > -reach && p.y < 100 + reach, "\(data) \(p)")
                    }
                }
                let clipper = StrokeClipper(outline: style, viewport: viewport, transform: transform)
                let outline = clipper.clipped(path).strokeOutline(style, tolerance: 0.01)
                #expect(outline.elements.count < 5000, "\(data): \(outline.elements.count) outline elements")
            }
        }
    }

    /// A closed outline cut by the rectangle keeps the join at its start: the corner at the origin is mitered.
    @Test func aCutClosedOutlineKeepsTheJoinAtItsStart() throws {
        let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        let path = try Path(svgPathData: "M20 20 L5000 20 L20 5000 Z")
        let style = StrokeStyle(width: 6, cap: .butt, join: .miter, miterLimit: 4)
        let whole = Self.encode(path, style, .identity, viewport: nil)
        let clipped = Self.encode(path, style, .identity, viewport: viewport)
        // The miter's outer corner at (17, 17): covered by both, with butt caps at a cut it would be empty.
        let corner = SIMD2<Float>(17.5, 17.5)
        #expect(Self.coverage(whole, at: corner) > 0.5)
        #expect(abs(Self.coverage(clipped, at: corner) - Self.coverage(whole, at: corner)) < 1e-4)
    }
}

extension StrokeClipperTests {
    /// A curve counts for clipping by the curve, not its control points: seeded cubics and quadratics whose
    /// control points reach up to 3 rectangles out. Where every point of the curve (sampled densely) lies inside
    /// the rectangle and the curve is small, `isNeeded` is false and `clip` gives the path back unchanged (so the
    /// path is used as it is); where a sample lies outside, `isNeeded` is true.
    @Test func curvesInsideWithControlPointsOutsideNeedNoClipping() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        let clipper = StrokeClipper(bounds: bounds, transform: AffineTransform(scaleX: 2, y: 2))
        let inner = Rect(x: 0, y: 0, width: 50, height: 40)
        var rng = SplitMix64(seed: 77)
        func point(spread: Double) -> Point {
            Point(25 + (rng.nextUnit() - 0.5) * 50 * spread, 20 + (rng.nextUnit() - 0.5) * 40 * spread)
        }
        var (insideWithOutsideControls, outside) = (0, 0)
        for n in 0..<400 {
            var path = Path()
            let start = point(spread: 0.9)
            path.move(to: start)
            let (c1, c2, end) = (point(spread: 3), point(spread: 3), point(spread: 0.9))
            let curve: (Double) -> Point
            if n % 2 == 0 {
                path.addCurve(to: end, control1: c1, control2: c2)
                curve = CubicBezier(start, c1, c2, end).eval
            } else {
                path.addQuadCurve(to: end, control: c1)
                curve = QuadBezier(start, c1, end).eval
            }
            let samples = (0...2000).map { curve(Double($0) / 2000) }
            // Half a point of slack either way, so the samples' spacing cannot decide the case.
            let within = samples.allSatisfy { inner.insetBy(dx: 0.5, dy: 0.5).contains($0) }
            let leaves = samples.contains { !inner.insetBy(dx: -0.5, dy: -0.5).contains($0) }
            if within {
                #expect(!clipper.isNeeded(for: path), "path \(n)")
                #expect(clipper.clip(path) == path, "path \(n)")
                if !inner.contains(c1) || (n % 2 == 0 && !inner.contains(c2)) { insideWithOutsideControls += 1 }
            } else if leaves {
                #expect(clipper.isNeeded(for: path), "path \(n)")
                outside += 1
            }
        }
        #expect(insideWithOutsideControls > 40 && outside > 100, "\(insideWithOutsideControls), \(outside)")
    }
}

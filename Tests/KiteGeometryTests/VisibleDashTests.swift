import KiteTestSupport
import Testing

@testable import KiteGeometry

/// `DashedPath.visibleDashes`: dashes laid only along the centre line that can reach a device rectangle, each
/// from the pattern's position at its start, checked against dash positions worked out by hand and against the
/// whole path dashed (`Path.dashed`).
@Suite struct VisibleDashTests {
    /// A `DashedPath` of the whole of `path` that lays nothing until asked.
    func lazy(_ path: Path, _ pattern: DashPattern) -> DashedPath {
        let measure = PathMeasure(path)
        return DashedPath(measure, from: 0, to: measure.length, pattern: pattern, eagerDashes: 0)!
    }

    func spans(_ p: Path) -> [ClosedRange<Double>] { p.subpaths.map { $0.start.x...$0.end.x } }

    func expectSpans(_ p: Path, _ expected: [ClosedRange<Double>], _ tolerance: Double = 1e-9) {
        let got = spans(p)
        #expect(got.count == expected.count, "\(got)")
        for (a, b) in zip(got, expected) {
            #expect(isClose(a.lowerBound, b.lowerBound, tolerance) && isClose(a.upperBound, b.upperBound, tolerance))
        }
    }

    let style = StrokeStyle(width: 2)

    /// `M0 0 H100` dashed 10 on 5 off has dashes at 0, 15, 30, 45, 60, 75, 90. Seen through x in 42...68 the
    /// line is cut there (offset 42, 12 points into a period: 3 points of gap left), so the dashes laid are
    /// [45, 55] and [60, 68]: the one cut at the rectangle's edge, which lies outside the stroke's reach.
    @Test func dashesInAWindowMatchThoseWorkedOutByHand() throws {
        let dashed = lazy(try Path(svgPathData: "M0 0 H100"), try DashPattern([10, 5]))
        let window = Rect(x: 42, y: -5, width: 26, height: 10)
        let (visible, coverage) = try dashed.visibleDashes(reaching: window, transform: .identity, style: style)
        #expect(coverage == 1)
        expectSpans(visible, [45...55, 60...68])
        // With a phase of 3 the whole line's dashes start at -3, 12, 27, 42, 57: [42, 52] and [57, 67] are laid.
        let shifted = lazy(try Path(svgPathData: "M0 0 H100"), try DashPattern([10, 5], phase: 3))
        expectSpans(
            try shifted.visibleDashes(reaching: window, transform: .identity, style: style).path, [42...52, 57...67])
    }

    /// A U, `M0 0 H100 V10 H0`, seen through x 70...90 (scaled by 2 and moved): the window sees two stretches of
    /// one subpath with the vertical side dropped between them. The first starts 70 into the pattern (10 on,
    /// 5 off: the whole path's dashes are at 0, 15, ..., 60, 75, ...), the second 120 in (100 + 10 + 10): its
    /// dashes are the whole path's [120, 130] (x 90 to 80) and [135, 145] (x 75 to 65, cut at 70).
    @Test func phasesCarryAcrossDroppedParts() throws {
        let path = try Path(svgPathData: "M0 0 H100 V10 H0")
        let dashed = lazy(path, try DashPattern([10, 5]))
        // Device x = 2 x - 140, y = 2 y: the window x 0...40, y -2...22 is path x 70...90, y -1...11.
        let transform = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: -140, y: 0))
        let (visible, _) = try dashed.visibleDashes(
            reaching: Rect(x: 0, y: -2, width: 40, height: 24), transform: transform, style: style)
        let ends = visible.subpaths.map { ($0.start, $0.end) }
        let expected = [(Point(75, 0), Point(85, 0)), (Point(90, 10), Point(80, 10)), (Point(75, 10), Point(70, 10))]
        #expect(ends.count == expected.count, "\(ends)")
        for (a, b) in zip(ends, expected) {
            #expect(isClose(a.0, b.0, 1e-9) && isClose(a.1, b.1, 1e-9), "\(a) \(b)")
        }
    }

    /// Seeded polylines and cubics, patterns and windows, uniform and non-uniform transforms: every point of a
    /// whole-path dash whose device image lies inside the window (by more than the sampling step) lies on a
    /// visible dash, and every point of a visible dash inside the window lies on a whole-path dash.
    @Test(arguments: [false, true])
    func visibleDashesAreTheWholePathsDashesInTheWindow(uniform: Bool) throws {
        var rng = SplitMix64(seed: uniform ? 3 : 5)
        let transform =
            uniform
            ? AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(scaleX: 3, y: 3))
            : AffineTransform(scaleX: 0.4, y: 3).concatenating(AffineTransform(rotationAngle: -0.4))
        let window = Rect(x: 0, y: 0, width: 60, height: 40)
        let back = transform.inverted()!
        var dropped = 0
        for _ in 0..<40 {
            var path = Path()
            func point() -> Point {
                back.apply(to: Point(rng.nextUnit() * 400 - 170, rng.nextUnit() * 300 - 130))
            }
            path.move(to: point())
            for _ in 0..<(1 + Int(rng.nextUnit() * 6)) {
                if rng.nextUnit() < 0.5 {
                    path.addLine(to: point())
                } else {
                    path.addCurve(to: point(), control1: point(), control2: point())
                }
            }
            if rng.nextUnit() < 0.3 { path.closeSubpath() }
            let pattern = try DashPattern(
                [
                    1 + rng.nextUnit() * 9, 1 + rng.nextUnit() * 5, rng.nextUnit() < 0.3 ? 0 : rng.nextUnit() * 3,
                    1 + rng.nextUnit() * 4,
                ],
                phase: rng.nextUnit() * 40 - 20)
            let reference = path.dashed(pattern)
            let (visible, _) = try lazy(path, pattern).visibleDashes(
                reaching: window, transform: transform, style: style)
            if visible.subpaths.count < reference.subpaths.count { dropped += 1 }
            let inner = window.insetBy(dx: 1, dy: 1)
            let (a, b) = (
                DeviceDashes(reference, transform, near: window), DeviceDashes(visible, transform, near: window)
            )
            for p in a.samples where inner.contains(p) {
                #expect(b.distance(to: p) < 0.01, "whole-path dash point \(p) not laid")
            }
            for p in b.samples where inner.contains(p) {
                #expect(a.distance(to: p) < 0.01, "laid point \(p) on no whole-path dash")
            }
        }
        #expect(dropped > 20, "the sweep must actually drop dashes: \(dropped) of 40")
    }

    /// `M50 50 C1e90 0 0 1e90 60 60`: a cubic about 1e90 points long whose ends are in a 100 x 100 window.
    /// Only the stretches near its ends are dashed: the halves reaching the window once they are at most 16,384
    /// points across (`ViewportReach.smallestHalvedSize`), so a few thousand dashes, each 5 points long.
    @Test func aHugeCubicIsDashedOnlyWhereItCanBeSeen() throws {
        let dashed = lazy(try Path(svgPathData: "M50 50 C1e90 0 0 1e90 60 60"), try DashPattern([5, 3]))
        let window = Rect(x: -50, y: -50, width: 200, height: 200)
        let (visible, _) = try dashed.visibleDashes(reaching: window, transform: .identity, style: style)
        #expect(visible.subpaths.count > 4 && visible.subpaths.count < 10_000, "\(visible.subpaths.count) dashes")
        let lengths = visible.subpaths.map { Path(subpaths: [$0]).length() }
        // All but the ones cut at the window's edge are whole dashes.
        #expect(lengths.filter { abs($0 - 5) < 1e-3 }.count >= lengths.count - 4, "\(lengths)")
        #expect(visible.subpaths.contains { $0.start.distance(to: Point(60, 60)) < 10 })
        #expect(visible.subpaths.contains { $0.start.distance(to: Point(50, 50)) < 1e-9 })
    }

    /// A pattern whose period is under a device pixel draws the kept centre line solid at the coverage its dashes
    /// average to: 1 on, 3 off at scale 0.2 (a 0.8-pixel period) covers a quarter with butt caps, (1 + 2) / 4
    /// with square caps of width 2 and (1 + pi / 2) / 4 with round ones.
    @Test func subPixelPatternsAreAveraged() throws {
        let dashed = lazy(try Path(svgPathData: "M0 0 H1000"), try DashPattern([1, 3]))
        let scale = AffineTransform(scaleX: 0.2, y: 0.2)
        let window = Rect(x: 0, y: -10, width: 100, height: 20)
        for (cap, expected) in [(LineCap.butt, 0.25), (.square, 0.75), (.round, (1 + Double.pi / 2) / 4)] {
            let (path, coverage) = try dashed.visibleDashes(
                reaching: window, transform: scale, style: StrokeStyle(width: 2, cap: cap))
            #expect(isClose(coverage, expected, 1e-12))
            expectSpans(path, [0...500])
        }
    }

    /// More visible dashes than the limit are refused with one line naming it, not drawn undashed.
    @Test func tooManyVisibleDashesAreRefused() throws {
        let dashed = lazy(try Path(svgPathData: "M0 0 H1e7"), try DashPattern([2, 2]))
        let window = Rect(x: -10, y: -10, width: 1e7 + 20, height: 20)
        #expect(throws: DashedPath.TooManyDashesError.self) {
            try dashed.visibleDashes(reaching: window, transform: .identity, style: style)
        }
        do {
            _ = try dashed.visibleDashes(reaching: window, transform: .identity, style: style)
        } catch {
            #expect(error.description.contains("1000000") && !error.description.contains("\n"), "\(error)")
        }
        // Seen through a 100-point window, the same path lays about 25.
        let (few, _) = try dashed.visibleDashes(
            reaching: Rect(x: 5e6, y: -10, width: 100, height: 20), transform: .identity, style: style)
        expectSpans(few, stride(from: 5e6, to: 5e6 + 100, by: 4).map { $0...$0 + 2 }, 1e-6)
    }

    /// A trimmed piece starts as far into the pattern as it is into its subpath, as `strokedPieces` lays it.
    @Test func trimmedPiecesKeepTheirPlaceInThePattern() throws {
        let path = try Path(svgPathData: "M0 0 H100 M0 10 H100")
        let pattern = try DashPattern([10, 5])
        let measure = PathMeasure(path)
        let dashed = DashedPath(measure, from: 32, to: 160, pattern: pattern, eagerDashes: 0)!
        #expect(dashed.dashOffsets == [32, 0])
        let window = Rect(x: -10, y: -10, width: 200, height: 40)
        let (visible, _) = try dashed.visibleDashes(reaching: window, transform: .identity, style: style)
        let reference = measure.strokedPieces(strokeStart: 0.16, strokeEnd: 0.8, dash: pattern)
        #expect(visible.subpaths.count == reference.count)
        for (a, b) in zip(visible.subpaths, reference) {
            #expect(isClose(a.start, b.start, 1e-9) && isClose(a.end, b.end, 1e-9), "\(a) \(b)")
        }
        // Laid eagerly (a small path), the same dashes.
        let eager = DashedPath(measure, from: 32, to: 160, pattern: pattern)!
        #expect(eager.laidDashes?.subpaths.count == reference.count)
    }
}

/// Dashes in device space as flattened edges near a window, with sample points every 0.05 device pixels.
struct DeviceDashes {
    var edges: [(Point, Point)] = []
    var samples: [Point] = []

    init(_ dashes: Path, _ transform: AffineTransform, near window: Rect) {
        let grown = window.insetBy(dx: -2, dy: -2)
        for polyline in dashes.flattened(tolerance: 1e-4) {
            let points = polyline.map { transform.apply(to: $0) }
            if points.count == 1 { edges.append((points[0], points[0])) }
            for (p, q) in zip(points, points.dropFirst()) {
                guard max(p.x, q.x) >= grown.minX, min(p.x, q.x) <= grown.maxX, max(p.y, q.y) >= grown.minY,
                    min(p.y, q.y) <= grown.maxY
                else { continue }
                edges.append((p, q))
            }
        }
        for (p, q) in edges {
            let n = max(1, Int(p.distance(to: q) / 0.05))
            samples += (0...n).map { p.lerp(to: q, Double($0) / Double(n)) }
        }
    }

    /// The distance from `p` to the nearest edge.
    func distance(to p: Point) -> Double {
        edges.reduce(Double.infinity) { best, edge in
            let (a, b) = edge
            let ab = Vector(b.x - a.x, b.y - a.y)
            let lengthSquared = ab.dx * ab.dx + ab.dy * ab.dy
            let t = lengthSquared == 0 ? 0 : min(max(((p.x - a.x) * ab.dx + (p.y - a.y) * ab.dy) / lengthSquared, 0), 1)
            return min(best, p.distance(to: a.lerp(to: b, t)))
        }
    }
}

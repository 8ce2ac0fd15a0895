import Foundation
import Testing

@testable import KiteGeometry

/// `Path.strokeOutline` against closed-form stroke areas and the exact stroke (the points within half the width of
/// the path, for round caps and joins).
@Suite struct StrokeOutlineTests {
    let tolerance = 0.01

    /// The area the nonzero fill of `path` covers: the covered length of horizontal lines (exact from the edge
    /// crossings) integrated by the midpoint rule over slabs between the vertices' heights. In a slab the length is
    /// continuous and linear except where edges cross, so the error is far below the tests' bounds.
    func nonzeroArea(_ path: Path) -> Double {
        let polygons = path.flattened(tolerance: 1)
        let ys = Array(Set(polygons.flatMap { $0.map(\.y) })).sorted()
        var area = 0.0
        for (low, high) in zip(ys, ys.dropFirst()) {
            let rows = 20
            let step = (high - low) / Double(rows)
            for row in 0..<rows {
                area += coveredLength(polygons, atY: low + (Double(row) + 0.5) * step) * step
            }
        }
        return area
    }

    func coveredLength(_ polygons: [[Point]], atY y: Double) -> Double {
        var crossings: [(x: Double, direction: Int)] = []
        for polygon in polygons {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) where (a.y <= y) != (b.y <= y) {
                crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
            }
        }
        crossings.sort { $0.x < $1.x }
        var (winding, length) = (0, 0.0)
        for (c, next) in zip(crossings, crossings.dropFirst()) {
            winding += c.direction
            if winding != 0 { length += next.x - c.x }
        }
        return length
    }

    /// The outline of one straight segment 30 long and 4 wide.
    func segment(cap: LineCap) -> Path {
        var p = Path()
        p.move(to: Point(3, 5))
        p.addLine(to: Point(3 + 18, 5 + 24))
        return p.strokeOutline(StrokeStyle(width: 4, cap: cap), tolerance: tolerance)
    }

    @Test func straightSegmentAreas() {
        #expect(isClose(nonzeroArea(segment(cap: .butt)), 30 * 4, 1e-6))
        #expect(isClose(nonzeroArea(segment(cap: .square)), 30 * 4 + 4 * 4, 1e-6))
        // The round caps' polygons are inscribed in their half discs, at most `tolerance` inside along the arcs.
        let round = nonzeroArea(segment(cap: .round))
        let exact = 30 * 4 + Double.pi * 4 * 4 / 4
        #expect(round <= exact + 1e-6 && round >= exact - 2 * Double.pi * 2 * tolerance, "\(round) vs \(exact)")
    }

    @Test(arguments: LineJoin.allCases)
    func rightAngleJoins(join: LineJoin) {
        // Right then down (y down): the outer corner is the square [20, 21] x [-1, 0].
        var p = Path()
        p.move(to: Point(0, 0))
        p.addLine(to: Point(20, 0))
        p.addLine(to: Point(20, 20))
        let area = nonzeroArea(p.strokeOutline(StrokeStyle(width: 2, join: join), tolerance: tolerance))
        // Two 20 x 2 bars overlapping in a 1 x 1 square, plus the join's corner piece.
        let corner: Double
        switch join {
        case .miter: corner = 1
        case .bevel: corner = 0.5
        case .round: corner = Double.pi / 4
        }
        let exact = 2 * 20 * 2 - 1 + corner
        let slack = join == .round ? Double.pi / 2 * tolerance : 0
        #expect(area <= exact + 1e-6 && area >= exact - slack - 1e-6, "\(join): \(area) vs \(exact)")
    }

    @Test func miterBeyondTheLimitBevels() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addLine(to: Point(20, 0))
        p.addLine(to: Point(20, 20))
        // A right angle's miter is sqrt(2) times the width: a limit of 1.4 bevels it.
        let style = StrokeStyle(width: 2, join: .miter, miterLimit: 1.4)
        #expect(isClose(nonzeroArea(p.strokeOutline(style, tolerance: tolerance)), 2 * 20 * 2 - 1 + 0.5, 1e-6))
    }

    /// Distance from `q` to the polyline through `points`.
    func distance(_ q: Point, toPolyline points: [Point]) -> Double {
        zip(points, points.dropFirst()).map { a, b in
            let ab = b - a
            let t = min(max((q - a).dot(ab) / max(ab.lengthSquared, 1e-300), 0), 1)
            return q.distance(to: a + ab * t)
        }.min() ?? .infinity
    }

    @Test func roundStrokeCoversExactlyThePointsWithinHalfTheWidth() throws {
        // A cubic with a tight turn, a sharp corner and a closed triangle: overlapping pieces everywhere.
        let path = try Path(svgPathData: "M5 30 C20 -5 30 60 40 20 L52 34 M10 50 L30 45 L18 58 Z")
        let halfWidth = 3.0
        let outline = path.strokeOutline(StrokeStyle(width: 2 * halfWidth, cap: .round, join: .round))
        let exact = path.flattened(tolerance: 1e-3)
        var inside = 0
        for i in 0..<60 {
            for j in 0..<40 {
                let q = Point(Double(i) + 0.13, Double(j) * 1.6 + 0.07)
                let d = exact.map { distance(q, toPolyline: $0) }.min()!
                let winding = outline.windingNumber(at: q)
                #expect(winding >= 0, "negative winding \(winding) at \(q)")
                if d < halfWidth - 2 * tolerance {
                    #expect(winding >= 1, "uncovered \(q) at distance \(d)")
                    inside += 1
                } else if d > halfWidth + tolerance + 1e-3 {
                    #expect(winding == 0, "covered \(q) at distance \(d)")
                }
            }
        }
        #expect(inside > 150)
    }

    @Test func circleStrokeIsOneRingWithTheAnnulusArea() {
        // A smooth closed subpath becomes one polygon (no edges between its flattened segments for the fill to
        // see) plus the sliver of round join at the cut, where the last chord meets the first.
        let r = 10.0
        let outline = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
            .strokeOutline(StrokeStyle(width: 4), tolerance: tolerance)
        #expect(outline.subpaths.count == 2)
        let area = nonzeroArea(outline)
        let exact = Double.pi * ((r + 2) * (r + 2) - (r - 2) * (r - 2))
        // Each side's polygon is within the tolerance of its circle.
        let slack = 2 * Double.pi * ((r + 2) + (r - 2)) * tolerance
        #expect(abs(area - exact) <= slack, "\(area) vs \(exact)")
    }

    @Test func bendsTighterThanThePenFallBackToPiecesThatStillCoverExactly() {
        // A hairpin with a 1-long bottom under a pen 6 wide: the inner offsets would fold back.
        var path = Path()
        path.move(to: Point(10, 0))
        path.addLine(to: Point(10, 20))
        path.addLine(to: Point(11, 20))
        path.addLine(to: Point(11, 0))
        let outline = path.strokeOutline(StrokeStyle(width: 6, cap: .round, join: .round), tolerance: tolerance)
        #expect(outline.subpaths.count > 1)
        let exact = path.flattened(tolerance: 1)
        for i in 0..<40 {
            for j in 0..<60 {
                let q = Point(Double(i) * 0.5 + 0.01, Double(j) * 0.5 - 4.97)
                let d = distance(q, toPolyline: exact[0])
                let winding = outline.windingNumber(at: q)
                #expect(winding >= 0)
                if d < 3 - tolerance { #expect(winding >= 1, "uncovered \(q)") }
                if d > 3 + 1e-9 { #expect(winding == 0, "covered \(q)") }
            }
        }
    }

    @Test func zeroLengthSubpathsAreDotsOrNothing() {
        var p = Path()
        p.move(to: Point(10, 10))
        p.addLine(to: Point(10, 10))
        let disc = nonzeroArea(p.strokeOutline(StrokeStyle(width: 4, cap: .round), tolerance: tolerance))
        #expect(disc <= 4 * Double.pi + 1e-6 && disc >= 4 * Double.pi - 4 * Double.pi * tolerance)
        #expect(isClose(nonzeroArea(p.strokeOutline(StrokeStyle(width: 4, cap: .square))), 16, 1e-6))
        #expect(p.strokeOutline(StrokeStyle(width: 4, cap: .butt)).isEmpty)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func widthsWithoutAreaGiveNothing(width: Double) {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addLine(to: Point(10, 3))
        #expect(p.strokeOutline(StrokeStyle(width: width, cap: .round)).isEmpty)
    }

    @Test func stretchesAreTheSingularValues() {
        let skew = AffineTransform(a: 2, b: 0, c: 1, d: 1, tx: 5, ty: 0)
        // A^T A = [[4, 2], [2, 2]]: eigenvalues 3 +- sqrt(5).
        let s = skew.stretches
        #expect(isClose(s.largest, (3 + 5.0.squareRoot()).squareRoot(), 1e-12))
        #expect(isClose(s.smallest, (3 - 5.0.squareRoot()).squareRoot(), 1e-12))
        #expect(!skew.isConformal(tolerance: 1e-3))
        let similar = AffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -3)
        #expect(similar.isConformal(tolerance: 1e-9))
        #expect(!AffineTransform(scaleX: 1, y: 1.01).isConformal(tolerance: 1e-3))
    }
}

import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteRender

/// The hostile inputs of hostile-input.md at a smaller size: a polyline through random points, filled and
/// stroked. Their CPU work is counted, not timed, at N and 4N segments: it grows in proportion (within the spread
/// of random lengths), and is bounded by the edges' length in pixels, so the large inputs (1,000,000 points
/// filled, 300,000 segments stroked) cost what their size costs, with no quadratic part.
@Suite struct HostileScalingTests {
    /// `count` segments through random integer points in a `width` x `height` viewport.
    static func polyline(_ count: Int, width: Int, height: Int, seed: UInt64) -> [Point] {
        var rng = SplitMix64(seed: seed)
        return (0...count).map { _ in
            Point(Double(rng.next() % UInt64(width + 1)), Double(rng.next() % UInt64(height + 1)))
        }
    }

    static func path(_ points: [Point], closed: Bool) -> Path {
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        if closed { path.closeSubpath() }
        return path
    }

    /// The fill's mask rasteriser: the cells and sample steps it writes, against the sum over the edges of their
    /// width plus five times their height in pixels (a cell per pixel row and column crossed, four sample rows a
    /// pixel row) plus a few per band an edge crosses.
    @Test func aRandomPolylineFilledCostsItsEdgesLength() {
        let (width, height) = (200, 150)
        var work: [Int] = []
        for count in [1_000, 4_000] {
            let points = Self.polyline(count, width: width, height: height, seed: 7)
            var encoder = FillEncoder()
            encoder.viewport = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            var instances: [FillInstance] = []
            var edges: [SIMD4<Float>] = []
            var masks: [FillInstance] = []
            var maskBytes: [UInt8] = []
            encoder.encode(
                Self.path(points, closed: true), rule: .nonZero, color: SIMD4(1, 1, 1, 1), transform: .identity,
                into: &instances, edges: &edges, masks: &masks, maskBytes: &maskBytes)
            #expect(!masks.isEmpty, "so many edges cross each pixel that the bands are rasterised on the CPU")
            var bound = 0.0
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
                let (dx, dy) = (abs(b.x - a.x), abs(b.y - a.y))
                bound += dx + 5 * dy + 4 * (dy / Double(FillEncoder.bandHeight) + 2)
            }
            #expect(Double(encoder.maskCellsWritten) <= bound, "\(encoder.maskCellsWritten) cells for \(count) edges")
            work.append(encoder.maskCellsWritten)
        }
        let ratio = Double(work[1]) / Double(work[0])
        #expect(ratio > 3.6 && ratio < 4.4, "4x the edges: \(ratio)x the work (\(work))")
    }

    /// The stroke: the overlap search's grid visits at N and 4N chords grow in proportion; the shading the GPU
    /// does grows with the pieces' boxes (every chord's box once) plus the overlap lists' evaluations (a listed
    /// piece evaluates each listed neighbour at each of its pixels), which the texel budget bounds whatever N.
    @Test func aRandomPolylineStrokedCostsItsPiecesArea() {
        let (width, height) = (800, 600)
        var visits: [Int] = []
        var boxArea: [Double] = []
        var listedArea: [Double] = []
        for count in [2_500, 10_000] {
            let points = Self.polyline(count, width: width, height: height, seed: 11)
            var pieces = StrokePieceGridTests.pieces(Self.path(points, closed: false), width: 2)
            #expect(pieces.count == count, "a piece a line")
            var texels: [SIMD4<Float>] = []
            var overlaps = StrokeOverlaps()
            _ = overlaps.resolve(&pieces, pieces.indices, texels: &texels)
            #expect(texels.count <= StrokeOverlaps.maxTexels)
            // Each box: the chord and the pad (half width + 0.8 px) around it, at most.
            let pad = 1 + StrokeEncoder.boxPadding
            var (boxes, listed) = (0.0, 0.0)
            for (piece, (a, b)) in zip(pieces, zip(points, points.dropFirst())) {
                let area = ((b - a).length + 2 * pad) * 2 * pad
                boxes += area
                // reach.w: the list's offset x 64 + its length.
                if piece.reach.w > 0 { listed += area * Double(Int(piece.reach.w) % 64) }
            }
            visits.append(overlaps.grid.visits)
            boxArea.append(boxes)
            listedArea.append(listed)
        }
        let ratio = Double(visits[1]) / Double(visits[0])
        #expect(ratio > 3.6 && ratio < 4.4, "4x the pieces: \(ratio)x the visits (\(visits))")
        #expect(boxArea[1] / boxArea[0] > 3.6 && boxArea[1] / boxArea[0] < 4.4, "\(boxArea)")
        #expect(listedArea[1] <= 1.1 * listedArea[0], "the overlap lists' evaluations: \(listedArea)")
    }
}

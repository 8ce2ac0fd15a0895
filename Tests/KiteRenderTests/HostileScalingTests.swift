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
            var fill = EncodedFill()
            fill.add(Scenes.polyline(points, closed: true), rule: .nonZero, encoder: &encoder)
            #expect(!fill.masks.isEmpty, "so many edges cross each pixel that the bands are rasterised on the CPU")
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
            var pieces = StrokePieceGridTests.pieces(Scenes.polyline(points), width: 2)
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

    /// Coverage evaluations the overlap lists of `pieces` cost: each listed piece's box area (device pixels) times
    /// its list's length (`reach.w`: the list's offset x 64 + its length).
    static func listedShading(_ pieces: ArraySlice<StrokePiece>) -> Double {
        pieces.reduce(0) { sum, piece in
            let half = StrokeOverlaps.box(piece).half
            return sum + Double(Int(piece.reach.w) % 64) * Double(4 * half.x * half.y)
        }
    }

    /// A cubic whose wide loop crosses itself (lines and curves listing each other), placed at `x`.
    static func loop(at x: Double) -> Path {
        var path = Path()
        path.move(to: Point(x + 8, 52))
        path.addCurve(to: Point(x + 72, 52), control1: Point(x + 100, -20), control2: Point(x - 20, -20))
        return path
    }

    /// The overlap lists' shading is bounded by the viewport, whatever N: the random polyline's lists (about 45
    /// million evaluations at 2,500 chords, limited only by the texels) pass 4 x 800 x 600, so the path is drawn
    /// without lists and takes nothing from the frame; a self-crossing loop resolved after it in the same frame
    /// gets exactly the lists it gets alone.
    @Test func theOverlapListsShadingIsBoundedByTheViewport() {
        let (width, height) = (800, 600)
        let viewport = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let budget = StrokeOverlaps.shadingPerViewportPixel * Double(width * height)
        var loop = StrokePieceGridTests.pieces(Self.loop(at: 100), width: 6)
        var loopTexels: [SIMD4<Float>] = []
        var alone = StrokeOverlaps()
        alone.startFrame(viewport: viewport)
        #expect(alone.resolve(&loop, loop.indices, texels: &loopTexels))
        let loopShading = Self.listedShading(loop[...])
        #expect(loopShading > 0 && loopShading < budget / 100, "\(loopShading)")
        #expect(abs(alone.pathShading - loopShading) <= 1e-6 * loopShading)
        for count in [2_500, 10_000] {
            let points = Self.polyline(count, width: width, height: height, seed: 11)
            let hostile = StrokePieceGridTests.pieces(Scenes.polyline(points), width: 2)
            var unbounded = hostile
            var texels: [SIMD4<Float>] = []
            var overlaps = StrokeOverlaps()
            #expect(overlaps.resolve(&unbounded, unbounded.indices, texels: &texels))
            let before = Self.listedShading(unbounded[...])
            #expect(before > 10 * budget, "\(count) chords, no shading budget: \(before) evaluations")

            overlaps.startFrame(viewport: viewport)
            var pieces = hostile + StrokePieceGridTests.pieces(Self.loop(at: 100), width: 6)
            texels.removeAll()
            #expect(!overlaps.resolve(&pieces, 0..<hostile.count, texels: &texels))
            #expect(overlaps.ranOutOfShading && overlaps.pathsOverShading == 1)
            #expect(texels.isEmpty && pieces.allSatisfy { $0.reach.w == 0 }, "\(count): dropped whole")
            #expect(overlaps.shadingLeft == budget)
            #expect(overlaps.resolve(&pieces, hostile.count..<pieces.count, texels: &texels))
            #expect(Array(pieces[hostile.count...]) == loop && texels == loopTexels, "\(count): the loop as alone")
            #expect(Self.listedShading(pieces[...]) <= budget)
            #expect(abs(overlaps.shadingLeft - (budget - loopShading)) <= 1e-6 * budget)
        }
    }

    /// A path keeps its lists whole or not at all, and the frame's budget goes to the paths in order: with room
    /// for exactly one loop's lists, the first loop keeps them and the second identical loop and a thinner one get
    /// none; with room for a little more, the thinner one keeps its lists; with a little less, only it does.
    @Test func aPathKeepsItsListsWholeOrNotAtAll() {
        var one = StrokePieceGridTests.pieces(Self.loop(at: 0), width: 6)
        var oneTexels: [SIMD4<Float>] = []
        var measure = StrokeOverlaps()
        _ = measure.resolve(&one, one.indices, texels: &oneTexels)
        let x = measure.pathShading
        var small = StrokePieceGridTests.pieces(Self.loop(at: 0), width: 2)
        var smallTexels: [SIMD4<Float>] = []
        _ = measure.resolve(&small, small.indices, texels: &smallTexels)
        let y = measure.pathShading
        #expect(x > 0 && y > 0 && y < x / 2, "\(x), \(y)")

        let cases = [
            (x, [true, false, false]), (x + 2 * y, [true, false, true]), (x.nextDown, [false, false, true]),
        ]
        for (room, keeps) in cases {
            var overlaps = StrokeOverlaps()
            // One viewport pixel, so the frame's room is exactly `room`.
            overlaps.shadingPerPixel = room
            overlaps.startFrame(viewport: Rect(x: 0, y: 0, width: 1, height: 1))
            let fresh = [
                StrokePieceGridTests.pieces(Self.loop(at: 0), width: 6),
                StrokePieceGridTests.pieces(Self.loop(at: 0), width: 6),
                StrokePieceGridTests.pieces(Self.loop(at: 0), width: 2),
            ]
            var pieces = fresh.flatMap { $0 }
            var texels: [SIMD4<Float>] = []
            var start = 0
            var expected: [SIMD4<Float>] = []
            for (k, path) in fresh.enumerated() {
                let range = start..<start + path.count
                let marked = overlaps.resolve(&pieces, range, texels: &texels)
                #expect(marked == keeps[k], "room \(room), path \(k)")
                let want = k == 2 ? small : one
                let wantTexels = k == 2 ? smallTexels : oneTexels
                if keeps[k] {
                    // The same lists, moved by the texels before them.
                    let base = Float(expected.count * 64)
                    let moved = want.map { piece in
                        var p = piece
                        if p.reach.w != 0 { p.reach.w += base }
                        return p
                    }
                    #expect(Array(pieces[range]) == moved, "room \(room), path \(k)")
                    expected += wantTexels
                } else {
                    #expect(pieces[range].allSatisfy { $0.reach.w == 0 }, "room \(room), path \(k)")
                }
                #expect(texels == expected, "room \(room), path \(k)")
                start = range.upperBound
            }
            #expect(overlaps.pathsOverShading == keeps.filter { !$0 }.count)
            #expect(Self.listedShading(pieces[...]) <= room * (1 + 1e-6))
        }
    }

    /// The encoder's frames: a hostile path (2,500 random chords) before a self-crossing loop leaves the loop the
    /// lists it has alone, frame after frame (the third frame reuses the retained encodings and, the hostile path
    /// having passed the whole budget, searches nothing); and a loop drawn twice where the frame has room for one
    /// loop's lists lists only the first, whether searched or reused.
    @Test func theEncoderGivesTheBudgetToThePathsThatFit() {
        let viewport = Size(800, 600)
        let hostile = Scenes.polyline(Self.polyline(2_500, width: 800, height: 600, seed: 11))
        func frames(_ paths: [Path], perPixel: Double = StrokeOverlaps.shadingPerViewportPixel) -> [(
            texels: [SIMD4<Float>], listed: Int, over: Int, used: Double, searched: Int
        )] {
            let root = RenderFixture.root(
                width: viewport.width, height: viewport.height,
                paths.map { RenderFixture.stroke($0, width: $0 == hostile ? 2 : 6, cap: .round) })
            var encoder = SceneEncoder()
            encoder.strokeOverlaps.shadingPerPixel = perPixel
            // A steady path is encoded on its first two frames and reused from its third (`RetainedTable`).
            return (0..<3).map { _ in
                encoder.encode(root.drawList(), scale: 1, viewport: viewport)
                let budget = perPixel * viewport.width * viewport.height
                return (
                    encoder.overlapTexels, encoder.strokes.filter { $0.reach.w != 0 }.count,
                    encoder.strokeOverlaps.pathsOverShading, budget - encoder.strokeOverlaps.shadingLeft,
                    encoder.strokeOverlaps.pathsSearched
                )
            }
        }
        let loop = Self.loop(at: 100)
        let alone = frames([loop])
        #expect(!alone[0].texels.isEmpty && alone[0].listed > 0 && alone[0].over == 0)
        for (k, frame) in frames([hostile, loop]).enumerated() {
            #expect(frame.texels == alone[k].texels && frame.listed == alone[k].listed, "frame \(k)")
            #expect(frame.over == 1 && frame.used == alone[k].used, "frame \(k): \(frame.over), \(frame.used)")
            // The hostile path passed the whole budget: the second frame searches neither path again.
            #expect(frame.searched == (k < 2 ? 2 : 0), "frame \(k)")
        }
        // Dropped where the loop had taken part of the budget, the hostile path could fit a frame without the loop,
        // so it is searched again each frame (and dropped again).
        for (k, frame) in frames([loop, hostile]).enumerated() {
            #expect(frame.texels == alone[k].texels && frame.over == 1, "frame \(k)")
            #expect(frame.searched == (k < 2 ? 2 : 1), "frame \(k)")
        }
        let roomForOne = 1.5 * alone[0].used / (viewport.width * viewport.height)
        for (k, frame) in frames([loop, loop], perPixel: roomForOne).enumerated() {
            #expect(frame.texels == alone[k].texels && frame.listed == alone[k].listed, "frame \(k)")
            #expect(frame.over == 1, "frame \(k)")
        }
    }

    /// Every golden scene and the app-like screen at scales 1, 2 and 4 keeps all its lists, using at most a third
    /// of the frame's shading budget. The densest, the figure eight drawn once and twice over itself in 80 x 60
    /// points, used 1.003 evaluations per viewport pixel when this was written.
    @Test func everyGoldenSceneKeepsItsLists() {
        let names = [
            "app", "caps", "joins", "curves", "translucent", "dashes", "trims", "shapes", "transforms", "nonuniform",
            "fills", "shadows", "masks", "outlines", "hamburger", "figure-eight", "loop",
        ]
        var most = (0.0, "")
        for name in names {
            for scale in [1.0, 2.0, 4.0] {
                let size = Scenes.pixelSize(at: scale)
                let pixels = Double(size.width * size.height)
                var encoder = SceneEncoder()
                encoder.encode(
                    Scenes.named(name).drawList(), scale: scale,
                    viewport: Size(Double(size.width), Double(size.height)))
                let used = StrokeOverlaps.shadingPerViewportPixel * pixels - encoder.strokeOverlaps.shadingLeft
                #expect(encoder.strokeOverlaps.pathsOverShading == 0, "\(name)@\(scale)x")
                #expect(
                    used <= StrokeOverlaps.shadingPerViewportPixel * pixels / 3,
                    "\(name)@\(scale)x: \(used) evaluations for \(pixels) pixels")
                if used / pixels > most.0 { most = (used / pixels, "\(name)@\(scale)x") }
            }
        }
        #expect(most.0 > 0.5, "the figure eight lists overlaps: \(most)")
    }
}

import Glibc
import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteRender

/// The overlap search through a grid (`StrokePieceGrid`) against the search that tests every pair, as a simple
/// model: the same pairs, the same lists, and work that grows with the overlaps, not with the square of the pieces.
@Suite struct StrokePieceGridTests {
    /// The pieces of `path` stroked `width` wide with round caps and the given join, in device pixels (scale 1).
    static func pieces(_ path: Path, width: Double, join: LineJoin = .round) -> [StrokePiece] {
        var encoder = StrokeEncoder()
        var pieces: [StrokePiece] = []
        encoder.encode(
            path, style: StrokeStyle(width: width, cap: .round, join: join), color: SIMD4(0, 0, 0, 1),
            transform: .identity, into: &pieces)
        return pieces
    }

    /// A path of `count` segments through random points in a square of side `size`: lines, quadratics and cubics
    /// mixed, some subpaths closed.
    static func randomPath(_ rng: inout SplitMix64, count: Int, size: Double) -> Path {
        var path = Path()
        path.move(to: rng.point(in: size))
        for k in 0..<count {
            switch rng.next() % 4 {
            case 0: path.addQuadCurve(to: rng.point(in: size), control: rng.point(in: size))
            case 1:
                path.addCurve(to: rng.point(in: size), control1: rng.point(in: size), control2: rng.point(in: size))
            default: path.addLine(to: rng.point(in: size))
            }
            if k % 37 == 36 {
                path.closeSubpath()
                path.move(to: rng.point(in: size))
            }
        }
        return path
    }

    /// Every pair (i < j) the model finds: bounds meet, no joint between them, oriented boxes overlap.
    static func modelPairs(_ pieces: [StrokePiece]) -> Set<SIMD2<Int>> {
        var pairs = Set<SIMD2<Int>>()
        for i in pieces.indices {
            for j in (i + 1)..<pieces.count {
                let (a, b) = (StrokeOverlaps.bounds(pieces[i]), StrokeOverlaps.bounds(pieces[j]))
                guard a.x <= b.z, b.x <= a.z, a.y <= b.w, b.y <= a.w else { continue }
                guard !StrokeOverlaps.joined(pieces[i], pieces[j]), !StrokeOverlaps.joined(pieces[j], pieces[i])
                else { continue }
                if StrokeOverlaps.overlap(StrokeOverlaps.box(pieces[i]), StrokeOverlaps.box(pieces[j])) {
                    pairs.insert(SIMD2(i, j))
                }
            }
        }
        return pairs
    }

    /// The grid's pairs, each piece asked for all its partners; also checks that each list is in path order.
    static func gridPairs(_ pieces: [StrokePiece], _ range: Range<Int>) -> Set<SIMD2<Int>> {
        var grid = StrokePieceGrid()
        grid.build(pieces, range)
        var pairs = Set<SIMD2<Int>>()
        var found: [Int] = []
        for i in range {
            grid.partners(of: i, in: pieces, limit: .max, into: &found)
            #expect(found == found.sorted() && Set(found).count == found.count)
            for j in found { pairs.insert(SIMD2(min(i, j), max(i, j)) &- SIMD2(repeating: range.lowerBound)) }
        }
        return pairs
    }

    @Test func theGridFindsTheModelsPairsOnRandomPaths() {
        var rng = SplitMix64(seed: 1417)
        var total = 0
        for n in 0..<40 {
            let size = [30.0, 120, 600][n % 3]
            let width = [1.0, 4, 16][(n / 3) % 3]
            let pieces = Self.pieces(Self.randomPath(&rng, count: 5 + n * 3, size: size), width: width)
            let model = Self.modelPairs(pieces)
            total += model.count
            #expect(Self.gridPairs(pieces, pieces.indices) == model, "path \(n), \(pieces.count) pieces")
        }
        #expect(total > 1000, "\(total) pairs in all: the paths must overlap themselves")
    }

    /// The pair-by-pair search (paths below `gridThreshold` pieces) against the model, on seeded random paths of a
    /// few to 47 pieces, some at a subrange of a larger stroke array and some with a NaN or infinite piece: the same
    /// pairs, in path order (by first piece, then second).
    @Test func thePairSearchFindsTheModelsPairsOnRandomPaths() {
        var rng = SplitMix64(seed: 310)
        let lead = Self.pieces(Scenes.polyline([(0, 0), (50, 50), (0, 50), (50, 0)]), width: 2)
        var total = 0
        for n in 0..<300 {
            let size = [20.0, 60, 200][n % 3]
            let width = [1.0, 4, 12][(n / 3) % 3]
            var pieces = Self.pieces(Self.randomPath(&rng, count: 1 + n % 12, size: size), width: width)
            guard pieces.count > 1 else { continue }
            if pieces.count >= StrokeOverlaps.gridThreshold { pieces.removeLast(pieces.count - 47) }
            if n % 7 == 3 { pieces[pieces.count / 2].p01.x = n % 2 == 0 ? .nan : .infinity }
            let model = Self.modelPairs(pieces)
            total += model.count
            let all = n % 2 == 0 ? pieces : lead + pieces
            let first = all.count - pieces.count
            var (search, marked, texels) = (StrokeOverlaps(), all, [SIMD4<Float>]())
            _ = search.resolve(&marked, first..<all.count, texels: &texels)
            let found = search.pairs.map { SIMD2(Int($0.x) - first, Int($0.y) - first) }
            #expect(Set(found) == model && found.count == model.count, "path \(n), \(pieces.count) pieces")
            #expect(found == found.sorted { ($0.x, $0.y) < ($1.x, $1.y) }, "path \(n): pairs in path order")
        }
        #expect(total > 500, "\(total) pairs in all: the paths must overlap themselves")
    }

    /// Paths of two pieces, searched after a path with a pair and at a subrange of a larger stroke array: joined
    /// ones (a hairpin whose pieces cover each other, with each join) list nothing and leave no pair, texel or mark,
    /// as the model finds no pair across a joint; two crossing subpaths and a closed subpath there and back (no
    /// joint) are still found.
    @Test func twoPiecePathsGiveTheModelsPairs() {
        var crossing = Path()
        crossing.move(to: Point(0, 0))
        crossing.addLine(to: Point(40, 40))
        crossing.move(to: Point(0, 40))
        crossing.addLine(to: Point(40, 0))
        let hairpin = Scenes.polyline([(0, 0), (60, 0), (0, 3)])
        let crossed = Self.pieces(crossing, width: 4)
        var cases = [(crossed, true)]
        for join in [LineJoin.round, .miter, .bevel] {
            cases.append((Self.pieces(hairpin, width: 6, join: join), false))
        }
        // A closed subpath there and back turns by 180 degrees at both ends: no joint, so its pieces pair.
        cases.append((Self.pieces(Scenes.polyline([(0, 0), (40, 5)], closed: true), width: 4), true))
        var search = StrokeOverlaps()
        for (n, (pieces, paired)) in cases.enumerated() {
            #expect(pieces.count == 2, "case \(n): \(pieces.count) pieces")
            #expect(StrokeOverlaps.joined(pieces[0], pieces[1]) == !paired, "case \(n)")
            var (texels, all) = ([SIMD4<Float>](), crossed + pieces)
            #expect(search.resolve(&all, 0..<2, texels: &texels) && !search.pairs.isEmpty, "the crossing first")
            texels.removeAll()
            let listed = search.resolve(&all, 2..<4, texels: &texels)
            let found = Set(search.pairs.map { SIMD2(Int($0.x) - 2, Int($0.y) - 2) })
            #expect(found == Self.modelPairs(pieces) && search.pairs.count == found.count, "case \(n)")
            #expect(listed == paired && found.isEmpty == !paired, "case \(n)")
            #expect(texels.isEmpty == !paired && all[2...].allSatisfy { ($0.reach.w > 0) == paired }, "case \(n)")
        }
    }

    /// The grid over part of a larger stroke array, with pieces at extreme and non-finite coordinates: a NaN
    /// piece meets nothing, infinite ones meet what their bounds meet, as in the model.
    @Test func theGridMatchesTheModelOnASubrangeAndExtremeCoordinates() {
        var rng = SplitMix64(seed: 99)
        var pieces = Self.pieces(Self.randomPath(&rng, count: 60, size: 200), width: 3)
        let far = Self.pieces(Scenes.polyline([(0, 0), (3e38, 1), (-3e38, 5), (10, 10)]), width: 2)
        var odd = pieces[3]
        odd.p01.x = .nan
        var wide = pieces[4]
        wide.p2.x = .infinity
        pieces += far + [odd, wide]
        let lead = Self.pieces(Scenes.polyline([(0, 0), (50, 50), (0, 50), (50, 0)]), width: 2)
        let all = lead + pieces
        #expect(Self.gridPairs(all, lead.count..<all.count) == Self.modelPairs(pieces))
    }

    /// `resolve` gives the same texels and marks through the grid as pair by pair, including where a piece has
    /// more than `maxPerPiece` partners and where the texel budget runs out part way.
    @Test func resolveThroughTheGridEqualsPairByPair() {
        var rng = SplitMix64(seed: 2026)
        var cases = [(Path, Double)]()
        for n in 0..<12 { cases.append((Self.randomPath(&rng, count: 10 + n * 12, size: 300), 2 + Double(n))) }
        // Long chords across a square: each crosses hundreds of others, so lists fill and the budget runs out.
        var chords = Path()
        chords.move(to: rng.point(in: 1000))
        for _ in 0..<800 { chords.addLine(to: rng.point(in: 1000)) }
        cases.append((chords, 2))
        var sawFullList = false
        var sawBudgetEnd = false
        for (n, (path, width)) in cases.enumerated() {
            let pieces = Self.pieces(path, width: width)
            var byPairs = StrokeOverlaps()
            byPairs.gridFrom = .max
            var byGrid = StrokeOverlaps()
            byGrid.gridFrom = 2
            var (a, b) = (pieces, pieces)
            var (ta, tb) = ([SIMD4<Float>](), [SIMD4<Float>]())
            let markedA = byPairs.resolve(&a, a.indices, texels: &ta)
            let markedB = byGrid.resolve(&b, b.indices, texels: &tb)
            #expect(markedA == markedB && a == b && ta == tb, "case \(n)")
            sawFullList = sawFullList || a.contains { Int($0.reach.w) % 64 == StrokeOverlaps.maxPerPiece }
            sawBudgetEnd = sawBudgetEnd || ta.count + 8 * StrokeOverlaps.maxPerPiece > StrokeOverlaps.maxTexels
        }
        #expect(sawFullList && sawBudgetEnd)
    }

    /// A large self-crossing stroke: 20,000 long random chords, each overlapping thousands of others. Testing every
    /// pair would take 200 million tests and list billions of pairs; the grid looks at a bounded number of pieces
    /// per listed piece (the lists and the texel budget are bounded) and about a constant number per other piece.
    @Test func aLargeSelfCrossingStrokeIsSearchedInBoundedWork() {
        var rng = SplitMix64(seed: 17)
        var path = Path()
        path.move(to: rng.point(in: 1000))
        for _ in 0..<20_000 { path.addLine(to: rng.point(in: 1000)) }
        var pieces = Self.pieces(path, width: 2)
        var texels: [SIMD4<Float>] = []
        var overlaps = StrokeOverlaps()
        #expect(overlaps.resolve(&pieces, pieces.indices, texels: &texels))
        let listed = pieces.filter { $0.reach.w > 0 }.count
        #expect(texels.count <= StrokeOverlaps.maxTexels)
        // Each query looks at each piece at most once.
        #expect(overlaps.grid.visits <= (listed + 1) * pieces.count)
        #expect(overlaps.grid.visits < pieces.count * pieces.count / 20, "\(overlaps.grid.visits) visits")
    }

    /// A long stroke that rarely comes back (a slow spiral of 50,000 short pieces): the grid's work grows with the
    /// pieces, not with their square.
    @Test func aLongSpiralIsSearchedInLinearWork() {
        var path = Path()
        let count = 50_000
        for k in 0...count {
            let t = Double(k) / Double(count) * 40 * .pi
            let r = 20 + 8 * t
            let p = Point(500 + r * cos(t), 500 + r * sin(t))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        var pieces = Self.pieces(path, width: 3, join: .miter)
        var texels: [SIMD4<Float>] = []
        var overlaps = StrokeOverlaps()
        _ = overlaps.resolve(&pieces, pieces.indices, texels: &texels)
        #expect(overlaps.grid.visits <= 40 * pieces.count, "\(overlaps.grid.visits) visits, \(pieces.count) pieces")
    }
}

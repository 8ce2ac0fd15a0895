import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteRender

/// `StrokeEncoder`'s pieces against simple models: the cubic split against `CubicBezier.quadratic(_:of:)` (which
/// evaluates every piece from the curve on its own), and a subpath's pieces against the same subpath encoded alone.
@Suite struct StrokeEncoderTests {
    /// Encodes `path` with `style` at scale 1 after the pieces already in `pieces`.
    static func encode(_ path: Path, _ style: StrokeStyle, after pieces: [StrokePiece] = []) -> [StrokePiece] {
        var encoder = StrokeEncoder()
        var pieces = pieces
        encoder.encode(path, style: style, color: SIMD4(0.2, 0.3, 0.4, 1), transform: .identity, into: &pieces)
        return pieces
    }

    /// A random cubic with its points in the square [0, size) and the pieces of its stroke `width` px wide with
    /// round caps and joins.
    static func strokedRandomCubic(_ rng: inout SplitMix64, in size: Double, width: Double) -> (
        cubic: CubicBezier, pieces: [StrokePiece]
    ) {
        let cubic = CubicBezier(rng.point(in: size), rng.point(in: size), rng.point(in: size), rng.point(in: size))
        var path = Path()
        path.move(to: cubic.p0)
        path.addCurve(to: cubic.p3, control1: cubic.p1, control2: cubic.p2)
        return (cubic, encode(path, StrokeStyle(width: width, cap: .round, join: .round)))
    }

    /// Each piece of a cubic (split by the encoder from the cubic's power basis, each parameter evaluated once) is
    /// the quadratic `CubicBezier.quadratic(_:of:)` gives, rounded to floats: within 1e-4 px on curves 1000 px
    /// across. A width of 400 px keeps the pieces from being split for their bow; pieces the model finds nearly
    /// straight are lines along their chord.
    /// The smooth joint writes the earlier piece's end ownership (`own.z`, `own.w`) by byte offset: the offset
    /// must be where the layout puts them.
    @Test func endOwnershipOffsetIsTheLayouts() {
        let own = MemoryLayout<StrokePiece>.offset(of: \StrokePiece.own)
        #expect(own.map { $0 + 2 * MemoryLayout<Float>.stride } == StrokeEncoder.ownEndOffset)
    }

    @Test func cubicPiecesAreTheQuadraticChain() {
        var rng = SplitMix64(seed: 2026_1126)
        var compared = 0
        for _ in 0..<300 {
            let (cubic, pieces) = Self.strokedRandomCubic(&rng, in: 1000, width: 400)
            let count = cubic.quadraticCount(tolerance: StrokeEncoder.cubicTolerance)
            let model = (0..<count).map { cubic.quadratic($0, of: count) }
            // Degenerate pieces (both ends within 1e-6 px) are dropped: none in random curves this size.
            #expect(pieces.count == model.count)
            for (piece, q) in zip(pieces, model) {
                let straight = abs((q.p1 - q.p0).cross(q.p2 - q.p0)) / (q.p2 - q.p0).length / 2
                let short = min((q.p1 - q.p0).length, (q.p2 - q.p1).length)
                let isLine = straight < StrokeEncoder.straightTolerance || short < StrokeEncoder.straightTolerance
                // Near the threshold rounding may decide either way: such pieces are skipped.
                guard abs(straight - StrokeEncoder.straightTolerance) > 1e-6 else { continue }
                #expect(piece.isQuadratic == !isLine)
                let control = isLine ? q.p0.lerp(to: q.p2, 0.5) : q.p1
                for (got, want) in [(piece.start, q.p0), (piece.control, control), (piece.end, q.p2)] {
                    #expect(abs(Double(got.x) - want.x) < 1e-4 && abs(Double(got.y) - want.y) < 1e-4)
                }
                compared += 1
            }
        }
        #expect(compared > 1000)
    }

    /// A cubic's quadratics that bow more than `StrokeEncoder.bowLimit(halfWidth:)` from their chord are halved
    /// until they do not, in order, and the quadratics after them continue the chain: the pieces of a 1 px wide
    /// stroke along curves 4000 px across are the halves of `CubicBezier.quadratic(_:of:)`'s pieces
    /// (`QuadBezier.split(at:)`), within 1e-3 px (floats there are 2.4e-4 px apart).
    @Test func bowingCubicPiecesAreHalved() {
        var rng = SplitMix64(seed: 2026_1127)
        let limit = StrokeEncoder.bowLimit(halfWidth: 0.5)
        func stray(_ q: QuadBezier) -> Double {
            let chord = q.p2 - q.p0
            return abs((q.p1 - q.p0).cross(chord)) / chord.length / 2
        }
        var (halved, compared) = (0, 0)
        for _ in 0..<200 {
            let (cubic, pieces) = Self.strokedRandomCubic(&rng, in: 4000, width: 1)
            let count = cubic.quadraticCount(tolerance: StrokeEncoder.cubicTolerance)
            var model: [QuadBezier] = []
            var pending = (0..<count).reversed().map { (cubic.quadratic($0, of: count), 0) }
            var nearThreshold = false
            while let (q, depth) = pending.popLast() {
                let bow = stray(q)
                nearThreshold =
                    nearThreshold || abs(bow - limit) < 1e-6 || abs(bow - StrokeEncoder.straightTolerance) < 1e-6
                guard bow > limit, depth < 8 else {
                    model.append(q)
                    continue
                }
                let (a, b) = q.split(at: 0.5)
                pending += [(b, depth + 1), (a, depth + 1)]
                halved += 1
            }
            // Rounding may decide a bow within 1e-6 of a limit either way: such curves are skipped.
            guard !nearThreshold else { continue }
            #expect(pieces.count == model.count)
            for (piece, q) in zip(pieces, model) {
                let short = min((q.p1 - q.p0).length, (q.p2 - q.p1).length)
                let isLine = stray(q) < StrokeEncoder.straightTolerance || short < StrokeEncoder.straightTolerance
                #expect(piece.isQuadratic == !isLine)
                let control = isLine ? q.p0.lerp(to: q.p2, 0.5) : q.p1
                for (got, want) in [(piece.start, q.p0), (piece.control, control), (piece.end, q.p2)] {
                    #expect(abs(Double(got.x) - want.x) < 1e-3 && abs(Double(got.y) - want.y) < 1e-3)
                }
                compared += 1
            }
        }
        #expect(halved > 100 && compared > 1000)
    }

    /// A subpath's pieces (joints, caps, the closing joint written into its first piece) are the same whatever
    /// was encoded before it, into the same array or by the same encoder: the encoder keeps no state between
    /// subpaths but where the subpath starts.
    @Test func subpathsEncodeAsIfAlone() throws {
        var rng = SplitMix64(seed: 7)
        let shapes = [
            "M10 10 L90 10 L90 60 Z", "M10 10 L90 10 L50 80", "M20 20 C80 0 80 100 20 80 Z", "M5 5 Q60 90 95 5",
            "M30 30 L30 30", "M10 50 C40 -20 60 120 90 50 L90 90 Z",
        ]
        let paths = try shapes.map { try Path(svgPathData: $0) }
        for _ in 0..<100 {
            let style = StrokeStyle(
                width: [1, 6, 20].randomElement(using: &rng)!, cap: LineCap.allCases.randomElement(using: &rng)!,
                join: LineJoin.allCases.randomElement(using: &rng)!, miterLimit: 4)
            let (before, path) = (paths.randomElement(using: &rng)!, paths.randomElement(using: &rng)!)
            let alone = Self.encode(path, style)
            let earlier = Self.encode(before, style)
            let after = Self.encode(path, style, after: earlier)
            #expect(Array(after[earlier.count...]) == alone)
            // Both paths in one path: the second subpath as the second path.
            var both = before
            both.append(path)
            #expect(Array(Self.encode(both, style)[earlier.count...]) == alone)
        }
    }
}

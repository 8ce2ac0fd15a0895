import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteRender

/// `StrokeClipper` through `StrokeEncoder`: every viewport pixel gets the coverage (the shader's CPU twin,
/// `StrokeCoverage`) it gets from the unclipped stroke, and far geometry costs what its visible part costs.
@Suite struct StrokeClipperTests {
    /// The largest coverage any piece gives the pixel centre `p`: ownership splits joints between pieces, so the
    /// maximum is what the pixel shows.
    static func coverage(_ pieces: [StrokePiece], at p: SIMD2<Float>) -> Float {
        pieces.reduce(0) { max($0, StrokeCoverage.coverage(of: $1, at: p)) }
    }

    static func encode(_ path: Path, _ style: StrokeStyle, viewport: Rect?) -> [StrokePiece] {
        var encoder = StrokeEncoder()
        if let viewport { encoder.viewport = viewport }
        var pieces: [StrokePiece] = []
        encoder.encode(path, style: style, color: .one, transform: .identity, into: &pieces)
        return pieces
    }

    /// Seeded paths of lines and cubics wandering up to 40 viewports away, with every join and cap: the clipped
    /// encoding gives every pixel of the 48 x 40 viewport the coverage of the unclipped one, within the cubic
    /// approximation's tolerance (the clipped halves are approximated by quadratics of their own).
    @Test func viewportPixelsSeeTheSameStrokeClippedOrNot() {
        var rng = SplitMix64(seed: 17)
        let viewport = Rect(x: 0, y: 0, width: 48, height: 40)
        var worst: Float = 0
        var clippedPaths = 0
        for _ in 0..<120 {
            var path = Path()
            func point() -> Point { Point(rng.nextUnit() * 4000 - 2000, rng.nextUnit() * 4000 - 2000) }
            func near() -> Point { Point(rng.nextUnit() * 60 - 6, rng.nextUnit() * 52 - 6) }
            path.move(to: rng.nextUnit() < 0.5 ? near() : point())
            for _ in 0..<(2 + Int(rng.nextUnit() * 4)) {
                let to = rng.nextUnit() < 0.6 ? near() : point()
                if rng.nextUnit() < 0.5 {
                    path.addLine(to: to)
                } else {
                    path.addCurve(to: to, control1: rng.nextUnit() < 0.5 ? near() : point(), control2: near())
                }
            }
            if rng.nextUnit() < 0.4 { path.closeSubpath() }
            let joins: [LineJoin] = [.miter, .round, .bevel]
            let caps: [LineCap] = [.butt, .round, .square]
            let style = StrokeStyle(
                width: 1 + rng.nextUnit() * 10, cap: caps[Int(rng.nextUnit() * 3)],
                join: joins[Int(rng.nextUnit() * 3)],
                miterLimit: 4)
            let whole = Self.encode(path, style, viewport: nil)
            let clipped = Self.encode(path, style, viewport: viewport)
            if clipped.count != whole.count { clippedPaths += 1 }
            for y in 0..<40 {
                for x in 0..<48 {
                    let p = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5)
                    let d = abs(Self.coverage(whole, at: p) - Self.coverage(clipped, at: p))
                    if d > 0.5 && worst <= 0.5 { print("DEBUG \(x) \(y) \(style) \(path.elements) whole \(Self.coverage(whole, at: p)) clipped \(Self.coverage(clipped, at: p))") }
                    worst = max(worst, d)
                }
            }
        }
        #expect(clippedPaths > 60, "the sweep must actually clip: \(clippedPaths) of 120 paths")
        #expect(worst < 0.06, "largest coverage difference \(worst)")
    }

    /// The far vertices and huge curves: a few pieces, every coordinate near the viewport.
    @Test func farGeometryBecomesAFewPiecesNearTheViewport() throws {
        let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        let style = StrokeStyle(width: 4, join: .miter, miterLimit: 10)
        let paths = [
            "M0 0 L1e19 1e19 L0 5 Z", "M-1e20 -1e20 L1e20 1e20", "M0 50 C1e15 -1e15 -1e15 1e15 100 50",
            "M0 0 A1e99 1e99 0 1 1 9 9", "M50 50 C1e90 0 0 1e90 60 60",
        ]
        let reach = Float(2 * 10 + 2 + 1)  // half width times the miter limit, the margin, a box padding
        for data in paths {
            let path = try Path(svgPathData: data)
            let pieces = Self.encode(path, style, viewport: viewport)
            #expect(pieces.count < 2000, "\(data): \(pieces.count) pieces")
            for piece in pieces {
                for p in [piece.start, piece.control, piece.end] {
                    #expect(p.x.isFinite && p.y.isFinite, "\(data)")
                    #expect(
                        p.x > -reach - 100 && p.x < 200 + reach && p.y > -reach - 100 && p.y < 200 + reach,
                        "\(data) \(p)")
                }
            }
        }
    }

    /// A closed outline cut by the rectangle keeps the join at its start: the corner at the origin is mitered.
    @Test func aCutClosedOutlineKeepsTheJoinAtItsStart() throws {
        let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        let path = try Path(svgPathData: "M20 20 L5000 20 L20 5000 Z")
        let style = StrokeStyle(width: 6, cap: .butt, join: .miter, miterLimit: 4)
        let whole = Self.encode(path, style, viewport: nil)
        let clipped = Self.encode(path, style, viewport: viewport)
        // The miter's outer corner at (17, 17): covered by both, with butt caps at a cut it would be empty.
        let corner = SIMD2<Float>(17.5, 17.5)
        #expect(Self.coverage(whole, at: corner) > 0.5)
        #expect(abs(Self.coverage(clipped, at: corner) - Self.coverage(whole, at: corner)) < 1e-4)
    }
}

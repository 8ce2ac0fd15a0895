import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Opaque stroke pieces held in draw levels (`StrokeLevels`): against a model of what drawing the paths as they
/// come guarantees.
@Suite struct StrokeLevelsTests {
    /// Seeded random scenes of opaque stroked paths that cross each other and themselves (cubics with loops and
    /// cusps, quadratics, polylines with band ends), each path in its own colour: every piece is drawn exactly once,
    /// by the program its shape needs, and any two pieces of different paths whose bounds meet draw in the order
    /// their paths came. A level scheme that let a later path's piece draw under an earlier one it meets fails it.
    @Test(arguments: 0..<24) func overlappingPiecesDrawInPathOrder(seed: UInt64) {
        var random = SplitMix64(seed: 0x5EED_1E7E_0000 + seed)
        let count = 12 + Int(random.next() % 30)
        var layers: [Layer] = []
        for k in 0..<count {
            // The path's index in its colour: one red step per path, so pieces say which path they came from.
            let color = Color(red: Double(k + 1) / 64, green: 0.5, blue: 0.25, alpha: 1)
            layers.append(Self.randomStroke(&random, color: color))
        }
        var encoder = SceneEncoder()
        encoder.encode(RenderFixture.root(width: 320, height: 240, layers).drawList(), scale: 1 + Double(seed % 2))
        var drawn: [(path: Int, bounds: SIMD4<Float>)] = []
        for command in encoder.commands {
            guard case .strokes(let first, let count, _, let kind) = command else { continue }
            for piece in encoder.strokes[first..<(first + count)] {
                #expect(Self.kind(of: piece) == kind || (kind == .lines && !piece.isQuadratic), "\(piece)")
                drawn.append((Int((piece.color.x * 64).rounded()) - 1, StrokeOverlaps.bounds(piece)))
            }
        }
        #expect(drawn.count == encoder.strokes.count)
        var misordered = 0
        for (i, a) in drawn.enumerated() {
            for b in drawn[(i + 1)...] where b.path < a.path && Self.meet(a.bounds, b.bounds) {
                misordered += 1
            }
        }
        #expect(misordered == 0)
    }

    /// Whether two bounds (min x, min y, max x, max y) share a point.
    static func meet(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        a.x <= b.z && b.x <= a.z && a.y <= b.w && b.y <= a.w
    }

    /// The program a held piece of a path with curves draws with (`SceneEncoder.holdInLevels`).
    static func kind(of piece: StrokePiece) -> RenderCommand.StrokeKind {
        // reach.w is the list's first texel * 64 + its entries (`StrokeOverlaps`).
        if piece.reach.w != 0 { return Int(piece.reach.w) & 63 == 1 ? .oneOverlap : .overlaps }
        if piece.isQuadratic { return StrokeEncoder.isGentle(piece) ? .gentle : .curves }
        return StrokeEncoder.hasRoundEnds(piece) ? .gentle : .lines
    }

    /// A stroked path of a random cubic (with a loop or cusp now and then), a quadratic and a short straight run,
    /// round or square capped, within 320 x 240.
    static func randomStroke(_ random: inout SplitMix64, color: Color) -> Layer {
        func point() -> Point {
            Point(Double(random.next() % 320), Double(random.next() % 240))
        }
        var path = Path()
        path.move(to: point())
        path.addCurve(to: point(), control1: point(), control2: point())
        path.addQuadCurve(to: point(), control: point())
        path.addLine(to: point())
        let width = 1 + Double(random.next() % 12)
        let cap: LineCap = random.next() % 2 == 0 ? .round : .square
        return RenderFixture.stroke(path, width: width, color: color, cap: cap, join: .round)
    }
}

import Glibc
import KiteAllocations
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// The encoder alone, without GL: what instances and commands a draw list becomes, and that a steady scene
/// encodes without allocating.
@Suite struct SceneEncoderTests {
    @Test func opaqueStrokesOfManyPathsAreOneCommand() {
        let layers = (0..<20).map { i in
            RenderFixture.stroke(Scenes.polyline([(2, Double(i) * 3), (70, Double(i) * 3 + 1)]), width: 1.5)
        }
        var encoder = SceneEncoder()
        encoder.encode(RenderFixture.root(width: 80, height: 60, layers).drawList(), scale: 2)
        #expect(encoder.commands.count == 1)
        guard case .strokes(let first, let count, let clip, let kind)? = encoder.commands.first else {
            Issue.record("expected one strokes command, got \(encoder.commands)")
            return
        }
        #expect(first == 0 && count == 20 && clip == nil && kind == .lines)
        #expect(encoder.strokes.count == 20)
        // Device pixels: the first line starts at (2, 0) points, scale 2.
        #expect(encoder.strokes[0].start == SIMD2(4, 0))
        #expect(encoder.strokes[0].halfWidth == 1.5)
    }

    @Test func aTranslucentPathIsACommandOfItsOwn() {
        let solid = RenderFixture.stroke(Scenes.polyline([(2, 2), (70, 2)]), width: 2)
        let glass = RenderFixture.stroke(
            Scenes.polyline([(2, 10), (70, 10), (40, 40)]), width: 2,
            color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        var encoder = SceneEncoder()
        encoder.encode(RenderFixture.root(width: 80, height: 60, [solid, glass]).drawList(), scale: 1)
        #expect(encoder.commands.count == 2)
        guard case .translucentStroke(let first, let count, _, let lines)? = encoder.commands.last else {
            Issue.record("expected a translucent stroke last, got \(encoder.commands)")
            return
        }
        #expect(first == 1 && count == 2 && lines == 2)
        #expect(encoder.strokes[1].color.w == 0.5)
    }

    @Test func anOpaqueFullViewportBackgroundBecomesTheClearColour() {
        let root = RenderFixture.root(width: 80, height: 60, [])
        root.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        var encoder = SceneEncoder()
        encoder.encode(root.drawList(), scale: 2)
        let cover = try! #require(encoder.cover)
        #expect(cover.covers(width: 160, height: 120))
        #expect(cover.commandCount == encoder.commands.count)
        #expect(cover.color == SIMD4(1, 0, 0, 1))
    }

    /// Encoding the same list again reuses every array's storage: no heap allocation once the storage has grown.
    /// Counted in a child process of its own: the runtime's allocation hook is process-wide and switching it on
    /// while other tests run on other threads is not safe. Filled paths (viewport clipping, bands, tiles) and path
    /// shadows are in, and strokes under a non-uniform scale (filled from an outline built once, then retained).
    /// "tiled" is a fill detailed enough to be cut into tiles, at a size where part of it lies outside the viewport;
    /// "masked" is the same fill with its detailed bands drawn from coverage masks; "long dashes" is a path too
    /// long to be dashed whole, whose visible dashes are laid once (`DashCache`).
    @Test func steadyScenesEncodeWithoutAllocating() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            for name in Scenes.all + Scenes.overlapping + ["app", "tiled", "masked", "long dashes"] {
                let list =
                    switch name {
                    case "long dashes": DashCacheTests.longDashes().drawList()
                    case "tiled", "masked": SceneEncoderTests.detailedFill().drawList()
                    default: Scenes.named(name).drawList()
                    }
                var encoder = SceneEncoder()
                if name == "masked" { encoder.fillEncoder.maskThreshold = 0 }
                let viewport = Size(160, 120)
                // Three frames to settle: a path is stored by the second frame that draws it and reused from the
                // third, whose lookup order then grows to the scene's size.
                for _ in 0..<3 { encoder.encode(list, scale: 2, viewport: viewport) }
                let allocations = SwiftAllocationCounter.count {
                    for _ in 0..<3 { encoder.encode(list, scale: 2, viewport: viewport) }
                }.allocations
                guard let allocations else {
                    print("the Swift runtime has no allocation hook to count with")
                    return
                }
                if allocations > 0 { print("\(name): \(allocations) allocations in 3 steady frames") }
            }
        }
        // The child reports each failing scene on a line of its own.
        let report = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(report.isEmpty, "\(report)")
    }
}

extension SceneEncoderTests {
    /// Strokes that change every frame (the whole tree moved by a different offset each frame, so no stroke is
    /// drawn as it was the frame before) are encoded anew each frame without allocating once the storage has
    /// grown: the retained copies of forgotten strokes are refilled in place. Scenes of strokes drawn as pieces,
    /// opaque and translucent, with and without overlap lists. "loop" has control points outside the clipper's
    /// rectangle while its curve stays inside: the path is encoded as it is, not copied by the clipper.
    @Test func changingStrokesEncodeWithoutAllocating() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            for name in [
                "caps", "joins", "curves", "translucent", "dashes", "trims", "hamburger", "figure-eight", "loop",
            ] {
                let root = Scenes.named(name)
                let lists = (0..<3).map { k in
                    root.position = Point(Double(k) * 0.25, 0)
                    return root.drawList()
                }
                var encoder = SceneEncoder()
                let viewport = Size(160, 120)
                for k in 0..<6 { encoder.encode(lists[k % 3], scale: 2, viewport: viewport) }
                let before = encoder.strokeEncodeCount
                let allocations = SwiftAllocationCounter.count {
                    for k in 0..<3 { encoder.encode(lists[k % 3], scale: 2, viewport: viewport) }
                }.allocations
                guard let allocations else {
                    print("the Swift runtime has no allocation hook to count with")
                    return
                }
                if encoder.strokeEncodeCount == before { print("\(name): no stroke was encoded again") }
                if allocations > 0 { print("\(name): \(allocations) allocations in 3 changed frames") }
            }
        }
        let report = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(report.isEmpty, "\(report)")
    }

    /// A star of 200 spikes filled even-odd, reaching past the right and bottom of an 80 x 60 viewport: its bands
    /// list more edges than `FillEncoder.tilingThreshold`, so they are cut into tiles, and the clipper cuts it.
    static func detailedFill() -> Layer {
        var path = Path()
        let centre = Point(60, 40)
        for i in 0..<400 {
            let angle = Double(i) * .pi / 200
            let radius = i % 2 == 0 ? 40.0 : 12.0
            let p = centre + Vector(radius * cos(angle), radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        layer.path = path
        layer.fillRule = .evenOdd
        layer.fillColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        layer.strokeColor = nil
        return RenderFixture.root(width: 80, height: 60, [layer])
    }
}

/// Which pieces of a path list each other as overlapping away from a joint.
@Suite struct StrokeOverlapTests {
    /// Pieces of the stroke whose overlap lists are set (`reach.w` > 0).
    static func listed(_ root: Layer) -> (listed: Int, pieces: Int) {
        var encoder = SceneEncoder()
        encoder.encode(root.drawList(), scale: 1)
        return (encoder.strokes.filter { $0.reach.w > 0 }.count, encoder.strokes.count)
    }

    @Test func theHamburgerOutlinesSecondPassOverlapsTheFirst() {
        let (listed, pieces) = Self.listed(Scenes.hamburger())
        #expect(listed >= 2 && listed < pieces, "\(listed) of \(pieces) pieces listed")
    }

    @Test func joinsAloneListNothing() {
        #expect(Self.listed(Scenes.joins()).listed == 0)
        #expect(Self.listed(Scenes.caps()).listed == 0)
    }

    /// A self-crossing cubic 5 points wide whose loop sits at `origin`.
    static func loop(at origin: Point, color: Color = .black) -> Layer {
        var path = Path()
        path.move(to: origin + Vector(8, 52))
        path.addCurve(
            to: origin + Vector(72, 52), control1: origin + Vector(100, -20), control2: origin + Vector(-20, -20))
        // Round caps: a butt-capped end piece has a band end and never draws with the gentle program.
        return RenderFixture.stroke(path, width: 5, color: color, cap: .round)
    }

    /// The draws of listed pieces (the overlap programs: lists of two entries or more, and of one) and the paths
    /// each draw's pieces come from.
    static func overlapDraws(_ encoder: SceneEncoder) -> [Range<Int>] {
        encoder.commands.compactMap { command in
            guard case .strokes(let first, let count, _, let kind) = command, kind == .overlaps || kind == .oneOverlap
            else { return nil }
            return first..<(first + count)
        }
    }

    /// Listed pieces and tight quadratics of paths apart from each other wait for one draw each after all of them,
    /// so the loops cost four draws in all (gentle pieces, listed with two entries or more, listed with one,
    /// tight), not four each; every piece is drawn exactly once, and with the program its shape needs.
    @Test func listedPiecesOfSeparatePathsShareOneDraw() {
        let loops = (0..<4).map { Self.loop(at: Point(Double($0) * 100, 0)) }
        var encoder = SceneEncoder()
        encoder.encode(RenderFixture.root(width: 400, height: 60, loops).drawList(), scale: 1)
        let kinds = encoder.commands.compactMap { command -> RenderCommand.StrokeKind? in
            guard case .strokes(_, _, _, let kind) = command else { return nil }
            return kind
        }
        #expect(kinds == [.gentle, .overlaps, .oneOverlap, .curves], "\(encoder.commands)")
        for command in encoder.commands {
            guard case .strokes(let first, let count, _, let kind) = command, kind != .overlaps, kind != .oneOverlap
            else { continue }
            let gentle = encoder.strokes[first..<(first + count)].map { StrokeEncoder.isGentle($0) }
            #expect(gentle.allSatisfy { $0 == (kind == .gentle) }, "\(kind)")
        }
        let drawn = encoder.commands.reduce(0) { total, command in
            guard case .strokes(_, let count, _, _) = command else { return total }
            return total + count
        }
        #expect(drawn == encoder.strokes.count)
    }

    /// A path drawn over held listed pieces makes them draw first: a later path stays on top.
    @Test func aPathOverHeldPiecesDrawsAfterThem() {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let layers = [Self.loop(at: .zero), Self.loop(at: Point(4, 0), color: red)]
        var encoder = SceneEncoder()
        encoder.encode(RenderFixture.root(width: 80, height: 60, layers).drawList(), scale: 1)
        // Every piece of the second (red) is drawn after every piece of the first whose bounds it meets.
        var drawn: [StrokePiece] = []
        for command in encoder.commands {
            guard case .strokes(let first, let count, _, _) = command else { continue }
            drawn += encoder.strokes[first..<(first + count)]
        }
        let second = SIMD4<Float>(1, 0, 0, 1)
        for (i, piece) in drawn.enumerated() where piece.color == second {
            let after = drawn[(i + 1)...].filter { $0.color != second }
            let b = StrokeOverlaps.bounds(piece)
            #expect(
                after.allSatisfy { o in
                    let c = StrokeOverlaps.bounds(o)
                    return b.x > c.z || c.x > b.z || b.y > c.w || c.y > b.w
                })
        }
        let draws = Self.overlapDraws(encoder)
        #expect(draws.count >= 2)
        let firstColours = Set(draws.prefix(1).flatMap { encoder.strokes[$0].map(\.color) })
        #expect(firstColours == [SIMD4(0, 0, 0, 1)])
    }

    @Test func aSelfCrossingCubicListsItsCrossingPieces() {
        var path = Path()
        path.move(to: Point(8, 52))
        path.addCurve(to: Point(72, 52), control1: Point(100, -20), control2: Point(-20, -20))
        let (listed, _) = Self.listed(RenderFixture.root(width: 80, height: 60, [RenderFixture.stroke(path, width: 5)]))
        #expect(listed >= 2)
    }
}

import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Instance boxes against their closed forms, the narrowing of commands, and partial redraws with small damage
/// rectangles (where culling leaves most commands out) against the frame drawn whole.
@Suite struct DamageCullingTests {
    /// A local rectangle under a rotation, a scale and a translation: its device box is the extent of its four
    /// mapped corners.
    @Test(arguments: [0.0, 0.3, 1.2, 2.9])
    func transformedRectangleBoxIsTheHullOfItsCorners(angle: Double) {
        let t = AffineTransform(rotationAngle: angle).concatenating(AffineTransform(scaleX: 1.5, y: 0.7))
            .concatenating(AffineTransform(translationX: 40, y: -7))
        let local = SIMD4<Float>(-3, 2, 11, 9)
        let corners = [(-3.0, 2.0), (11, 2), (-3, 9), (11, 9)].map { t.apply(to: Point($0.0, $0.1)) }
        let box = DamageCulling.box(
            local: local, linear: SIMD4(Float(t.a), Float(t.b), Float(t.c), Float(t.d)),
            offset: SIMD4(Float(t.tx), Float(t.ty), 0, 0))
        #expect(abs(Double(box.x) - corners.map(\.x).min()!) < 1e-4)
        #expect(abs(Double(box.y) - corners.map(\.y).min()!) < 1e-4)
        #expect(abs(Double(box.z) - corners.map(\.x).max()!) < 1e-4)
        #expect(abs(Double(box.w) - corners.map(\.y).max()!) < 1e-4)
    }

    /// The corners of the box `stroke.vert` draws (its own arithmetic, with the largest end reach) and every
    /// point within the padding of the curve lie in the piece's device box, for seeded random lines and quadratics.
    @Test func strokePieceBoxHoldsTheShadersBox() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<500 {
            func point() -> SIMD2<Float> {
                SIMD2(Float.random(in: -50...50, using: &random), Float.random(in: -50...50, using: &random))
            }
            let (p0, p1) = (point(), point())
            // A quarter of the pieces end where they start (a dot, or a loop's closing piece).
            let p2 = Bool.random(using: &random) && Bool.random(using: &random) ? p0 : point()
            let pad = Float.random(in: 0.5...20, using: &random)
            let piece = StrokePiece(
                p01: SIMD4(p0.x, p0.y, p1.x, p1.y), p2: SIMD4(p2.x, p2.y, pad - 1, 1), end0: .zero, end1: .zero,
                own: .zero, reach: SIMD4(0, 0, pad, 0), color: SIMD4(0, 0, 0, 1))
            let box = DamageCulling.box(of: piece)
            func inside(_ q: SIMD2<Float>) -> Bool {
                q.x >= box.x - 1e-3 && q.x <= box.z + 1e-3 && q.y >= box.y - 1e-3 && q.y <= box.w + 1e-3
            }
            for corner in Self.shaderBox(p0, p1, p2, pad: pad) { #expect(inside(corner), "\(piece)") }
            for i in 0...20 {
                let t = Float(i) / 20
                let c = (1 - t) * (1 - t) * p0 + 2 * (1 - t) * t * p1 + t * t * p2
                for (dx, dy) in [(pad, 0), (-pad, 0), (0, pad), (0, -pad)] as [(Float, Float)] {
                    #expect(inside(c + SIMD2(dx, dy)), "\(piece) at t = \(t)")
                }
            }
        }
    }

    /// `stroke.vert`'s box for a quadratic piece, written as the shader computes it.
    static func shaderBox(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>, _ p2: SIMD2<Float>, pad: Float) -> [SIMD2<Float>] {
        let chord = p2 - p0
        let len = (chord * chord).sum().squareRoot()
        let u = len > 1e-6 ? chord / len : SIMD2<Float>(1, 0)
        let v = SIMD2(-u.y, u.x)
        let h1 = 0.5 * (p0 + p1) - p0
        let h2 = 0.5 * (p1 + p2) - p0
        let along = (min(0, min((h1 * u).sum(), (h2 * u).sum())), max(len, max((h1 * u).sum(), (h2 * u).sum())))
        let across = (min(0, min((h1 * v).sum(), (h2 * v).sum())), max(0, max((h1 * v).sum(), (h2 * v).sum())))
        return [
            (along.0 - pad, across.0 - pad), (along.1 + pad, across.0 - pad), (along.0 - pad, across.1 + pad),
            (along.1 + pad, across.1 + pad),
        ].map { p0 + u * $0.0 + v * $0.1 }
    }

    /// Three backgrounds in a row drawn as one run: a rectangle over the middle one narrows each command to it,
    /// one over empty space leaves every command out.
    @Test func commandsNarrowToTheInstancesThatMeetTheRectangle() {
        let root = RenderFixture.root(
            width: 120, height: 40,
            (0..<3).map { i in
                let layer = Layer()
                layer.frame = Rect(x: 5 + Double(i) * 40, y: 5, width: 30, height: 30)
                layer.backgroundColor = .red
                return layer
            })
        var encoder = SceneEncoder()
        encoder.keepsSmallShapesWhole = false
        encoder.encode(root.drawList(), scale: 1)
        var culling = DamageCulling()
        culling.measure(encoder)
        var middle: [RenderCommand] = []
        for command in encoder.commands {
            #expect(
                culling.narrowed(command, to: PixelRect(x: 0, y: 38, width: 120, height: 2), pathShadows: []) == nil)
            if let c = culling.narrowed(command, to: PixelRect(x: 55, y: 15, width: 10, height: 10), pathShadows: []) {
                middle.append(c)
            }
        }
        #expect(middle.count == 1)
        guard case .flats(let first, let count, _, _) = middle.first else {
            Issue.record("expected the interiors' command, got \(middle)")
            return
        }
        #expect(count == 1)
        #expect(culling.flats[first].x >= 40 && culling.flats[first].z <= 80, "\(culling.flats[first])")
    }

    /// A translucent path narrowed to its middle pieces keeps its straight pieces first.
    @Test func translucentPathKeepsItsLineSplit() {
        var encoder = SceneEncoder()
        for i in 0..<4 {
            let x = Float(i) * 20
            encoder.strokes.append(
                StrokePiece(
                    p01: SIMD4(x, 10, x + 5, 10), p2: SIMD4(x + 10, 10, 2, i < 2 ? 0 : 1), end0: .zero, end1: .zero,
                    own: .zero, reach: SIMD4(0, 0, 3, 0), color: SIMD4(0, 0, 0, 0.5)))
        }
        var culling = DamageCulling()
        culling.measure(encoder)
        let command = RenderCommand.translucentStroke(first: 0, count: 4, clip: nil, lines: 2)
        let rect = PixelRect(x: 25, y: 0, width: 20, height: 20)
        guard
            case .translucentStroke(let first, let count, _, let lines)? =
                culling.narrowed(command, to: rect, pathShadows: [])
        else {
            Issue.record("the path meets the rectangle")
            return
        }
        #expect((first, count, lines) == (1, 2, 1))
    }
}

extension OnGL {
    /// Partial redraws of the golden scenes, unchanged, under many small damage rectangles: a command or instance
    /// culled wrongly leaves the background showing inside the damage.
    @Suite struct DamageCullingRenderTests {
        @Test(arguments: Scenes.all, [1.0, 1.25])
        func smallDamageRedrawsExactlyTheFullFrame(scene: String, scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let (w, h) = Scenes.pixelSize(at: scale)
            let target = try Scenes.target(at: scale)
            let root = Scenes.named(scene)
            target.bind()
            try renderer.draw(root.drawList(), viewportWidth: w, viewportHeight: h, scale: scale, background: .white)
            let full = Pixels.readPremultiplied(width: w, height: h)
            let fullDraws = renderer.drawCallCount
            var random = SplitMix64(seed: UInt64(scene.utf8.count) * 31 + UInt64(scale * 4))
            var fewerDraws = false
            for round in 0..<12 {
                let rects = (0..<(1 + round % 4)).map { _ in
                    let (rw, rh) = (Int.random(in: 1...12, using: &random), Int.random(in: 1...12, using: &random))
                    return PixelRect(
                        x: Int.random(in: 0...(w - rw), using: &random),
                        y: Int.random(in: 0...(h - rh), using: &random),
                        width: rw, height: rh)
                }
                renderer.prepare(root.drawList(), scale: scale)
                try renderer.submit(viewportWidth: w, viewportHeight: h, background: .white, damage: Damage(rects))
                fewerDraws = fewerDraws || renderer.drawCallCount < fullDraws
                let partial = Pixels.readPremultiplied(width: w, height: h)
                let difference = PartialRedrawTests.maxDifference(partial, full)
                #expect(
                    difference <= PartialRedrawTests.tolerance,
                    "\(scene) at \(scale)x, damage \(rects): difference \(difference)/255")
            }
            #expect(fewerDraws || fullDraws <= 1, "\(scene): no partial frame left a draw out")
        }
    }
}

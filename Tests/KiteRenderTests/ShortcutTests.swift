import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// The shortcuts that keep frames cheap on llvmpipe draw exactly what the long way draws.
extension OnGL {
    @Suite struct ShortcutTests {
        /// A 32 x 32 point scene over a background layer placed by `background` (a rect in root points, turned by
        /// `angle` radians about its centre): a translucent stroke crossing itself, which needs the stencil.
        static func scene(background: Rect, angle: Double) -> Layer {
            let back = Layer()
            back.bounds = Rect(x: 0, y: 0, width: background.width, height: background.height)
            back.position = Point(background.midX, background.midY)
            back.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            back.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            var loop = Path()
            loop.move(to: Point(4, 28))
            loop.addCurve(to: Point(28, 28), control1: Point(40, -10), control2: Point(-8, -10))
            let stroke = RenderFixture.stroke(loop, width: 3, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
            return RenderFixture.root(width: 32, height: 32, [back, stroke])
        }

        /// A background covering the viewport becomes the clear colour: one draw fewer and the same pixels as
        /// drawing it (a slightly turned, larger background covers every pixel fully too, but is drawn).
        @Test(arguments: [1.0, 2.0])
        func aCoveringBackgroundIsClearedNotDrawn(scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let size = Int(32 * scale)
            let target = try OffscreenTarget(width: size, height: size, stencil: true)
            let cleared = try renderer.render(
                Self.scene(background: Rect(x: 0, y: 0, width: 32, height: 32), angle: 0), into: target,
                scale: scale, premultiplied: true)
            let clearedDraws = renderer.drawCallCount
            let drawn = try renderer.render(
                Self.scene(background: Rect(x: -16, y: -16, width: 64, height: 64), angle: 0.01), into: target,
                scale: scale, premultiplied: true)
            #expect(clearedDraws < renderer.drawCallCount)
            let worst = zip(cleared, drawn).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "largest channel difference, of 255: \(worst)")
        }

        /// A background one point short of the viewport is drawn, not cleared: the last column keeps the clear
        /// colour.
        @Test func aBackgroundShortOfTheViewportIsDrawn() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let target = try OffscreenTarget(width: 32, height: 32, stencil: true)
            let pixels = try renderer.render(
                Self.scene(background: Rect(x: 0, y: 0, width: 31, height: 32), angle: 0), into: target, scale: 1,
                premultiplied: true)
            for y in [0, 16, 31] {
                #expect(Array(pixels[((y * 32 + 31) * 4)..<((y * 32 + 32) * 4)]) == [0, 0, 0, 0], "row \(y)")
                #expect(pixels[(y * 32 + 30) * 4 + 3] == 255, "row \(y)")
            }
        }

        /// How far `q` bows away from its chord: half its control point's distance from the chord.
        static func bow(_ q: QuadBezier) -> Double {
            let chord = q.p2 - q.p0
            return abs((q.p1 - q.p0).cross(chord)) / chord.length / 2
        }

        /// A deep quadratic (bowing 50 px) is halved exactly, level by level, until no piece bows more than the
        /// limit (3 px for a 2 px line), and no further: the pieces are its equal-parameter parts.
        @Test func aDeepQuadraticIsHalvedUntilItsPiecesBowLittle() {
            let q = QuadBezier(Point(10, 110), Point(60, 10), Point(110, 110))
            var path = Path()
            path.move(to: q.p0)
            path.addQuadCurve(to: q.p2, control: q.p1)
            var pieces: [StrokePiece] = []
            var encoder = StrokeEncoder()
            encoder.encode(path, style: StrokeStyle(width: 2), color: .one, transform: .identity, into: &pieces)
            let limit = StrokeEncoder.bowLimit(halfWidth: 1)
            #expect(limit == 3)
            let n = pieces.count
            #expect(n > 1 && n & (n - 1) == 0, "\(n) pieces, not a power of two")
            for (i, piece) in pieces.enumerated() {
                let exact = q.subsegment(Double(i) / Double(n), Double(i + 1) / Double(n))
                for (got, want) in [(piece.start, exact.p0), (piece.control, exact.p1), (piece.end, exact.p2)] {
                    #expect(
                        abs(Double(got.x) - want.x) < 1e-4 && abs(Double(got.y) - want.y) < 1e-4,
                        "piece \(i): \(got) vs \(want)")
                }
                #expect(piece.isQuadratic)
                #expect(Self.bow(exact) <= limit, "piece \(i)")
            }
            let parents = (0..<(n / 2)).map { q.subsegment(Double(2 * $0) / Double(n), Double(2 * $0 + 2) / Double(n)) }
            #expect(parents.contains { Self.bow($0) > limit }, "one level fewer would have done")
        }

        /// A large card with small corners is cut into corner squares, thin side strips and a cross-shaped flat core;
        /// a circle into a ring around a square core. Either way the parts tile the shape's padded box exactly.
        @Test(arguments: [(560.0, 340.0, 24.0, 8, 3), (76.0, 76.0, 38.0, 4, 1)])
        func aShapeIsCutIntoTilesOfItsBox(width: Double, height: Double, radius: Double, parts: Int, cores: Int) {
            let shape = RoundedRect(rect: Rect(x: 40, y: 40, width: width, height: height), cornerRadius: radius)
            let instance = ShapeInstance(shape, borderWidth: 0, color: .one, transform: .identity)
            var sdf: [ShapeInstance] = []
            var flat: [FlatInstance] = []
            instance.split(into: &sdf, flat: &flat)
            #expect(sdf.count == parts)
            #expect(flat.count == cores)
            func area(_ r: SIMD4<Float>) -> Double { Double(r.z - r.x) * Double(r.w - r.y) }
            let total = sdf.map { area($0.geometry) }.reduce(0, +) + flat.map { area($0.rect) }.reduce(0, +)
            #expect(abs(total - area(instance.geometry)) < 1e-2, "\(total) vs \(area(instance.geometry))")
        }
    }
}

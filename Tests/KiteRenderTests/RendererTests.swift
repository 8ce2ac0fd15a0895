import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Crispness, errors and draw-call batching of the scene renderer.
extension OnGL {
    @Suite struct RendererTests {
        /// A horizontal line `width` points wide centred on a pixel row boundary-aligned band covers whole rows.
        @Test(arguments: [1.0, 2.0])
        func aPixelAlignedLineIsCrisp(scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let layer = RenderFixture.stroke(Scenes.polyline([(2, 10.5), (30, 10.5)]), width: 1)
            let size = Int(32 * scale)
            let target = try OffscreenTarget(width: size, height: size, stencil: true)
            let pixels = try renderer.render(layer, into: target, scale: scale, premultiplied: true)
            let row = Int(10 * scale)
            for y in 0..<size {
                let alpha = pixels[(y * size + size / 2) * 4 + 3]
                let expected: UInt8 = (row..<(row + Int(scale))).contains(y) ? 255 : 0
                #expect(alpha == expected, "row \(y) at scale \(scale): alpha \(alpha), expected \(expected)")
            }
            // The butt cap at x = 2 points ends exactly between pixels too.
            #expect(pixels[(row * size + Int(2 * scale) - 1) * 4 + 3] == 0)
            #expect(pixels[(row * size + Int(2 * scale)) * 4 + 3] == 255)
        }

        @Test func aTargetWithoutStencilIsAMissingFeature() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let target = try OffscreenTarget(width: 8, height: 8)
            #expect(throws: RenderError.self) { _ = try renderer.render(Layer(), into: target, scale: 1) }
            do {
                _ = try renderer.render(Layer(), into: target, scale: 1)
            } catch let RenderError.missingFeature(feature) {
                #expect(feature.contains("stencil"))
            }
        }

        @Test func aShaderThatFailsToCompileReportsTheDriversLog() throws {
            let context = try OffscreenGL.context()
            _ = context
            do {
                _ = try RenderProgram(
                    name: "broken", vertex: ShaderSources.strokeVert,
                    fragment: "out vec4 o;\nvoid main() { o = vec4(undeclaredThing); }\n", clipped: false)
                Issue.record("a shader using an undeclared identifier compiled")
            } catch let GLError.shaderCompile(name, log) {
                #expect(name == "broken (fragment)")
                #expect(log.contains("undeclaredThing"), "driver log: \(log)")
            }
        }

        /// Gentle arcs (no piece comes back near another of its path) batch into one draw whatever their colours.
        @Test func manyOpaqueStrokesAreOneDrawCall() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            var rng = SplitMix64(seed: 3)
            let strokes = (0..<50).map { _ in
                let start = rng.point(in: 32)
                let chord = Vector(16 + 16 * rng.nextUnit(), 16 * rng.nextUnit())
                let bow = chord.perpendicular * (rng.nextUnit() - 0.5) * 0.3
                var p = Path()
                p.move(to: start)
                p.addCurve(
                    to: start + chord, control1: start + chord / 3 + bow, control2: start + chord * (2 / 3) + bow)
                return RenderFixture.stroke(p, width: 2, cap: .round) as Layer
            }
            let target = try OffscreenTarget(width: 64, height: 64, stencil: true)
            _ = try renderer.render(RenderFixture.root(width: 64, height: 64, strokes), into: target, scale: 1)
            #expect(renderer.drawCallCount == 1)
            #expect(renderer.strokePieceCount >= 50)
        }

        /// A card's outline without its last corner (closed, it would be drawn as a ring by the shape program): long straight
        /// sides go to the line program and the corners to the general one (two draws); the same outline scaled
        /// down below `lineSplitArea` stays one draw.
        @Test(arguments: [(1.0, 2), (0.25, 1)])
        func longStraightSidesOfACurvedPathGetTheirOwnDraw(scale: Double, draws: Int) throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let closed = Path(roundedRect: Rect(x: 10, y: 10, width: 580, height: 380), cornerRadius: 24)
            let lastSide = closed.elements.lastIndex { if case .line = $0 { true } else { false } }!
            let card = Path(elements: Array(closed.elements[...lastSide]))
            // Round caps: a butt-capped end line has a band end and draws with the line program anyway.
            let root = RenderFixture.root(
                width: 600, height: 400, [RenderFixture.stroke(card, width: 2, cap: .round)])
            let target = try OffscreenTarget(width: Int(600 * scale), height: Int(400 * scale), stencil: true)
            _ = try renderer.render(root, into: target, scale: scale)
            #expect(renderer.drawCallCount == draws)
        }
    }
}

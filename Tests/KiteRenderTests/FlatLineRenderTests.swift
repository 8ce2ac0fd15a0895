import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Long axis-aligned opaque flat quads with their edges on pixel edges drawn as wide lines
/// (`SceneRenderer.drawsFlatsAsLines`, `FlatLines`) give exactly the pixels of their two triangles.
extension OnGL {
    @Suite struct FlatLineRenderTests {
        /// Every golden scene, the app-like screen and the outlined cards of `FlatSideRenderTests` and
        /// `HiddenRampRenderTests`, at scales 1, 1.5, 2 and 3, with and without lines: the same pixels, bit for bit.
        @Test(arguments: ["cards", "outlined", "app"] + Scenes.all, [1.0, 1.5, 2.0, 3.0])
        func linesKeepEveryPixel(scene: String, scale: Double) throws {
            try Scenes.expectSwitchKeepsPixels(
                FlatSideRenderTests.scene(scene), scale: scale, name: "flat-lines-\(scene)-\(scale)x"
            ) {
                $0.encoder.keepsSmallShapesWhole = !["cards", "outlined"].contains(scene)
                $0.drawsFlatsAsLines = $1
            }
        }

        /// The app-like screen at scale 3 draws lines when on (its cards' border sides), none when off.
        @Test func theAppScreenDrawsLines() throws {
            let result = try Scenes.renderedOffAndOn(
                Scenes.named("app"), scale: 3, name: "flat-lines-app-count", configure: { $0.drawsFlatsAsLines = $1 },
                readout: { $0.flatLineUploads.flats.lines.count })
            #expect(result.off == 0)
            #expect(result.on > 0)
        }

        /// Seeded random bars 1 to 40 pixels across and 32 to 2,000 long (odd and even widths, edges on pixel edges
        /// or a thousandth of a pixel off them, some reaching past the viewport), each a layer, a third of them
        /// translucent, in a 2,048 x 96 viewport, where the vertex stage's float error in the ends is largest, over
        /// no background or a covering one with a large card first (its clear then planned, the background around
        /// the card drawn as lines too): the same pixels with and without lines, and many lines drawn.
        @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
        func randomBarsKeepEveryPixel(seed: UInt64) throws {
            let (width, height) = (2048, 96)
            let context = try OffscreenGL.context()
            _ = context
            let target = try OffscreenTarget(width: width, height: height, stencil: true)
            let root = Self.randomBars(seed: seed, width: Double(width), height: Double(height))
            func render(_ lines: Bool) throws -> (pixels: [UInt8], lines: Int, planned: Int) {
                let renderer = try SceneRenderer()
                renderer.encoder.keepsSmallShapesWhole = false
                renderer.drawsFlatsAsLines = lines
                let pixels = try renderer.render(root, into: target, scale: 1, premultiplied: true)
                let planned = renderer.flatLineUploads.plan.lines.count
                return (pixels, renderer.flatLineUploads.flats.lines.count + planned, planned)
            }
            let (off, on) = (try render(false), try render(true))
            let match = ExactMatch(expected: off.pixels, actual: on.pixels, width: width, tolerance: 0)
            if match.largest > 0 {
                _ = FailureImages.write(
                    "flat-lines-bars-\(seed)", expectedPremultiplied: off.pixels, actualPremultiplied: on.pixels,
                    width: width, height: height)
            }
            #expect(match.largest == 0, "seed \(seed): \(match)")
            #expect(on.lines >= 20, "only \(on.lines) lines")
            if seed % 2 == 0 { #expect(on.planned > 0, "the clear plan drew no lines") }
        }

        /// 40 bars of 8-bit colours for `randomBarsKeepEveryPixel`, half along x and half along y, for even
        /// seeds over a background and a white card.
        private static func randomBars(seed: UInt64, width: Double, height: Double) -> Layer {
            var random = SplitMix64(seed: seed)
            let root = RenderFixture.root(width: width, height: height, [])
            func byte() -> Double { (random.nextUnit() * 255).rounded(.down) / 255 }
            if seed % 2 == 0 {
                root.backgroundColor = Color(red: byte(), green: byte(), blue: byte(), alpha: 1)
                let card = Layer()
                card.frame = Rect(x: 37, y: 5, width: width - 101, height: height - 17)
                card.backgroundColor = .white
                root.addSublayer(card)
            }
            for i in 0..<40 {
                let across = 1 + (random.nextUnit() * 40).rounded(.down)
                let along = 32 + (random.nextUnit() * (i % 2 == 0 ? 1968 : 64)).rounded(.down)
                let x = (random.nextUnit() * (width + 40)).rounded(.down) - 20
                let y = (random.nextUnit() * (height + 20)).rounded(.down) - 10
                // A thousandth of a pixel off the grid, within `PixelEdge.tolerance`, for a quarter of the bars.
                let nudge = random.nextUnit() < 0.25 ? (random.nextUnit() - 0.5) * 2e-3 : 0
                let bar = Layer()
                bar.frame =
                    i % 2 == 0
                    ? Rect(x: x + nudge, y: y, width: along, height: across)
                    : Rect(x: x, y: y - nudge, width: across, height: along)
                // A third translucent: their commands blend.
                bar.backgroundColor = Color(
                    red: byte(), green: byte(), blue: byte(), alpha: i % 3 == 0 ? 0.6 : 1)
                root.addSublayer(bar)
            }
            return root
        }
    }
}

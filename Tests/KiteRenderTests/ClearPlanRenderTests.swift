import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// A frame cleared to its largest opaque interiors' colour, with the background drawn around them
/// (`SceneRenderer.plansClear`, `ClearPlan`), gives exactly the pixels of the background cleared and every interior
/// drawn.
extension OnGL {
    @Suite struct ClearPlanRenderTests {
        /// Renders `root` with and without the plan; returns where they differ and whether the planned frame
        /// planned. Differing renderings are left in `FailureImages.folder` as `clear-plan-NAME-*.png`.
        private static func compare(_ root: Layer, scale: Double, name: String) throws -> (
            match: ExactMatch, planned: Bool
        ) {
            let result = try Scenes.renderedOffAndOn(
                root, scale: scale, name: "clear-plan-\(name)", configure: { $0.plansClear = $1 },
                readout: { $0.clearPlan.isPlanned })
            return (result.match, result.on)
        }

        /// A white panel over most of a background of 8-bit colour, at fractional positions, holding a blue
        /// panel, a dot, a translucent pill and an icon stroke: planned around at scales 2-4.
        private static func panelScene() -> Layer {
            let root = RenderFixture.root(width: Scenes.width, height: Scenes.height, [])
            root.backgroundColor = Color(red: 248 / 255, green: 250 / 255, blue: 252 / 255, alpha: 1)
            let panel = Layer()
            panel.frame = Rect(x: 4.1, y: 3.9, width: 71.6, height: 51.7)
            panel.backgroundColor = .white
            let inner = Layer()
            inner.frame = Rect(x: 6, y: 6, width: 20, height: 14)
            inner.backgroundColor = Color(red: 37 / 255, green: 99 / 255, blue: 235 / 255, alpha: 1)
            let dot = Layer()
            dot.frame = Rect(x: 40, y: 8, width: 7, height: 7)
            dot.cornerRadius = 3.5
            dot.backgroundColor = Color(red: 34 / 255, green: 197 / 255, blue: 94 / 255, alpha: 1)
            let pill = Layer()
            pill.frame = Rect(x: 6, y: 30, width: 30, height: 6)
            pill.cornerRadius = 3
            pill.backgroundColor = Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.4)
            var icon = Path()
            icon.move(to: Point(50, 30))
            icon.addLine(to: Point(55, 35))
            icon.addLine(to: Point(64, 24))
            for layer in [inner, dot, pill] { panel.addSublayer(layer) }
            panel.addSublayer(RenderFixture.stroke(icon, width: 1.5, cap: .round, join: .round))
            root.addSublayer(panel)
            return root
        }

        /// Every golden scene and the app-like screen, at scales 1, 1.5 and 2: the same pixels, bit for bit.
        @Test(
            arguments: [
                "app", "caps", "joins", "curves", "translucent", "dashes", "trims", "shapes", "transforms",
                "nonuniform", "fills", "shadows", "masks", "outlines", "hamburger", "figure-eight", "loop",
            ], [1.0, 1.5, 2.0])
        func everyPixelStays(scene: String, scale: Double) throws {
            let result = try Self.compare(Scenes.named(scene), scale: scale, name: "\(scene)-\(scale)x")
            #expect(result.match.largest == 0, "\(scene)@\(scale)x: \(result.match)")
        }

        /// A white panel over most of a background of 8-bit colour (at fractional positions, its edges between
        /// pixel centres at these scales), holding a blue panel, a dot, a translucent pill and an icon stroke: the
        /// panel is planned around, and the pixels are the same, bit for bit.
        @Test(arguments: [2.0, 2.5, 3.0, 4.0])
        func aPanelIsPlannedAroundAndKeepsEveryPixel(scale: Double) throws {
            let root = Self.panelScene()
            let result = try Self.compare(root, scale: scale, name: "panel-\(scale)x")
            #expect(result.match.largest == 0, "panel@\(scale)x: \(result.match)")
            #expect(result.planned, "the panel was not planned around at \(scale)x")
        }

        /// A frame that does not plan (the plan switched off) keeps nothing of the planned frame before it:
        /// `clearPlan` is empty.
        @Test func aFrameThatDoesNotPlanKeepsNoQuads() throws {
            let context = try OffscreenGL.context()
            _ = context
            let target = try Scenes.target(at: 2)
            let renderer = try SceneRenderer()
            let root = Self.panelScene()
            _ = try renderer.render(root, into: target, scale: 2, premultiplied: true)
            #expect(renderer.clearPlan.isPlanned && !renderer.clearPlan.quads.isEmpty, "the panel was planned")
            renderer.plansClear = false
            _ = try renderer.render(root, into: target, scale: 2, premultiplied: true)
            #expect(!renderer.clearPlan.isPlanned)
            #expect(renderer.clearPlan.quads.isEmpty, "\(renderer.clearPlan.quads.count) quads kept")
        }

        /// Seeded random scenes of large opaque cards (8-bit colours, some the same) at fractional positions and
        /// sizes under translucent and bordered layers, over a covering background or none: the same pixels.
        @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
        func randomCardsKeepEveryPixel(seed: UInt64) throws {
            var random = SplitMix64(seed: seed)
            let root = RenderFixture.root(width: Scenes.width, height: Scenes.height, [])
            func byte() -> Double { (random.nextUnit() * 255).rounded(.down) / 255 }
            let palette = (0..<3).map { _ in Color(red: byte(), green: byte(), blue: byte(), alpha: 1) }
            if seed % 2 == 0 { root.backgroundColor = Color(red: byte(), green: byte(), blue: byte(), alpha: 1) }
            for i in 0..<12 {
                let card = Layer()
                let quarter = { (random.nextUnit() * 4).rounded(.down) / 4 }
                card.frame = Rect(
                    x: random.nextUnit() * 60 + quarter(), y: random.nextUnit() * 45 + quarter(),
                    width: 8 + random.nextUnit() * 30, height: 6 + random.nextUnit() * 20)
                card.backgroundColor = palette[i % palette.count]
                card.cornerRadius = random.nextUnit() < 0.5 ? 0 : random.nextUnit() * 4
                if random.nextUnit() < 0.4 { (card.borderWidth, card.borderColor) = (1, palette[(i + 1) % 3]) }
                if random.nextUnit() < 0.3 {
                    let spot = Layer()
                    spot.frame = Rect(x: 1, y: 1, width: 5, height: 4)
                    spot.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
                    card.addSublayer(spot)
                }
                root.addSublayer(card)
            }
            for scale in [1.0, 4.0, 6.5] {
                let result = try Self.compare(root, scale: scale, name: "seed\(seed)-\(scale)x")
                #expect(result.match.largest == 0, "seed \(seed) @\(scale)x: \(result.match)")
            }
        }
    }
}

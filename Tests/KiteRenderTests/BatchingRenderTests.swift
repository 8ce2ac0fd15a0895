import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Commands reordered and merged across layers (`SceneEncoder.batchAcrossLayers`) give exactly the pixels of the
/// draw list's own order, in fewer draws.
extension OnGL {
    @Suite struct BatchingRenderTests {
        /// Renders `root` with and without batching; returns where they differ and both draw counts. Differing
        /// renderings are left in `FailureImages.folder` as `batching-NAME-*.png`.
        private static func compare(_ root: Layer, scale: Double, name: String) throws -> (
            match: ExactMatch, batched: Int, plain: Int
        ) {
            let result = try Scenes.renderedOffAndOn(
                root, scale: scale, name: "batching-\(name)", configure: { $0.encoder.batchesAcrossLayers = $1 },
                readout: { $0.drawCallCount })
            return (result.match, result.on, result.off)
        }

        /// Every golden scene and the app-like screen, at scales 1 and 1.5: the same pixels, bit for bit, and
        /// never more draws.
        @Test(
            arguments: [
                "app", "caps", "joins", "curves", "translucent", "dashes", "trims", "shapes", "transforms",
                "nonuniform", "fills", "shadows", "masks", "outlines", "hamburger", "figure-eight", "loop",
            ], [1.0, 1.5])
        func batchingKeepsEveryPixel(scene: String, scale: Double) throws {
            let root = Scenes.named(scene)
            let result = try Self.compare(root, scale: scale, name: "\(scene)-\(scale)x")
            #expect(result.match.largest == 0, "\(scene)@\(scale)x: \(result.match)")
            #expect(result.batched <= result.plain, "\(scene)@\(scale)x: \(result.batched) > \(result.plain) draws")
        }

        /// The app-like screen's six cards share their draws: at most half the draws of the draw list's order
        /// (21 against 53 when this was written).
        @Test func appScreenCardsShareDraws() throws {
            let result = try Self.compare(Scenes.appScreen(), scale: 1, name: "app-screen")
            #expect(result.batched * 2 <= result.plain, "\(result.batched) draws batched, \(result.plain) plain")
        }

        /// Seeded random scenes of overlapping, rotated, translucent, bordered and clipping layers with strokes:
        /// the same pixels, bit for bit.
        @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
        func randomLayersKeepEveryPixel(seed: UInt64) throws {
            var random = SplitMix64(seed: seed)
            let result = try Self.compare(Self.randomScene(&random), scale: 1, name: "seed\(seed)")
            #expect(result.match.largest == 0, "seed \(seed): \(result.match)")
            #expect(result.batched <= result.plain)
        }

        /// 30 layers in 80 x 60 points, some nested (a third of the containers clip), with random colours (half
        /// translucent), corner radii, borders, rotations and icon-like strokes.
        private static func randomScene(_ random: inout SplitMix64) -> Layer {
            func color() -> Color {
                Color(
                    red: random.nextUnit(), green: random.nextUnit(), blue: random.nextUnit(),
                    alpha: random.nextUnit() < 0.5 ? 1 : 0.3 + 0.6 * random.nextUnit())
            }
            let root = RenderFixture.root(width: Scenes.width, height: Scenes.height, [])
            root.backgroundColor = .white
            var containers = [root]
            for _ in 0..<30 {
                let parent = containers[Int(random.nextUnit() * Double(containers.count))]
                let span = parent === root ? Scenes.width : max(parent.bounds.width, 4)
                let layer = Layer()
                let size = (2 + random.nextUnit() * span * 0.4, 2 + random.nextUnit() * span * 0.3)
                layer.frame = Rect(
                    x: random.nextUnit() * span * 0.7, y: random.nextUnit() * span * 0.5, width: size.0,
                    height: size.1)
                layer.backgroundColor = color()
                layer.cornerRadius = random.nextUnit() < 0.5 ? 0 : random.nextUnit() * min(size.0, size.1) / 2
                if random.nextUnit() < 0.4 { (layer.borderWidth, layer.borderColor) = (random.nextUnit() * 2, color()) }
                if random.nextUnit() < 0.2 {
                    layer.transform = Transform3D(rotationAngle: random.nextUnit(), x: 0, y: 0, z: 1)
                }
                if random.nextUnit() < 0.3 {
                    var icon = Path()
                    icon.move(to: random.point(in: 10))
                    icon.addLine(to: random.point(in: 10))
                    icon.addCurve(
                        to: random.point(in: 10), control1: random.point(in: 10), control2: random.point(in: 10))
                    layer.addSublayer(
                        RenderFixture.stroke(icon, width: 0.5 + random.nextUnit() * 2, color: color(), cap: .round))
                }
                parent.addSublayer(layer)
                if random.nextUnit() < 0.4 {
                    layer.masksToBounds = random.nextUnit() < 0.3
                    containers.append(layer)
                }
            }
            return root
        }
    }
}

import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// Detailed fills drawn from coverage masks on the GPU: the mask program shows each pixel's mask byte, and the
/// picture stays close to the band path's.
extension OnGL {
    @Suite struct FillMaskRenderTests {
        /// A white fill of `points` over the whole 80 x 60 root, moved by (7, 5).
        static func scene(_ points: [Point], rule: FillRule) -> Layer {
            let path = Scenes.polyline(points, closed: true)
            let layer = ShapeLayer()
            layer.anchorPoint = .zero
            layer.position = Point(7, 5)
            layer.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
            layer.path = path
            layer.fillRule = rule
            layer.fillColor = .white
            return RenderFixture.root(width: 80, height: 60, [layer])
        }

        /// Every masked pixel's alpha is its mask byte (the colour is opaque white, so the premultiplied alpha is
        /// the coverage) to 1/255; against the band path the mean difference stays within what
        /// `FillMaskTests.masksAgreeWithTheBandPath` states on the CPU.
        @Test(arguments: [FillRule.evenOdd, .nonZero])
        func masksDrawTheirBytes(rule: FillRule) throws {
            let context = try OffscreenGL.context()
            _ = context
            let polygons = [
                FillMaskTests.randomPolygon(300, size: 64, margin: 10, seed: 7),
                FillMaskTests.spikyStar(200, size: 56, seed: 5),
            ]
            for (index, points) in polygons.enumerated() {
                let root = Self.scene(points, rule: rule)
                let target = try OffscreenTarget(width: 80, height: 60, stencil: true)
                func render(threshold: Double) throws -> (pixels: [UInt8], encoder: SceneEncoder) {
                    let renderer = try SceneRenderer()
                    renderer.encoder.fillEncoder.maskThreshold = threshold
                    let pixels = try renderer.render(root, into: target, scale: 1, premultiplied: true)
                    return (pixels, renderer.encoder)
                }
                let masked = try render(threshold: 0)
                let banded = try render(threshold: .infinity)
                #expect(!masked.encoder.fillMasks.isEmpty && banded.encoder.fillMasks.isEmpty)
                var (worst, checked) = (0, 0)
                for mask in masked.encoder.fillMasks {
                    for y in Int(mask.rect.y)..<Int(mask.rect.w) where (0..<60).contains(y) {
                        for x in Int(mask.rect.x)..<Int(mask.rect.z) where (0..<80).contains(x) {
                            let byte = masked.encoder.fillMaskBytes[
                                mask.maskFirstByte + (y - Int(mask.rect.y)) * Int(mask.edges.z) + x - Int(mask.rect.x)]
                            let alpha = masked.pixels[(y * 80 + x) * 4 + 3]
                            worst = max(worst, abs(Int(alpha) - Int(byte)))
                            checked += 1
                        }
                    }
                }
                #expect(
                    checked > 1000 && worst <= 1, "polygon \(index): \(checked) pixels, largest difference \(worst)")
                let difference = zip(masked.pixels, banded.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
                let mean = Double(difference) / Double(80 * 60 * 4) / 255
                #expect(mean < (index == 0 ? 0.1 : 0.035), "polygon \(index): mean difference \(mean)")
            }
        }
    }
}

import KiteCairo
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Text layers drawn by Kite against the cairo reference (which places glyphs with the same `TextLayout` and masks
/// with the same FreeType atlas), with the golden tests' metric and limits: mean per-pixel error at most 1%, 99th
/// percentile at most 10%, over the pixels either image touches.
extension OnGL {
    @Suite struct TextReferenceTests {
        /// Upright coloured labels in each alignment, and one turned 30°, scaled 1.5x and half transparent.
        static func scene() -> Layer {
            let labels = [TextAlignment.left, .center, .right].enumerated().map { i, alignment in
                let label = TextLayer()
                label.frame = Rect(x: 4, y: 4 + Double(i) * 26, width: 150, height: 24)
                label.string = "Profile Wg \(i)"
                label.fontSize = 16
                label.textColor = Color(hex: 0x2060C0)
                label.alignment = alignment
                return label
            }
            let turned = TextLayer()
            turned.frame = Rect(x: 20, y: 100, width: 110, height: 24)
            turned.string = "Settings"
            turned.fontSize = 14
            turned.textColor = Color(hex: 0xC03020)
            turned.opacity = 0.5
            turned.transform = Transform3D(rotationAngle: Double.pi / 6, x: 0, y: 0, z: 1)
                .concatenating(Transform3D(scaleX: 1.5, y: 1.5, z: 1))
            return RenderFixture.root(width: 160, height: 160, labels + [turned])
        }

        @Test(arguments: [1.0, 2.0])
        func textMatchesTheCairoReference(scale: Double) throws {
            let fixture = try RenderFixture()
            let images = try fixture.render(
                Self.scene(), width: 160, height: 160, scale: scale, supersample: scale == 1 ? 16 : 8)
            let cairoInk = stride(from: 3, to: images.cairo.count, by: 4).filter { images.cairo[$0] > 128 }.count
            #expect(cairoInk > 300, "cairo drew only \(cairoInk) inked pixels: is its text missing?")
            let result = ImageComparison.check(
                "text@\(Int(scale))x", expected: images.cairo, actual: images.kite, width: images.width,
                height: images.height, meanLimit: 0.01, p99Limit: 0.10)
            #expect(result.passed, "\(result.message)")
            print(result.message)
        }
    }
}

import KiteGLTestSupport
import KiteTestSupport
import Testing

@testable import KiteRender

/// Kite's rendering of each scene against cairo supersampled 16x (8x at scale 2: 16x the point grid) and
/// box-filtered, with the metric: mean per-pixel error at most 1%, 99th percentile at most 10%, over the
/// pixels either image touches. Needs EGL's surfaceless platform (llvmpipe), not a GPU or a compositor.
extension OnGL {
    @Suite struct GoldenTests {
        @Test(arguments: Scenes.all, [1.0, 2.0])
        func sceneMatchesTheReference(name: String, scale: Double) throws {
            let fixture = try RenderFixture()
            let images = try fixture.render(
                Scenes.named(name), width: Int(Scenes.width), height: Int(Scenes.height), scale: scale,
                supersample: Int(16 / scale))
            let result = ImageComparison.check(
                "\(name)@\(Int(scale))x", expected: images.cairo, actual: images.kite, width: images.width,
                height: images.height, meanLimit: 0.01, p99Limit: 0.10)
            #expect(result.passed, "\(result.message)")
            print(result.message)
        }

        /// Strokes overlapping themselves away from a joint, up to scale 4 (supersampled to 16x the point grid).
        @Test(arguments: Scenes.overlapping, [1.0, 2.0, 4.0])
        func selfOverlappingStrokeMatchesTheReference(name: String, scale: Double) throws {
            try sceneMatchesTheReference(name: name, scale: scale)
        }
    }
}

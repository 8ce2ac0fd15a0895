import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteHUD
import KiteRender
import KiteTiming
import Testing

@testable import KiteApp

extension OnGL {
    /// Needs EGL's surfaceless platform (Mesa llvmpipe); no GPU or compositor.
    @Suite(.serialized) struct FrameStepTests {
        @Test func theStepRunsInputLayoutAnimationEncodeAndSubmitInThatOrder() throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let target = try OffscreenTarget(width: 40, height: 30, stencil: true)
            target.bind()
            let scene = LayerScene()
            var log: [String] = []
            scene.onLayout = { size in log.append("layout \(Int(size.width))x\(Int(size.height))") }
            scene.onFrame = { time in log.append("frame \(time)") }
            let step = FrameStep(scene: scene, renderer: try SceneRenderer(), hud: nil)
            var statistics: FrameStatistics?
            try step.run(
                timeSeconds: 0.25, surface: SurfaceSize(logicalWidth: 20, logicalHeight: 15, scale: 2),
                statistics: &statistics, gpuAvailable: false, input: { log.append("input") },
                mark: { log.append("\($0)") })
            #expect(
                log == [
                    "input", "inputDelivered", "layout 20x15", "frame 0.25", "advanced", "encoded", "submitted",
                    "hudDrawn",
                ])
        }

        @Test func surfaceSizeRoundsTheScaledSizeToWholePixels() {
            let size = SurfaceSize(logicalWidth: 801, logicalHeight: 601, scale: 1.25)
            #expect((size.pixelWidth, size.pixelHeight) == (1001, 751))
        }
    }
}

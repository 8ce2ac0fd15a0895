import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteHUD
import KiteRender
import KiteScene
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

        /// A window's first frames go whole into the framebuffer bound (the back buffer), not into the retained
        /// pixels, until the warm-up has copied those once (a step placed after the clipped variants'); the next
        /// frame fills them whole, and the one after redraws nothing of an unchanged scene.
        @Test func theFirstFramesGoToTheBoundFramebufferAndTheRetainedPixelsStartAfterTheWarmUpsCopy() throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let surface = SurfaceSize(logicalWidth: 40, logicalHeight: 30, scale: 2)
            let (w, h) = (surface.pixelWidth, surface.pixelHeight)
            let window = try OffscreenTarget(width: w, height: h, stencil: true)
            let scene = LayerScene()
            let square = Layer()
            square.frame = Rect(x: 5, y: 4, width: 20, height: 12)
            square.backgroundColor = Color(hex: 0x30D158)
            scene.rootLayer.addSublayer(square)
            let step = FrameStep(scene: scene, renderer: try SceneRenderer(), hud: nil)
            let retained = try RetainedTarget(width: w, height: h)
            step.retained = retained
            step.drawsFirstFramesDirectly = true
            var statistics: FrameStatistics?
            func frame(_ index: Int) throws {
                window.bind()
                try step.run(
                    timeSeconds: Double(index) / 60, surface: surface, statistics: &statistics, gpuAvailable: false,
                    input: {}, mark: { _ in })
            }
            try frame(0)
            #expect(!step.lastFrameUsedRetained)
            #expect(step.lastDamage.coversSurface(width: w, height: h))
            window.bind()
            let first = Pixels.readRGBA(width: w, height: h)
            let green = ((5 + 10) * 2 * w + (15 * 2)) * 4
            #expect(Array(first[green..<green + 4]) == [0x30, 0xD1, 0x58, 0xFF])
            step.startWarmUp(surface: surface)
            var names: [String] = []
            while let name = step.nextWarmUpStepName, name != "copy the retained pixels" {
                names.append(name)
                try step.runWarmUpStep()
            }
            #expect(names.contains("compile stroke (clipped)") && !names.contains("compile stroke"))
            #expect(names.last == "compile texture-copy", "the copy's program is compiled in a step of its own")
            try frame(1)
            #expect(!step.lastFrameUsedRetained, "still drawn whole into the back buffer")
            window.bind()
            try step.runWarmUpStep()
            try frame(2)
            #expect(step.lastFrameUsedRetained)
            #expect(step.lastDamage.coversSurface(width: w, height: h), "the retained pixels start whole")
            retained.target.bind()
            #expect(Pixels.readRGBA(width: w, height: h) == first)
            try frame(3)
            #expect(step.lastFrameUsedRetained && step.lastDamage.isEmpty)
            #expect(step.redrawPath == .retainedPartial)
        }

        @Test func surfaceSizeRoundsTheScaledSizeToWholePixels() {
            let size = SurfaceSize(logicalWidth: 801, logicalHeight: 601, scale: 1.25)
            #expect((size.pixelWidth, size.pixelHeight) == (1001, 751))
        }
    }
}

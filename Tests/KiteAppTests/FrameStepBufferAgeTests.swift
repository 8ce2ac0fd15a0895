import CGLES3
import KiteGL
import KiteGLTestSupport
import KiteGeometry
import KiteRender
import KiteScene
import KiteTestSupport
import KiteTiming
import Testing

@testable import KiteApp

extension OnGL {
    /// The frame step's buffer-age path (`BufferAgeTarget`) without a driver that has `EGL_EXT_buffer_age` (Mesa's
    /// software path here has none): three offscreen targets stand in for a swap chain's buffers, and a fake age
    /// source hands the step a buffer and its age each frame, as `eglQuerySurface(EGL_BUFFER_AGE_EXT)` would, in a
    /// random order a real chain would not use, now and then a buffer lost (filled with garbage, age 0). Each frame
    /// that buffer must end up equal (within 2/255) to the same scene drawn whole. Needs EGL's surfaceless platform.
    @Suite(.serialized) struct FrameStepBufferAgeTests {
        static let surface = SurfaceSize(logicalWidth: 96, logicalHeight: 64, scale: 1.5)

        /// A scene with a card that moves every frame and a dot that changes colour every third frame; the rest
        /// stays, so most frames damage a small part of the surface.
        final class Moving {
            let scene = LayerScene()
            let card = Layer()
            let dot = Layer()
            init() {
                let still = Layer()
                still.frame = Rect(x: 4, y: 4, width: 40, height: 20)
                still.backgroundColor = Color(hex: 0x30D158)
                card.frame = Rect(x: 10, y: 30, width: 14, height: 10)
                card.cornerRadius = 3
                card.backgroundColor = Color(hex: 0x0A84FF)
                dot.frame = Rect(x: 70, y: 8, width: 8, height: 8)
                dot.cornerRadius = 4
                for layer in [still, card, dot] { scene.rootLayer.addSublayer(layer) }
            }
            func show(frame: Int) {
                card.position = Point(20 + Double((frame * 7) % 60), 36 + Double((frame * 3) % 16))
                dot.backgroundColor = (frame / 3) % 2 == 0 ? Color(hex: 0xFF453A) : Color(hex: 0xFFD60A)
            }
        }

        static func framebuffer(of target: OffscreenTarget) -> GLuint {
            target.bind()
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
            return GLuint(bound)
        }

        @Test func everyBufferShowsTheWholeFrameWhateverItsAge() throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let (w, h) = (Self.surface.pixelWidth, Self.surface.pixelHeight)
            let chain = try (0..<3).map { _ in try OffscreenTarget(width: w, height: h, stencil: true) }
            let reference = try OffscreenTarget(width: w, height: h, stencil: true)
            let moving = Moving()
            let step = FrameStep(scene: moving.scene, renderer: try SceneRenderer(), hud: nil)
            let target = BufferAgeTarget(width: w, height: h)
            step.bufferAge = target
            #expect(step.redrawPath == .bufferAge)
            let whole = Moving()
            let plain = FrameStep(scene: whole.scene, renderer: try SceneRenderer(), hud: nil)
            var drawnFrame: [Int?] = [nil, nil, nil]
            var rng = SplitMix64(seed: 0xB0FA)
            var (repainted, partialFrames, oldBuffers) = (0, 0, 0)
            var statistics: FrameStatistics?
            let frames = 90
            for frame in 0..<frames {
                let index = Int(rng.next() % 3)
                if rng.next() % 13 == 0 {
                    // Lost: the driver reallocated it. Garbage it, so a partial repaint would show.
                    chain[index].bind()
                    glClearColor(1, 0, 1, 1)
                    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
                    drawnFrame[index] = nil
                }
                let age = drawnFrame[index].map { frame - $0 } ?? 0
                if age > 1 { oldBuffers += 1 }
                target.framebuffer = Self.framebuffer(of: chain[index])
                step.backBufferAge = age
                moving.show(frame: frame)
                let time = Double(frame) / 60
                try step.run(
                    timeSeconds: time, surface: Self.surface, statistics: &statistics, gpuAvailable: false,
                    input: {}, mark: { _ in })
                drawnFrame[index] = frame
                repainted += target.lastRepaint.area
                if !target.lastRepaint.coversSurface(width: w, height: h) { partialFrames += 1 }
                chain[index].bind()
                let drawn = Pixels.readRGBA(width: w, height: h)

                whole.show(frame: frame)
                reference.bind()
                try plain.run(
                    timeSeconds: time, surface: Self.surface, statistics: &statistics, gpuAvailable: false,
                    input: {}, mark: { _ in })
                let expected = Pixels.readRGBA(width: w, height: h)
                let worst = zip(drawn, expected).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
                #expect(worst <= 2, "frame \(frame), buffer \(index), age \(age): off by \(worst)/255")
                if worst > 2 { return }
            }
            // The ages were exercised, and damage paid off: most frames repainted part of the buffer.
            #expect(oldBuffers > 20 && partialFrames > frames / 2, "old \(oldBuffers), partial \(partialFrames)")
            #expect(repainted < frames * w * h / 2, "repainted \(repainted) of \(frames * w * h) pixels")
        }
    }
}

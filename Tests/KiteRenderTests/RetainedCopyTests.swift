import CGLES3
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteGL
@testable import KiteRender

/// The retained pixels copied to a window-like framebuffer (a renderbuffer, as a window's back buffer is not a
/// texture) after a partial redraw: byte for byte what `glBlitFramebuffer` gives, and the frame a whole redraw
/// into that framebuffer gives.
extension OnGL {
    @Suite struct RetainedCopyTests {
        @Test(arguments: Scenes.all, [1.0, 1.25])
        func copyAfterAPartialRedrawIsTheBlitAndTheFullRedraw(scene: String, scale: Double) throws {
            let context = try OffscreenGL.context()
            defer { withExtendedLifetime(context) {} }
            let renderer = try SceneRenderer()
            let (w, h) = Scenes.pixelSize(at: scale)
            let retained = try RetainedTarget(width: w, height: h)
            let window = try Scenes.target(at: scale)
            let blitted = try OffscreenTarget(width: w, height: h)
            let root = Scenes.named(scene)
            for frame in 0..<2 {
                if frame == 1 { _ = PartialRedrawTests.change(root) }
                let damage = retained.damage(of: root, scale: scale)
                #expect(!damage.isEmpty)
                renderer.prepare(root.drawList(), scale: scale)
                try retained.submit(renderer, damage: damage, background: .white)
            }
            try retained.copy(toFramebuffer: window.framebuffer)
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
            #expect(bound == GLint(window.framebuffer), "the destination stays bound")
            let copied = Pixels.readRGBA(width: w, height: h)
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), retained.target.framebuffer)
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), blitted.framebuffer)
            let (gw, gh) = (GLint(w), GLint(h))
            glBlitFramebuffer(0, 0, gw, gh, 0, 0, gw, gh, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
            blitted.bind()
            let blit = Pixels.readRGBA(width: w, height: h)
            #expect(blit.elementsEqual(copied), "\(scene) at \(scale)x: copy and blit differ")
            window.bind()
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            try renderer.draw(root.drawList(), viewportWidth: w, viewportHeight: h, scale: scale, background: .white)
            let full = Pixels.readRGBA(width: w, height: h)
            let difference = PartialRedrawTests.maxDifference(copied, full)
            #expect(difference <= PartialRedrawTests.tolerance, "\(scene) at \(scale)x: \(difference)/255")
        }
    }
}

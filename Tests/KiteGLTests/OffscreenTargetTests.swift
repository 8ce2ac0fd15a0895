import CGLES3
import KiteGLTestSupport
import Testing

@testable import KiteGL

/// Offscreen targets outside the allowed sizes are refused with an error naming the valid range, before any
/// allocation, instead of a precondition failure or an aborted allocation.
@Suite(.usesGL) struct OffscreenTargetTests {
    @Test func sizesOutsideTheLimitsThrowWithTheValidRange() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let refused = [(0, 240), (320, 0), (-1, -1), (16385, 1), (16384, 16384), (8193, 8192), (Int.max, Int.max)]
        for (w, h) in refused {
            #expect(!OffscreenTarget.allows(width: w, height: h), "\(w)x\(h)")
            #expect(throws: GLError.targetSize(width: w, height: h, valid: OffscreenTarget.validSizes)) {
                _ = try OffscreenTarget(width: w, height: h, stencil: true)
            }
        }
        let message = GLError.targetSize(width: 0, height: 240, valid: OffscreenTarget.validSizes).description
        #expect(
            message == "an offscreen target of 0x240 pixels is out of range: each side in 1...16384 and at most "
                + "67108864 pixels (8192x8192) in all")
        for (w, h) in [(1, 1), (16384, 4096), (8192, 8192)] { #expect(OffscreenTarget.allows(width: w, height: h)) }
        let small = try OffscreenTarget(width: 16384, height: 1, stencil: true)
        #expect(small.width == 16384 && small.hasStencil)
    }

    /// Making a target leaves the draw, read and renderbuffer bindings as they were: a target made in the middle
    /// of a frame (a retained target's resize, a warm-up) must not take the rest of the frame's draws.
    @Test func creatingATargetKeepsTheBoundFramebuffer() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        func bindings() -> [GLint] {
            [GL_DRAW_FRAMEBUFFER_BINDING, GL_READ_FRAMEBUFFER_BINDING, GL_RENDERBUFFER_BINDING].map { name in
                var value: GLint = 0
                glGetIntegerv(GLenum(name), &value)
                return value
            }
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), 0)
        let first = try OffscreenTarget(width: 16, height: 8, stencil: true)
        #expect(bindings() == [0, 0, 0])
        first.bind()
        let drawn = GLint(first.framebuffer)
        let second = try OffscreenTarget(width: 8, height: 16)
        #expect(bindings() == [drawn, drawn, 0])
        // A blit's split bindings survive too.
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), second.framebuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), second.renderbuffer)
        let third = try OffscreenTarget(width: 4, height: 4, stencil: true)
        #expect(bindings() == [drawn, GLint(second.framebuffer), GLint(second.renderbuffer)])
        third.bind()
        #expect(bindings()[0] == GLint(third.framebuffer))
    }
}

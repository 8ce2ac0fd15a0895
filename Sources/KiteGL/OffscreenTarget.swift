import CGLES3

/// A framebuffer object with an RGBA8 colour renderbuffer and optionally a depth-stencil renderbuffer, for drawing
/// without a window (headless mode, `kite render`, golden-image tests).
public final class OffscreenTarget {
    public let width: Int
    public let height: Int
    let framebuffer: GLuint
    let renderbuffer: GLuint
    /// The depth-stencil renderbuffer, 0 when the target has none.
    let stencilbuffer: GLuint
    /// True when the target has an 8-bit stencil buffer (the scene renderer needs one for clips and translucent
    /// strokes).
    public var hasStencil: Bool { stencilbuffer != 0 }

    /// Creates a `width` x `height` device-pixel target; both must be in 1...16384. With `stencil`, a
    /// DEPTH24_STENCIL8 buffer is attached too. Defaults to no stencil.
    public init(width: Int, height: Int, stencil: Bool = false) throws {
        precondition((1...16384).contains(width) && (1...16384).contains(height), "target size out of range")
        self.width = width
        self.height = height
        var fb: GLuint = 0
        var rb: GLuint = 0
        glGenFramebuffers(1, &fb)
        glGenRenderbuffers(1, &rb)
        framebuffer = fb
        renderbuffer = rb
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        glFramebufferRenderbuffer(
            GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), rb)
        var sb: GLuint = 0
        if stencil {
            glGenRenderbuffers(1, &sb)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), sb)
            glRenderbufferStorage(
                GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))
            glFramebufferRenderbuffer(
                GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), sb)
        }
        stencilbuffer = sb
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLError.incompleteFramebuffer(status: status) }
    }

    deinit {
        var fb = framebuffer
        var rb = renderbuffer
        glDeleteFramebuffers(1, &fb)
        glDeleteRenderbuffers(1, &rb)
        if stencilbuffer != 0 {
            var sb = stencilbuffer
            glDeleteRenderbuffers(1, &sb)
        }
    }

    /// Makes this the draw target.
    public func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }
}

import CGLES3

/// A framebuffer object with an RGBA8 colour renderbuffer, for drawing without a window (headless mode,
/// `kite render`, golden-image tests).
public final class OffscreenTarget {
    public let width: Int
    public let height: Int
    let framebuffer: GLuint
    let renderbuffer: GLuint

    /// Creates a `width` x `height` device-pixel target; both must be in 1...16384.
    public init(width: Int, height: Int) throws {
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
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLError.incompleteFramebuffer(status: status) }
    }

    deinit {
        var fb = framebuffer
        var rb = renderbuffer
        glDeleteFramebuffers(1, &fb)
        glDeleteRenderbuffers(1, &rb)
    }

    /// Makes this the draw target.
    public func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }
}

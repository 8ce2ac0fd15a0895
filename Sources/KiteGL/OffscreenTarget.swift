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

    /// The longest side a target may have, device pixels (GLES 3 guarantees only 2048; Mesa and desktop drivers
    /// give 16384).
    public static let maximumSide = 16384
    /// The most pixels a target may have: 2^26 (8192 x 8192). Its colour and stencil buffers and the read-back
    /// copies `kite render` makes take about 16 bytes a pixel, so this keeps a render near 1 GiB, where 16384 x
    /// 16384 needed 4.35 GB and aborted in an allocation under a 4 GiB limit.
    public static let maximumPixelCount = 1 << 26

    /// Whether a `width` x `height` target is within `maximumSide` and `maximumPixelCount`.
    public static func allows(width: Int, height: Int) -> Bool {
        (1...maximumSide).contains(width) && (1...maximumSide).contains(height)
            && width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount
    }

    /// The valid sizes, in words, for messages.
    public static let validSizes =
        "each side in 1...\(maximumSide) and at most \(maximumPixelCount) pixels (8192x8192) in all"

    /// Creates a `width` x `height` device-pixel target. With `stencil`, a DEPTH24_STENCIL8 buffer is attached
    /// too. Defaults to no stencil. Throws `GLError.targetSize` unless `allows(width:height:)`,
    /// `GLError.outOfMemory` when the driver cannot allocate the buffers, and `GLError.incompleteFramebuffer` when
    /// the driver refuses the combination.
    ///
    /// The framebuffer and renderbuffer bound before stay bound, so making a target in the middle of a frame (a
    /// resize, a warm-up) does not send the rest of the frame into it; call `bind()` to draw into it.
    public init(width: Int, height: Int, stencil: Bool = false) throws {
        guard Self.allows(width: width, height: height) else {
            throw GLError.targetSize(width: width, height: height, valid: Self.validSizes)
        }
        while glGetError() != GLenum(GL_NO_ERROR) {}  // Earlier errors are not this target's.
        // The draw and read bindings can differ (a blit sets them apart), so each is put back as it was.
        var (boundDraw, boundRead, boundRenderbuffer): (GLint, GLint, GLint) = (0, 0, 0)
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &boundDraw)
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &boundRead)
        glGetIntegerv(GLenum(GL_RENDERBUFFER_BINDING), &boundRenderbuffer)
        defer {
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(boundDraw))
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(boundRead))
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), GLuint(boundRenderbuffer))
        }
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
        if glGetError() == GLenum(GL_OUT_OF_MEMORY) {
            glDeleteFramebuffers(1, &fb)
            glDeleteRenderbuffers(1, &rb)
            if sb != 0 { glDeleteRenderbuffers(1, &sb) }
            throw GLError.outOfMemory("a \(width)x\(height) offscreen target")
        }
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            glDeleteFramebuffers(1, &fb)
            glDeleteRenderbuffers(1, &rb)
            if sb != 0 { glDeleteRenderbuffers(1, &sb) }
            throw GLError.incompleteFramebuffer(status: status)
        }
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

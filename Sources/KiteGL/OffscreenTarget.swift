import CGLES3

/// A framebuffer object with an RGBA8 colour buffer (a renderbuffer, or a texture that shaders can read) and
/// optionally a depth-stencil renderbuffer, for drawing without a window (headless mode, `kite render`, golden-image
/// tests, the retained pixels a window copies from).
public final class OffscreenTarget {
    public let width: Int
    public let height: Int
    let framebuffer: GLuint
    /// The colour renderbuffer, 0 when the colour buffer is `colorTexture`.
    let renderbuffer: GLuint
    /// The colour buffer as an RGBA8 texture with one level (`sampled` targets), for `TextureCopy`; 0 when it is a
    /// renderbuffer.
    public let colorTexture: GLuint
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
    /// too. Defaults to no stencil. With `sampled`, the colour buffer is a texture (`colorTexture`) instead of a
    /// renderbuffer, so a shader can read it; defaults to false. Throws `GLError.targetSize` unless `allows(width:height:)`,
    /// `GLError.outOfMemory` when the driver cannot allocate the buffers, and `GLError.incompleteFramebuffer` when
    /// the driver refuses the combination.
    ///
    /// The framebuffer and renderbuffer bound before stay bound, so making a target in the middle of a frame (a
    /// resize, a warm-up) does not send the rest of the frame into it; call `bind()` to draw into it.
    public init(width: Int, height: Int, stencil: Bool = false, sampled: Bool = false) throws {
        guard Self.allows(width: width, height: height) else {
            throw GLError.targetSize(width: width, height: height, valid: Self.validSizes)
        }
        while glGetError() != GLenum(GL_NO_ERROR) {}  // Earlier errors are not this target's.
        // The draw and read bindings can differ (a blit sets them apart), so each is put back as it was.
        var (boundDraw, boundRead, boundRenderbuffer, boundTexture): (GLint, GLint, GLint, GLint) = (0, 0, 0, 0)
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &boundDraw)
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &boundRead)
        glGetIntegerv(GLenum(GL_RENDERBUFFER_BINDING), &boundRenderbuffer)
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &boundTexture)
        defer {
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(boundDraw))
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(boundRead))
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), GLuint(boundRenderbuffer))
            glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(boundTexture))
        }
        self.width = width
        self.height = height
        var fb: GLuint = 0
        glGenFramebuffers(1, &fb)
        framebuffer = fb
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        let (rb, tex) = Self.attachColor(width: width, height: height, sampled: sampled)
        renderbuffer = rb
        colorTexture = tex
        let sb =
            stencil
            ? Self.attachRenderbuffer(
                GLenum(GL_DEPTH24_STENCIL8), to: GLenum(GL_DEPTH_STENCIL_ATTACHMENT), width: width, height: height)
            : 0
        stencilbuffer = sb
        if glGetError() == GLenum(GL_OUT_OF_MEMORY) {
            Self.delete(framebuffer: fb, renderbuffer: rb, texture: tex, stencilbuffer: sb)
            throw GLError.outOfMemory("a \(width)x\(height) offscreen target")
        }
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            Self.delete(framebuffer: fb, renderbuffer: rb, texture: tex, stencilbuffer: sb)
            throw GLError.incompleteFramebuffer(status: status)
        }
    }

    /// Makes the bound framebuffer's `width` x `height` RGBA8 colour buffer and attaches it: a texture of one
    /// level with `sampled`, a renderbuffer otherwise. Returns the renderbuffer's name and the texture's (0 for the
    /// one not made).
    private static func attachColor(width: Int, height: Int, sampled: Bool) -> (renderbuffer: GLuint, texture: GLuint) {
        var (rb, tex): (GLuint, GLuint) = (0, 0)
        if sampled {
            glGenTextures(1, &tex)
            glBindTexture(GLenum(GL_TEXTURE_2D), tex)
            // One immutable level: complete for texelFetch whatever the filters say.
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
            TextureSampling.apply(filter: GL_NEAREST)
            glFramebufferTexture2D(
                GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), tex, 0)
        } else {
            rb = attachRenderbuffer(GLenum(GL_RGBA8), to: GLenum(GL_COLOR_ATTACHMENT0), width: width, height: height)
        }
        return (rb, tex)
    }

    /// Makes a `width` x `height` renderbuffer of `format` and attaches it to the bound framebuffer at
    /// `attachment`; returns its name.
    private static func attachRenderbuffer(_ format: GLenum, to attachment: GLenum, width: Int, height: Int) -> GLuint {
        var name: GLuint = 0
        glGenRenderbuffers(1, &name)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), name)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), format, GLsizei(width), GLsizei(height))
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), attachment, GLenum(GL_RENDERBUFFER), name)
        return name
    }

    deinit {
        Self.delete(
            framebuffer: framebuffer, renderbuffer: renderbuffer, texture: colorTexture, stencilbuffer: stencilbuffer)
    }

    /// Deletes the named objects; a 0 name is skipped (as GL itself does).
    private static func delete(framebuffer: GLuint, renderbuffer: GLuint, texture: GLuint, stencilbuffer: GLuint) {
        var (fb, rb, tex, sb) = (framebuffer, renderbuffer, texture, stencilbuffer)
        glDeleteFramebuffers(1, &fb)
        if rb != 0 { glDeleteRenderbuffers(1, &rb) }
        if tex != 0 { glDeleteTextures(1, &tex) }
        if sb != 0 { glDeleteRenderbuffers(1, &sb) }
    }

    /// Makes this the draw target.
    public func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }
}

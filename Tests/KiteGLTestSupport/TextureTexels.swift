import CGLES3

/// Reads a texture's texels back for tests, through a framebuffer it is attached to for the read (OpenGL ES has no
/// `glGetTexImage`).
public enum TextureTexels {
    /// Level 0 of `texture`, `width` x `height` texels of a colour-renderable normalised format (R8, RGBA8), as
    /// RGBA bytes, bottom row first (as GL stores them); channels the format lacks read 0 (alpha 255). The
    /// framebuffer bindings and `GL_PACK_ALIGNMENT` are put back as they were.
    public static func bytes(_ texture: GLuint, width: Int, height: Int) -> [UInt8] {
        var texels = [UInt8](repeating: 0, count: width * height * 4)
        read(texture, width: width, height: height, type: GL_UNSIGNED_BYTE, into: &texels)
        return texels
    }

    /// Level 0 of `texture`, `width` x `height` RGBA32F texels, as floats, bottom row first; nil when the context
    /// cannot draw into float textures (`GL_EXT_color_buffer_float` missing).
    public static func floats(_ texture: GLuint, width: Int, height: Int) -> [SIMD4<Float>]? {
        var texels = [SIMD4<Float>](repeating: .zero, count: width * height)
        return read(texture, width: width, height: height, type: GL_FLOAT, into: &texels) ? texels : nil
    }

    /// Reads into `texels` (room for `width * height` RGBA texels of `type`); false when the framebuffer is not
    /// complete with the texture attached.
    @discardableResult
    private static func read<Texel: BitwiseCopyable>(
        _ texture: GLuint, width: Int, height: Int, type: Int32, into texels: inout [Texel]
    ) -> Bool {
        var (boundRead, alignment): (GLint, GLint) = (0, 0)
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &boundRead)
        glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &alignment)
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        defer {
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(boundRead))
            glDeleteFramebuffers(1, &framebuffer)
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), alignment)
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(
            GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        guard glCheckFramebufferStatus(GLenum(GL_READ_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            return false
        }
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        texels.withUnsafeMutableBytes { bytes in
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(type), bytes.baseAddress)
        }
        return true
    }
}

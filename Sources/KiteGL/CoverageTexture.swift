import CGLES3

/// A single-channel (R8) texture of coverage values, e.g. a glyph atlas. Sampled nearest by default so that glyphs
/// drawn at whole device pixels come out exactly as rasterised; `smooth` samples linearly instead, for glyphs that
/// are rotated or scaled (texel centres still sample exactly).
public final class CoverageTexture {
    /// Texels a row (at least 1).
    public let width: Int
    /// Rows (at least 1).
    public let height: Int
    /// The GL texture name, for binding to a sampler; owned (deleted) by this object.
    public let texture: GLuint

    /// Uploads `coverage` (`width * height` bytes, top row first; 255 = covered). `smooth` picks linear rather than
    /// nearest filtering (default false). Needs a GL context current. Leaves `GL_UNPACK_ALIGNMENT` as it found it.
    public init(width: Int, height: Int, coverage: [UInt8], smooth: Bool = false) {
        precondition(width > 0 && height > 0 && coverage.count == width * height, "coverage is not width x height")
        self.width = width
        self.height = height
        var t: GLuint = 0
        glGenTextures(1, &t)
        texture = t
        glBindTexture(GLenum(GL_TEXTURE_2D), t)
        // Rows of `width` bytes, packed: GL's default alignment (4) would read a row of a width not divisible by 4
        // past its end. Put back after, for the uploads that rely on the default (whole rows of 4-byte texels, the
        // mask texture's 4096-byte rows, or rows a caller padded).
        var alignment: GLint = 4
        glGetIntegerv(GLenum(GL_UNPACK_ALIGNMENT), &alignment)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RED),
            GLenum(GL_UNSIGNED_BYTE), coverage)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), alignment)
        TextureSampling.apply(filter: smooth ? GL_LINEAR : GL_NEAREST)
    }

    deinit {
        var t = texture
        glDeleteTextures(1, &t)
    }
}

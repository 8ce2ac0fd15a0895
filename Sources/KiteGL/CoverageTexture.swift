import CGLES3

/// A single-channel (R8) texture of coverage values, e.g. a glyph atlas, sampled nearest so that glyphs drawn at
/// whole device pixels come out exactly as rasterised.
public final class CoverageTexture {
    public let width: Int
    public let height: Int
    let texture: GLuint

    /// Uploads `coverage` (`width * height` bytes, top row first; 255 = covered).
    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(width > 0 && height > 0 && coverage.count == width * height, "coverage is not width x height")
        self.width = width
        self.height = height
        var t: GLuint = 0
        glGenTextures(1, &t)
        texture = t
        glBindTexture(GLenum(GL_TEXTURE_2D), t)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RED),
            GLenum(GL_UNSIGNED_BYTE), coverage)
        for (key, value) in [
            (GL_TEXTURE_MIN_FILTER, GL_NEAREST), (GL_TEXTURE_MAG_FILTER, GL_NEAREST),
            (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE),
        ] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(key), value)
        }
    }

    deinit {
        var t = texture
        glDeleteTextures(1, &t)
    }
}

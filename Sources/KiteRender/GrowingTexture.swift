import CGLES3
import KiteGL

/// A reused 2D texture whose rows grow in powers of two (at least doubling, never shrinking), sampled as
/// `TextureSampling.apply()` sets: llvmpipe compiles a shader variant per texture size class (power of two or
/// not), so a texture that stays in one class never makes a frame compile. The frame's fill edges (`EdgeTexture`)
/// and masks (`MaskTexture`) each keep their data in one.
final class GrowingTexture {
    /// The GL texture name; owned (deleted) by this object.
    private(set) var texture: GLuint = 0
    /// Rows its storage holds (0 until the first growth).
    private(set) var rows = 0

    /// Makes the texture (no storage yet). Needs a GL context current.
    init() {
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        TextureSampling.apply()
    }

    deinit { glDeleteTextures(1, &texture) }

    /// Binds the texture on the active unit's `GL_TEXTURE_2D` and, when it holds fewer than `needed` rows, grows it
    /// to the next power of two (at least twice its rows, at most `limit`; default unlimited): `allocate` gets
    /// the new row count and defines the storage (its old contents are lost).
    func bind(holding needed: Int, limit: Int = .max, allocate: (Int) -> Void) {
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        guard needed > rows else { return }
        rows = min(max(1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount), rows * 2), limit)
        allocate(rows)
    }
}

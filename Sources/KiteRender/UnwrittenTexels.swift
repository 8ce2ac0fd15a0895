import CGLES3

/// Fills texture storage a frame leaves unwritten with 0xFF bytes, for tests (`SceneRenderer.poisonsUnwrittenStorage`):
/// a GPU may hand out new storage holding anything (a released renderer's, an earlier frame's) while llvmpipe zeroes
/// it, which hides a draw that reads texels nothing wrote. 0xFF bytes are a NaN in every float channel, full coverage
/// in an R8 mask and opaque white in RGBA8, so such a read shows in the pixels.
enum UnwrittenTexels {
    /// Fills rows `rows` of level 0 of the texture bound on the active unit's `GL_TEXTURE_2D`, `width` texels a row
    /// of `bytesPerTexel` bytes each (`format` and `type`, as `glTexSubImage2D` takes them), with 0xFF bytes.
    /// Rows are padded to 8 bytes, so the fill is the same under every `GL_UNPACK_ALIGNMENT` (1, 2, 4 or 8).
    static func fill(rows: Range<Int>, width: Int, bytesPerTexel: Int, format: Int32, type: Int32) {
        guard !rows.isEmpty, width > 0 else { return }
        let rowBytes = (width * bytesPerTexel + 7) & ~7
        let garbage = [UInt8](repeating: 0xFF, count: rows.count * rowBytes)
        glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, GLint(rows.lowerBound), GLsizei(width), GLsizei(rows.count), GLenum(format),
            GLenum(type), garbage)
    }
}

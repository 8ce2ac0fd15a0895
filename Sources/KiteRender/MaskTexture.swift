import CGLES3
import KiteGL

/// The frame's fill coverage masks in an R8 texture, one byte per texel, `width` texels a row: the encoder's mask
/// bytes in order, wrapped at the row length (`FillInstance.maskRowLength`). The texture grows (its rows a power of
/// two, doubling, at most `maximumRows`) and is otherwise reused.
final class MaskTexture {
    static let width = FillInstance.maskRowLength
    /// Rows at most: 4096 x 16384 texels hold `FillEncoder.maximumMaskBytes`. llvmpipe and desktop GPUs allow
    /// 16384-texel sides (GL_MAX_TEXTURE_SIZE).
    static let maximumRows = FillEncoder.maximumMaskBytes / width
    private let storage = GrowingTexture()
    /// The GL texture name (`GrowingTexture`).
    var texture: GLuint { storage.texture }
    /// The last, partial row, padded.
    private var lastRow: [UInt8] = []
    /// Whether each upload fills the rows past its own with 0xFF (full coverage, `UnwrittenTexels`), as a GPU may
    /// leave new storage holding anything (llvmpipe zeroes it). For tests; default false.
    var poisonsUnwritten = false

    /// Uploads `bytes` (at most `FillEncoder.maximumMaskBytes`) into the texture bound on the active unit's
    /// `GL_TEXTURE_2D` afterwards; the texels past them keep stale data no mask refers to.
    func upload(_ bytes: [UInt8]) {
        let needed = min((bytes.count + Self.width - 1) / Self.width, Self.maximumRows)
        storage.bind(holding: needed, limit: Self.maximumRows) { rows in
            glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(Self.width), GLsizei(rows), 0, GLenum(GL_RED),
                GLenum(GL_UNSIGNED_BYTE), nil)
        }
        guard !bytes.isEmpty else { return }
        // Rows of 4096 bytes start 4-byte aligned (GL_UNPACK_ALIGNMENT's default) in the array itself; only the
        // last, partial row is copied to be padded.
        let whole = min(bytes.count / Self.width, Self.maximumRows)
        bytes.withUnsafeBytes { raw in
            if whole > 0 {
                glTexSubImage2D(
                    GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(Self.width), GLsizei(whole), GLenum(GL_RED),
                    GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
            }
        }
        if whole < needed {
            lastRow.removeAll(keepingCapacity: true)
            lastRow.append(contentsOf: bytes[(whole * Self.width)...])
            lastRow.append(contentsOf: repeatElement(0, count: Self.width - lastRow.count))
            lastRow.withUnsafeBytes { raw in
                glTexSubImage2D(
                    GLenum(GL_TEXTURE_2D), 0, 0, GLint(whole), GLsizei(Self.width), 1, GLenum(GL_RED),
                    GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
            }
        }
        guard poisonsUnwritten else { return }
        UnwrittenTexels.fill(
            rows: needed..<storage.rows, width: Self.width, bytesPerTexel: 1, format: GL_RED, type: GL_UNSIGNED_BYTE)
    }
}

import CGLES3
import KiteGL

/// The frame's fill edges in an RGBA32F texture, one edge (x0, y0, x1, y1) per texel, `width` texels a row. The
/// texture grows (its rows a power of two, doubling) and is otherwise reused.
final class EdgeTexture {
    static let width = 1024
    private let storage = GrowingTexture()
    /// The GL texture name (`GrowingTexture`).
    var texture: GLuint { storage.texture }
    private var staging: [SIMD4<Float>] = []
    /// Whether each upload fills the rows past its own with NaN texels (`UnwrittenTexels`), as a GPU may leave new
    /// storage holding anything (llvmpipe zeroes it). For tests; default false.
    var poisonsUnwritten = false

    /// Uploads `edges`; the rows past the last edge keep stale data no band refers to.
    func upload(_ edges: [SIMD4<Float>]) {
        guard !edges.isEmpty else { return }
        let needed = (edges.count + Self.width - 1) / Self.width
        storage.bind(holding: needed) { rows in
            glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_RGBA32F, GLsizei(Self.width), GLsizei(rows), 0, GLenum(GL_RGBA),
                GLenum(GL_FLOAT), nil)
        }
        // Whole rows only: pad the last one from a reused staging array.
        staging.removeAll(keepingCapacity: true)
        staging.append(contentsOf: edges)
        staging.append(contentsOf: repeatElement(SIMD4<Float>.zero, count: needed * Self.width - edges.count))
        staging.withUnsafeBytes { bytes in
            glTexSubImage2D(
                GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(Self.width), GLsizei(needed), GLenum(GL_RGBA),
                GLenum(GL_FLOAT), bytes.baseAddress)
        }
        guard poisonsUnwritten else { return }
        UnwrittenTexels.fill(
            rows: needed..<storage.rows, width: Self.width, bytesPerTexel: MemoryLayout<SIMD4<Float>>.size,
            format: GL_RGBA,
            type: GL_FLOAT)
    }
}

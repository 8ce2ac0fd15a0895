import CGLES3

/// Reads back GL framebuffers as straight-alpha RGBA rows, top row first (as PNG stores them).
public enum Pixels {
    /// Reads the bound framebuffer's `width` x `height` pixels. GL's rows start at the bottom and its colours are
    /// premultiplied (Kite blends premultiplied); both are undone here.
    public static func readRGBA(width: Int, height: Int) -> [UInt8] {
        var out = readPremultiplied(width: width, height: height)
        for p in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[p + 3])
            for c in 0..<3 { out[p + c] = a == 0 ? 0 : UInt8(min(255, (Int(out[p + c]) * 255 + a / 2) / a)) }
        }
        return out
    }

    /// Reads the bound framebuffer's `width` x `height` pixels as premultiplied RGBA rows, top row first. Leaves
    /// `GL_PACK_ALIGNMENT` as it found it.
    public static func readPremultiplied(width: Int, height: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: width * height * 4)
        // Rows of `width * 4` bytes, packed: a caller's alignment of 8 would pad a row of an odd width. Put back
        // after, for the readbacks that rely on the caller's setting.
        var alignment: GLint = 4
        glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &alignment)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &raw)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), alignment)
        var out = [UInt8](repeating: 0, count: raw.count)
        let row = width * 4
        for y in 0..<height {
            out[(y * row)..<((y + 1) * row)] = raw[((height - 1 - y) * row)..<((height - y) * row)]
        }
        return out
    }
}

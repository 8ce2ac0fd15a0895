import CGLES3

/// Reads back GL framebuffers as straight-alpha RGBA rows, top row first (as PNG stores them).
public enum Pixels {
    /// Reads the bound framebuffer's `width` x `height` pixels. GL's rows start at the bottom and its colours are
    /// premultiplied (Kite blends premultiplied); both are undone here.
    public static func readRGBA(width: Int, height: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: width * height * 4)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &raw)
        var out = [UInt8](repeating: 0, count: raw.count)
        let row = width * 4
        for y in 0..<height {
            let src = (height - 1 - y) * row
            let dst = y * row
            for x in stride(from: 0, to: row, by: 4) {
                let a = raw[src + x + 3]
                out[dst + x + 3] = a
                for c in 0..<3 {
                    let v = raw[src + x + c]
                    out[dst + x + c] = a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a)))
                }
            }
        }
        return out
    }
}

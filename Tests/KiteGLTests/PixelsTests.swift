import CGLES3
import KiteGLTestSupport
import Testing

@testable import KiteGL

/// `Pixels.readPremultiplied` reads rows of any width packed and top row first, whatever `GL_PACK_ALIGNMENT` the
/// caller left, and leaves that alignment as it found it, so a later readback that relies on it (GL's default 4)
/// still finds its rows where it expects them.
@Suite(.usesGL) struct PixelsTests {
    /// Fills `target` with one colour per pixel (red = column + 1, green = row from the top + 1, blue = 7,
    /// alpha = 255) through scissored clears, and returns the RGBA rows, top row first, it should read back.
    static func paint(_ target: OffscreenTarget) -> [UInt8] {
        target.bind()
        glEnable(GLenum(GL_SCISSOR_TEST))
        defer { glDisable(GLenum(GL_SCISSOR_TEST)) }
        var expected: [UInt8] = []
        for top in 0..<target.height {
            for x in 0..<target.width {
                let red = UInt8(x + 1), green = UInt8(top + 1)
                glScissor(GLint(x), GLint(target.height - 1 - top), 1, 1)
                glClearColor(Float(red) / 255, Float(green) / 255, 7 / 255, 1)
                glClear(GLenum(GL_COLOR_BUFFER_BIT))
                expected += [red, green, 7, 255]
            }
        }
        return expected
    }

    /// Widths 1, 3 and 5 (rows an odd number of texels, so padded under alignment 8) under each alignment a caller
    /// may leave.
    @Test(arguments: [1, 2, 4, 8])
    func readsEveryWidthAndKeepsTheCallersAlignment(alignment: Int) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        for width in [1, 3, 5] {
            let target = try OffscreenTarget(width: width, height: 3)
            let expected = Self.paint(target)
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), GLint(alignment))
            let pixels = Pixels.readPremultiplied(width: width, height: 3)
            var after: GLint = 0
            glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &after)
            #expect(after == GLint(alignment), "width \(width)")
            #expect(pixels == expected, "width \(width)")
        }
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
    }

    /// After a readback, the caller's own read of 3-pixel RGBA rows (12 bytes) under the alignment 8 it set still
    /// lands each row at its padded start (every 16 bytes).
    @Test func aLaterReadbackWithTheCallersAlignmentPadsItsRows() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let target = try OffscreenTarget(width: 3, height: 2)
        let expected = Self.paint(target)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 8)
        defer { glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4) }
        _ = Pixels.readPremultiplied(width: 3, height: 2)
        // Rows of 12 bytes padded to 16 under alignment 8; GL's rows start at the bottom.
        var raw = [UInt8](repeating: 0, count: 32)
        glReadPixels(0, 0, 3, 2, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &raw)
        #expect(Array(raw[16..<28]) == Array(expected[0..<12]))
        #expect(Array(raw[0..<12]) == Array(expected[12..<24]))
    }
}

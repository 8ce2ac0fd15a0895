import CGLES3
import KiteGLTestSupport
import Testing

@testable import KiteGL

/// `CoverageTexture` uploads rows of any width byte for byte, whatever `GL_UNPACK_ALIGNMENT` the caller left, and
/// leaves that alignment as it found it, so a later upload that relies on it (GL's default 4) still reads its rows
/// where they are.
@Suite(.usesGL) struct CoverageTextureTests {
    /// Bytes 1...250 over and over: a shifted or wrapped row shows.
    static func marked(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(1 + $0 % 250) } }

    /// The red channel of `texture`'s texels, rows in GL's order (the first uploaded row first).
    static func red(_ texture: GLuint, width: Int, height: Int) -> [UInt8] {
        let texels = TextureTexels.bytes(texture, width: width, height: height)
        return stride(from: 0, to: texels.count, by: 4).map { texels[$0] }
    }

    /// Widths 1, 3, 5 and 7 (rows not a multiple of 4 bytes) under each alignment a caller may leave.
    @Test(arguments: [1, 2, 4, 8])
    func uploadsEveryWidthAndKeepsTheCallersAlignment(alignment: Int) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        for width in [1, 3, 5, 7] {
            glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), GLint(alignment))
            let coverage = Self.marked(width * 3)
            let texture = CoverageTexture(width: width, height: 3, coverage: coverage)
            var after: GLint = 0
            glGetIntegerv(GLenum(GL_UNPACK_ALIGNMENT), &after)
            #expect(after == GLint(alignment), "width \(width)")
            #expect(Self.red(texture.texture, width: width, height: 3) == coverage, "width \(width)")
        }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
    }

    /// After a coverage texture, a 3-texel-wide R8 upload from rows padded to 4 bytes (GL's default alignment, as
    /// the caller expects it) reads each row from its padded start.
    @Test func aLaterUploadWithTheDefaultAlignmentReadsPaddedRows() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        _ = CoverageTexture(width: 5, height: 2, coverage: Self.marked(10))
        let padded: [UInt8] = [10, 20, 30, 0, 40, 50, 60, 0]
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        defer { glDeleteTextures(1, &texture) }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R8, 3, 2, 0, GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), padded)
        #expect(Self.red(texture, width: 3, height: 2) == [10, 20, 30, 40, 50, 60])
    }
}

import CGLES3
import KiteGLTestSupport
import KiteTestSupport
import Testing

@testable import KiteGL

/// `TextureCopy` against `glBlitFramebuffer` with `GL_NEAREST` (what it replaces) and against the source's own
/// bytes: every pixel of every size, translucent and odd values included, whatever state the caller left on.
@Suite(.usesGL) struct TextureCopyTests {
    /// Seeded bytes (`MMIXGenerator`'s top byte): every value of every channel turns up, so a filter, a half-texel
    /// shift, a blend or a colour conversion would show.
    static func bytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = MMIXGenerator(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next() >> 56) }
    }

    /// A sampled target holding `pixels` (RGBA rows, bottom row first, as `glReadPixels` gives them).
    static func source(width: Int, height: Int, pixels: [UInt8]) throws -> OffscreenTarget {
        let target = try OffscreenTarget(width: width, height: height, sampled: true)
        glBindTexture(GLenum(GL_TEXTURE_2D), target.colorTexture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA),
            GLenum(GL_UNSIGNED_BYTE), pixels)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return target
    }

    /// `target`'s bytes as GL holds them (bottom row first, no alpha conversion), unlike `Pixels`, which
    /// un-premultiplies.
    static func read(_ target: OffscreenTarget) -> [UInt8] {
        target.bind()
        var bytes = [UInt8](repeating: 0, count: target.width * target.height * 4)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(
            0, 0, GLsizei(target.width), GLsizei(target.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
        return bytes
    }

    /// How many bytes differ, for a short failure message.
    static func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).count { $0 != $1 } : max(a.count, b.count)
    }

    @Test(arguments: [(1, 1), (2, 3), (37, 23), (256, 128), (301, 199)])
    func copiesEveryPixelAsTheBlitDoes(size: (Int, Int)) throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let (w, h) = size
        let pixels = Self.bytes(count: w * h * 4, seed: UInt64(w * 1000 + h))
        let source = try Self.source(width: w, height: h, pixels: pixels)
        #expect(Self.differing(Self.read(source), pixels) == 0, "the source holds the bytes uploaded")
        let copied = try OffscreenTarget(width: w, height: h)
        let blitted = try OffscreenTarget(width: w, height: h)
        copied.bind()
        try TextureCopy().copy(source)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), blitted.framebuffer)
        let (gw, gh) = (GLint(w), GLint(h))
        glBlitFramebuffer(0, 0, gw, gh, 0, 0, gw, gh, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        let blit = Self.read(blitted)
        #expect(Self.differing(blit, pixels) == 0, "the blit is an exact copy too")
        #expect(Self.differing(Self.read(copied), blit) == 0)
    }

    /// A copy in the middle of a frame: blending, scissor, stencil test, a partial colour mask and another
    /// viewport, program, vertex array and texture are on; the copy ignores them all and puts them back.
    @Test func ignoresAndRestoresTheCallersState() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let (w, h) = (64, 48)
        let pixels = Self.bytes(count: w * h * 4, seed: 7)
        let source = try Self.source(width: w, height: h, pixels: pixels)
        let destination = try OffscreenTarget(width: w, height: h, stencil: true)
        let other = try OffscreenTarget(width: 4, height: 4, sampled: true)
        let program = try ShaderProgram(
            name: "textured-quad", vertex: ShaderSources.texturedQuadVert, fragment: ShaderSources.texturedQuadFrag)
        var vertexArray: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        defer { glDeleteVertexArrays(1, &vertexArray) }
        destination.bind()
        glClearColor(0.2, 0.4, 0.6, 0.8)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(3, 5, 7, 9)
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilFunc(GLenum(GL_NEVER), 0, 0xFF)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_FALSE), GLboolean(GL_TRUE), GLboolean(GL_FALSE))
        glViewport(1, 2, 10, 11)
        program.use()
        glBindVertexArray(vertexArray)
        glActiveTexture(GLenum(GL_TEXTURE2))
        glBindTexture(GLenum(GL_TEXTURE_2D), other.colorTexture)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), other.colorTexture)
        try TextureCopy().copy(source)

        func integer(_ name: Int32) -> GLint {
            var value: GLint = 0
            glGetIntegerv(GLenum(name), &value)
            return value
        }
        #expect(glIsEnabled(GLenum(GL_BLEND)) == GLboolean(GL_TRUE))
        #expect(glIsEnabled(GLenum(GL_SCISSOR_TEST)) == GLboolean(GL_TRUE))
        #expect(glIsEnabled(GLenum(GL_STENCIL_TEST)) == GLboolean(GL_TRUE))
        #expect(glIsEnabled(GLenum(GL_DEPTH_TEST)) == GLboolean(GL_FALSE))
        var mask = [GLboolean](repeating: 9, count: 4)
        glGetBooleanv(GLenum(GL_COLOR_WRITEMASK), &mask)
        #expect(mask == [1, 0, 1, 0])
        var viewport = [GLint](repeating: 0, count: 4)
        glGetIntegerv(GLenum(GL_VIEWPORT), &viewport)
        #expect(viewport == [1, 2, 10, 11])
        #expect(integer(GL_CURRENT_PROGRAM) == GLint(program.program))
        #expect(integer(GL_VERTEX_ARRAY_BINDING) == GLint(vertexArray))
        #expect(integer(GL_ACTIVE_TEXTURE) == GL_TEXTURE0)
        #expect(integer(GL_TEXTURE_BINDING_2D) == GLint(other.colorTexture))
        #expect(integer(GL_DRAW_FRAMEBUFFER_BINDING) == GLint(destination.framebuffer))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        #expect(Self.differing(Self.read(destination), pixels) == 0)
    }

    /// The program is compiled once, by `prepare()` or the first copy, and a target's colour texture is deleted
    /// with it.
    @Test func preparesOnceAndSampledTargetsOwnTheirTexture() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let copier = TextureCopy()
        try copier.prepare()
        try copier.prepare()
        var texture: GLuint = 0
        do {
            let target = try OffscreenTarget(width: 8, height: 8, stencil: true, sampled: true)
            texture = target.colorTexture
            #expect(target.renderbuffer == 0 && texture != 0 && glIsTexture(texture) == GLboolean(GL_TRUE))
        }
        #expect(glIsTexture(texture) == GLboolean(GL_FALSE))
        let plain = try OffscreenTarget(width: 8, height: 8)
        #expect(plain.colorTexture == 0 && plain.renderbuffer != 0)
    }
}

import CGLES3

/// Copies a sampled `OffscreenTarget` whole into the bound framebuffer of the same size with one triangle of a tiny
/// program of its own (`texture-copy`): each pixel takes the texel at its own integer coordinates (`texelFetch` at
/// `gl_FragCoord`, so no filter, no half-texel offset), with blending, scissor, stencil and depth tests off. The
/// pixels are those `glBlitFramebuffer` with `GL_NEAREST` gives, byte for byte.
///
/// Why not the blit: Mesa's software rasteriser (llvmpipe) does a blit into a window's buffer with shaders of its
/// own (`u_blitter`), which it generates and compiles with LLVM the first time, 45-70 ms of CPU on a loaded
/// two-core machine, with no disk cache for them. This program is compiled like Kite's others (from Mesa's shader
/// cache when warm) and reads no varying, so its first draw costs little more than an ordinary variant's.
///
/// Create it with a GL context current and use it on that context's thread. `copy` leaves every GL state it
/// touches as it found it, except that the target framebuffer's pixels are replaced.
public final class TextureCopy {
    /// The program, compiled and linked by `prepare()` or the first `copy`.
    private var program: ShaderProgram?
    /// An empty vertex array: the vertex shader reads only `gl_VertexID`.
    private var vertexArray: GLuint = 0
    /// The texture unit the source is bound to during a copy; its former binding is put back after.
    static let unit = GLenum(GL_TEXTURE0)

    public init() {}

    deinit {
        if vertexArray != 0 { glDeleteVertexArrays(1, &vertexArray) }
    }

    /// Compiles and links the program now, so that the first `copy` only draws; does nothing the second time.
    /// Throws `GLError.shaderCompile` / `.programLink` with the driver's log.
    public func prepare() throws {
        guard program == nil else { return }
        let made = try ShaderProgram(
            name: "texture-copy", vertex: ShaderSources.textureCopyVert, fragment: ShaderSources.textureCopyFrag)
        glGenVertexArrays(1, &vertexArray)
        program = made
    }

    /// Copies `source` (made with `sampled: true`) whole into the bound framebuffer, which has `source`'s size.
    /// Throws as `prepare()` does on the first call.
    public func copy(_ source: OffscreenTarget) throws {
        precondition(source.colorTexture != 0, "TextureCopy needs a target made with sampled: true")
        try prepare()
        guard let program else { return }
        let saved = SavedState()
        defer { saved.restore() }
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_DEPTH_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glViewport(0, 0, GLsizei(source.width), GLsizei(source.height))
        glActiveTexture(Self.unit)
        glBindTexture(GLenum(GL_TEXTURE_2D), source.colorTexture)
        program.use()
        glUniform1i(program.uniform("u_source"), GLint(Self.unit - GLenum(GL_TEXTURE0)))
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
    }

    /// The GL state a copy changes, read before it and put back after.
    private struct SavedState {
        var program: GLint = 0
        var vertexArray: GLint = 0
        var activeTexture: GLint = 0
        var texture: GLint = 0
        var viewport = SIMD4<GLint>()
        var colorMask = SIMD4<GLboolean>()
        /// Whether blending, the scissor, stencil and depth tests were on (no array: a copy runs every frame and
        /// allocates nothing).
        var enabled = SIMD4<GLboolean>()
        static let capabilities = SIMD4<GLenum>(
            GLenum(GL_BLEND), GLenum(GL_SCISSOR_TEST), GLenum(GL_STENCIL_TEST), GLenum(GL_DEPTH_TEST))

        init() {
            glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &program)
            glGetIntegerv(GLenum(GL_VERTEX_ARRAY_BINDING), &vertexArray)
            glGetIntegerv(GLenum(GL_ACTIVE_TEXTURE), &activeTexture)
            glActiveTexture(TextureCopy.unit)
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &texture)
            withUnsafeMutableBytes(of: &viewport) {
                glGetIntegerv(GLenum(GL_VIEWPORT), $0.baseAddress!.assumingMemoryBound(to: GLint.self))
            }
            withUnsafeMutableBytes(of: &colorMask) {
                glGetBooleanv(GLenum(GL_COLOR_WRITEMASK), $0.baseAddress!.assumingMemoryBound(to: GLboolean.self))
            }
            for i in 0..<4 { enabled[i] = glIsEnabled(Self.capabilities[i]) }
        }

        func restore() {
            for i in 0..<4 {
                if enabled[i] != GLboolean(GL_FALSE) {
                    glEnable(Self.capabilities[i])
                } else {
                    glDisable(Self.capabilities[i])
                }
            }
            glColorMask(colorMask[0], colorMask[1], colorMask[2], colorMask[3])
            glViewport(viewport[0], viewport[1], viewport[2], viewport[3])
            glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(texture))
            glActiveTexture(GLenum(activeTexture))
            glBindVertexArray(GLuint(vertexArray))
            glUseProgram(GLuint(program))
        }
    }
}

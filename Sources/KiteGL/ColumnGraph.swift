import CGLES3
import KiteGeometry

/// A bar graph of up to `maxColumns` columns, each with four stacked segments, drawn as a single quad whose fragment
/// shader looks its column up in a float texture. A frame-time graph costs one small texture upload and one quad
/// instead of a quad per bar (each quad costs about a microsecond of vertex work on llvmpipe).
///
/// Use one graph per plot: the column textures rotate through a small ring, because rewriting a texture that a
/// draw not yet rasterised still reads makes the driver finish that draw first (llvmpipe waits on the CPU).
public final class ColumnGraph {
    public let maxColumns: Int
    private let program: ShaderProgram
    private let quad = UnitQuad()
    /// Textures used in turn, so an upload never waits for a draw still reading the previous contents.
    private var textures = [GLuint](repeating: 0, count: 3)
    private var nextTexture = 0

    /// A graph for up to `maxColumns` (1...4096) columns.
    public init(maxColumns: Int) throws {
        precondition((1...4096).contains(maxColumns), "ColumnGraph columns must be in 1...4096, got \(maxColumns)")
        self.maxColumns = maxColumns
        program = try ShaderProgram(
            name: "column-graph", vertex: ShaderSources.quadVert, fragment: ShaderSources.columnGraphFrag)
        glGenTextures(GLsizei(textures.count), &textures)
        for texture in textures {
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA32F), GLsizei(maxColumns), 1)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        }
    }

    deinit {
        glDeleteTextures(GLsizei(textures.count), &textures)
    }

    /// Draws `columns` (4 floats per column: the tops of the stacked segments as fractions of the height, each at
    /// least the one before; `columns.count / 4` columns, at most `maxColumns`) across `rect` (device pixels) with one
    /// premultiplied-blended colour per segment.
    public func draw(
        columns: [Float], in rect: Rect, colors: (Color, Color, Color, Color), viewportWidth: Int, viewportHeight: Int
    ) {
        let count = min(maxColumns, columns.count / 4)
        guard count > 0 else { return }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), textures[nextTexture])
        nextTexture = (nextTexture + 1) % textures.count
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(count), 1, GLenum(GL_RGBA), GLenum(GL_FLOAT), columns)
        glViewport(0, 0, GLsizei(viewportWidth), GLsizei(viewportHeight))
        program.useBlendingPremultiplied(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        glUniform4f(program.uniform("u_rect"), 0, 0, 1, 1)
        // The unit square scaled and moved onto `rect`; a tuple, not an array, so no allocation per draw.
        var m: (Float, Float, Float, Float, Float, Float, Float, Float, Float) = (
            Float(rect.width), 0, 0, 0, Float(rect.height), 0, Float(rect.minX), Float(rect.minY), 1
        )
        withUnsafeBytes(of: &m) { bytes in
            glUniformMatrix3fv(
                program.uniform("u_transform"), 1, GLboolean(GL_FALSE), bytes.bindMemory(to: Float.self).baseAddress)
        }
        glUniform1i(program.uniform("u_columns"), 0)
        glUniform1i(program.uniform("u_count"), GLint(count))
        setColors(colors)
        quad.draw()
    }

    private func setColors(_ c: (Color, Color, Color, Color)) {
        var values: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) = (
            Self.premultiplied(c.0), Self.premultiplied(c.1), Self.premultiplied(c.2), Self.premultiplied(c.3)
        )
        withUnsafeBytes(of: &values) { bytes in
            glUniform4fv(program.uniform("u_colors[0]"), 4, bytes.bindMemory(to: Float.self).baseAddress)
        }
    }

    private static func premultiplied(_ color: Color) -> SIMD4<Float> {
        let p = color.premultiplied
        return SIMD4(Float(p.0), Float(p.1), Float(p.2), Float(p.3))
    }
}

import CGLES3
import KiteGeometry

/// Draws filled rounded rectangles as SDFs: the one primitive the foundation's placeholder scene needs.
/// The full layer renderer replaces it as the scene grows.
public final class RoundedRectPainter {
    private let program: ShaderProgram
    private let quad = UnitQuad()

    public init() throws {
        program = try ShaderProgram(
            name: "rounded-rect", vertex: ShaderSources.quadVert, fragment: ShaderSources.roundedRectFrag)
    }

    /// Clears the bound framebuffer (`viewport` device pixels) to `color` and sets premultiplied blending.
    public func begin(viewportWidth: Int, viewportHeight: Int, clearColor color: Color) {
        glViewport(0, 0, GLsizei(viewportWidth), GLsizei(viewportHeight))
        let (r, g, b, a) = color.premultiplied
        glClearColor(Float(r), Float(g), Float(b), Float(a))
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        program.useBlendingPremultiplied(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        quad.bind()
    }

    /// Fills `rect` (local units) with `cornerRadius`, mapped to device pixels by `transform`.
    public func fill(_ rect: Rect, cornerRadius: Double, color: Color, transform: AffineTransform) {
        // Pad the quad by a pixel's worth so the anti-aliased edge is not cut off.
        let pad = 2 / max(1e-6, abs(transform.determinant).squareRoot())
        let quad = rect.insetBy(dx: -pad, dy: -pad)
        glUniform4f(
            program.uniform("u_rect"), Float(quad.minX), Float(quad.minY), Float(quad.width), Float(quad.height))
        let t = transform
        let m: [Float] = [Float(t.a), Float(t.b), 0, Float(t.c), Float(t.d), 0, Float(t.tx), Float(t.ty), 1]
        glUniformMatrix3fv(program.uniform("u_transform"), 1, GLboolean(GL_FALSE), m)
        glUniform4f(
            program.uniform("u_box"), Float(rect.midX), Float(rect.midY), Float(rect.width / 2),
            Float(rect.height / 2))
        glUniform1f(program.uniform("u_radius"), Float(min(cornerRadius, min(rect.width, rect.height) / 2)))
        let (r, g, b, a) = color.premultiplied
        glUniform4f(program.uniform("u_color"), Float(r), Float(g), Float(b), Float(a))
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }

    /// Waits for the GPU to finish the frame's commands (for read-back and for honest CPU timing of submit).
    public func finish() { glFinish() }
}

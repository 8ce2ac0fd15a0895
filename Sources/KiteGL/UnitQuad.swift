import CGLES3

/// The unit square (0, 0)...(1, 1) as a four-vertex triangle strip in attribute 0, for programs whose vertex shader
/// (`quad.vert`) places it: one vertex array and buffer, deleted with the value's owner.
final class UnitQuad {
    private var vao: GLuint = 0
    private var vbo: GLuint = 0

    /// Uploads the four corners; needs a current context.
    init() {
        let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]
        glGenVertexArrays(1, &vao)
        glGenBuffers(1, &vbo)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        glBufferData(GLenum(GL_ARRAY_BUFFER), corners.count * 4, corners, GLenum(GL_STATIC_DRAW))
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteBuffers(1, &vbo)
        glDeleteVertexArrays(1, &vao)
    }

    /// Binds the vertex array, for several draws of the square (`glDrawArrays(GL_TRIANGLE_STRIP, 0, 4)` each).
    func bind() { glBindVertexArray(vao) }

    /// Draws the square with the current program, then unbinds the vertex array.
    func draw() {
        glBindVertexArray(vao)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        glBindVertexArray(0)
    }
}

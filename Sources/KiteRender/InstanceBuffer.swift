import CGLES3

/// A vertex array whose attributes 0..<`vec4Count` are per-instance vec4s read from one buffer. The buffer grows
/// (doubling) and is otherwise reused, so a steady frame uploads without reallocating; a draw of instances
/// `first..<first+count` points the attributes at `first` (GLES 3 has no base instance).
final class InstanceBuffer {
    let vec4Count: Int
    private var vao: GLuint = 0
    private var vbo: GLuint = 0
    private var capacityBytes = 0
    private var boundFirst = -1

    init(vec4Count: Int) {
        self.vec4Count = vec4Count
        glGenVertexArrays(1, &vao)
        glGenBuffers(1, &vbo)
        glBindVertexArray(vao)
        for i in 0..<vec4Count {
            glEnableVertexAttribArray(GLuint(i))
            glVertexAttribDivisor(GLuint(i), 1)
        }
        glBindVertexArray(0)
    }

    deinit {
        glDeleteBuffers(1, &vbo)
        glDeleteVertexArrays(1, &vao)
    }

    var strideBytes: Int { vec4Count * 16 }

    /// Replaces the buffer's contents with `bytes` (instances laid out back to back).
    func upload(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count > 0 else { return }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        if bytes.count > capacityBytes {
            capacityBytes = max(bytes.count, capacityBytes * 2)
            glBufferData(GLenum(GL_ARRAY_BUFFER), capacityBytes, nil, GLenum(GL_DYNAMIC_DRAW))
        }
        glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes.count, bytes.baseAddress)
        boundFirst = -1
    }

    /// Binds the vertex array with the attributes starting at instance `first`.
    func bind(first: Int) {
        glBindVertexArray(vao)
        guard first != boundFirst else { return }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        for i in 0..<vec4Count {
            glVertexAttribPointer(
                GLuint(i), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(strideBytes),
                UnsafeRawPointer(bitPattern: first * strideBytes + i * 16))
        }
        boundFirst = first
    }

    /// Draws `count` instances of a four-vertex triangle strip starting at instance `first`.
    func draw(first: Int, count: Int) {
        guard count > 0 else { return }
        bind(first: first)
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(count))
    }
}

import CGLES3

/// How the executor hands a clip to GL: the clipped programs' uniforms and the scissor box.
extension ClipState {
    /// Sets the clip uniforms of `program` (which is in use).
    func apply(to program: RenderProgram) {
        let m = fromDevice
        // A tuple, not an array: this runs for every clip change of every frame and must not allocate.
        var matrix = (
            Float(m.a), Float(m.b), Float(0), Float(m.c), Float(m.d), Float(0), Float(m.tx), Float(m.ty), Float(1)
        )
        withUnsafePointer(to: &matrix) { pointer in
            // Safe: nine contiguous Floats (a homogeneous tuple), read during the call only.
            pointer.withMemoryRebound(to: Float.self, capacity: 9) {
                glUniformMatrix3fv(program.clipFromDevice, 1, GLboolean(GL_FALSE), $0)
            }
        }
        glUniform4f(program.clipBox, box.x, box.y, box.z, box.w)
        glUniform1f(program.clipRadius, radius)
        glUniform1f(program.clipScale, scale)
    }

    /// Limits drawing to the scissor box.
    func scissor(viewportHeight: Int) {
        let s = scissor
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(s.x0), GLint(Int32(viewportHeight) - s.y1), GLsizei(s.x1 - s.x0), GLsizei(s.y1 - s.y0))
    }
}

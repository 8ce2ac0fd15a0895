import CGLES3
import KiteGL

extension SceneRenderer {
    /// Uploads the frame's instances and issues its commands in order.
    func execute(viewportWidth: Int, viewportHeight: Int) {
        drawCallCount = 0
        strokes.withUnsafeBytes { strokeBuffer.upload($0) }
        shapes.withUnsafeBytes { shapeBuffer.upload($0) }
        fills.withUnsafeBytes { fillBuffer.upload($0) }
        shadows.withUnsafeBytes { shadowBuffer.upload($0) }
        edgeTexture.upload(fillEdges)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DEPTH_TEST))
        let programs = [strokeProgram, shapeProgram, fillProgram, shadowProgram]
        for program in programs {
            program.program.use()
            glUniform2f(program.viewport, Float(viewportWidth), Float(viewportHeight))
            program.appliedClip = nil
        }
        fillProgram.program.use()
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), edgeTexture.texture)
        glUniform1i(fillProgram.uniform("u_edges"), 0)
        var current: RenderProgram?
        func use(_ program: RenderProgram, clip: Int?) {
            if current !== program {
                program.program.use()
                current = program
            }
            if program.appliedClip != .some(clip) {
                if let clip {
                    clips[clip].apply(to: program, viewportHeight: viewportHeight)
                } else {
                    ClipState.disable(for: program)
                }
                program.appliedClip = .some(clip)
                for other in programs where other !== program { other.appliedClip = nil }
            }
        }
        for command in commands {
            switch command {
            case .strokes(let first, let count, let clip):
                use(strokeProgram, clip: clip)
                glUniform1i(strokeProgram.uniform("u_pass"), 0)
                strokeBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .translucentStroke(let first, let count, let clip):
                use(strokeProgram, clip: clip)
                drawTranslucent(first: first, count: count)
            case .shapes(let first, let count, let clip):
                use(shapeProgram, clip: clip)
                shapeBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .fills(let first, let count, let clip):
                use(fillProgram, clip: clip)
                fillBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .shadows(let first, let count, let clip):
                use(shadowProgram, clip: clip)
                shadowBuffer.draw(first: first, count: count)
                drawCallCount += 1
            }
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindVertexArray(0)
    }

    /// A translucent path blends each pixel once: first its fully covered pixels, each marking the stencil with
    /// this path's reference, then its edge pixels where no piece of the path has drawn yet.
    private func drawTranslucent(first: Int, count: Int) {
        stencilReference += 1
        if stencilReference > 255 {
            glStencilMask(0xFF)
            glClearStencil(0)
            glClear(GLbitfield(GL_STENCIL_BUFFER_BIT))
            stencilReference = 1
        }
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        glStencilFunc(GLenum(GL_NOTEQUAL), stencilReference, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_REPLACE))
        let pass = strokeProgram.uniform("u_pass")
        for p in [GLint(1), 2] {
            glUniform1i(pass, p)
            strokeBuffer.draw(first: first, count: count)
            drawCallCount += 1
        }
        glDisable(GLenum(GL_STENCIL_TEST))
    }
}

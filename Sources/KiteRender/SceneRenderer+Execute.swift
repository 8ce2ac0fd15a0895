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
        flats.withUnsafeBytes { flatBuffer.upload($0) }
        edgeTexture.upload(fillEdges)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_SCISSOR_TEST))
        prepare(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        var current: RenderProgram?
        var scissorClip: Int?
        func use(_ pair: ProgramPair, clip: Int?) -> RenderProgram {
            let program = clip == nil ? pair.plain : pair.clipped
            if current !== program {
                program.program.use()
                current = program
            }
            if let clip, program.appliedClip != clip {
                clips[clip].apply(to: program)
                program.appliedClip = clip
            }
            if scissorClip != clip {
                if let clip {
                    clips[clip].scissor(viewportHeight: viewportHeight)
                } else {
                    glDisable(GLenum(GL_SCISSOR_TEST))
                }
                scissorClip = clip
            }
            return program
        }
        for command in commands {
            switch command {
            case .strokes(let first, let count, let clip):
                glUniform1i(use(strokeProgram, clip: clip).pass, 0)
                strokeBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .translucentStroke(let first, let count, let clip):
                drawTranslucent(first: first, count: count, program: use(strokeProgram, clip: clip))
            case .shapes(let first, let count, let clip):
                _ = use(shapeProgram, clip: clip)
                shapeBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .flats(let first, let count, let clip):
                _ = use(flatProgram, clip: clip)
                flatBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .fills(let first, let count, let clip):
                _ = use(fillProgram, clip: clip)
                fillBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .shadows(let first, let count, let clip):
                _ = use(shadowProgram, clip: clip)
                shadowBuffer.draw(first: first, count: count)
                drawCallCount += 1
            }
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindVertexArray(0)
    }

    /// Per-frame uniforms of every program, and the fill programs' edge texture.
    private func prepare(viewportWidth: Int, viewportHeight: Int) {
        for pair in [strokeProgram, shapeProgram, fillProgram, shadowProgram, flatProgram] {
            for program in pair.both {
                program.program.use()
                glUniform2f(program.viewport, Float(viewportWidth), Float(viewportHeight))
                program.appliedClip = nil
            }
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), edgeTexture.texture)
        for program in fillProgram.both {
            program.program.use()
            glUniform1i(program.uniform("u_edges"), 0)
        }
    }

    /// A translucent path blends each pixel once: first its fully covered pixels, each marking the stencil with
    /// this path's reference, then its edge pixels where no piece of the path has drawn yet.
    private func drawTranslucent(first: Int, count: Int, program: RenderProgram) {
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
        for pass in [GLint(1), 2] {
            glUniform1i(program.pass, pass)
            strokeBuffer.draw(first: first, count: count)
            drawCallCount += 1
        }
        glDisable(GLenum(GL_STENCIL_TEST))
    }
}

import CGLES3
import KiteGL
import KiteScene

extension SceneRenderer {
    /// Uploads the frame's instances (for a frame drawing lines, its flats split into quads and lines), glyph
    /// atlases, fill edges and overlap lists.
    func upload(viewportWidth: Int, viewportHeight: Int) {
        drawCallCount = 0
        let frame = encoder
        strokeVertices.upload(frame.strokes)
        frame.shapes.withUnsafeBytes { shapeBuffer.upload($0) }
        frame.fills.withUnsafeBytes { fillBuffer.upload($0) }
        frame.fillMasks.withUnsafeBytes { fillMaskBuffer.upload($0) }
        frame.shadows.withUnsafeBytes { shadowBuffer.upload($0) }
        uploadFlats(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        frame.texts.withUnsafeBytes { textBuffer.upload($0) }
        glyphTextures.releaseUnused(by: frame.glyphAtlases)
        edgeTexture.upload(frame.fillEdges)
        if !frame.fillMaskBytes.isEmpty {
            glActiveTexture(GLenum(GL_TEXTURE4))
            maskTexture.upload(frame.fillMaskBytes)
            glActiveTexture(GLenum(GL_TEXTURE0))
        }
        if !frame.overlapTexels.isEmpty {
            overlapTexture.upload(frame.overlapTexels)
            glActiveTexture(GLenum(GL_TEXTURE3))
            glBindTexture(GLenum(GL_TEXTURE_2D), overlapTexture.texture)
            glActiveTexture(GLenum(GL_TEXTURE0))
        }
    }

    /// Issues the uploaded frame's commands in order, from command `first` up to `end` (default: the last); under a
    /// damage scissor, only those that meet it, each narrowed to its instances that do (`DamageCulling`). With
    /// `firstPlanned`, command `first` is drawn as the clear plan's quads (`clearPlan`; default false).
    /// Throws `GLError.shaderCompile` / `.programLink` when a program drawn with for the first time fails to compile.
    func execute(
        from first: Int, to end: Int? = nil, viewportWidth: Int, viewportHeight: Int, firstPlanned: Bool = false
    ) throws {
        let frame = encoder
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DEPTH_TEST))
        stencilBounds = frame.translucentStrokeBounds(fromCommand: first, width: viewportWidth, height: viewportHeight)
        stencilReference = 255
        restoreDamageScissor(viewportHeight: viewportHeight)
        prepare(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        // `submit` set the framebuffer's own viewport.
        strokeViewportSet = false
        var target: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &target)
        var current: RenderProgram?
        var scissorClip: Int?
        // Where the next command's split (`FlatLines.split(of:cursor:)`) is looked for.
        var splitCursor = 0
        func use(_ pair: ProgramPair, clip: Int?) throws -> RenderProgram {
            let clipped = clip != nil || drawsWithFewestVariants
            let program = try drawsWithFewestVariants ? pair.shared : clip != nil ? pair.clipped : pair.plain
            if current !== program {
                bind(program, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
                current = program
            }
            if clipped, program.appliedClip != clip ?? Self.everywhereClip {
                (clip.map { frame.clips[$0] } ?? .everywhere).apply(to: program)
                program.appliedClip = clip ?? Self.everywhereClip
            }
            if scissorClip != clip {
                if let clip {
                    frame.clips[clip].scissor(viewportHeight: viewportHeight)
                } else {
                    restoreDamageScissor(viewportHeight: viewportHeight)
                }
                scissorClip = clip
            }
            return program
        }
        let commandStart = first
        for (index, whole) in zip(first..., frame.commands[first..<(end ?? frame.commands.count)]) {
            if firstPlanned && index == commandStart {
                // The background around the interiors the clear drew, then the command's other quads: opaque.
                _ = try use(flatProgram, clip: nil)
                glDisable(GLenum(GL_BLEND))
                drawFlats(
                    first: 0, count: clearPlan.quads.count, quads: clearPlanBuffer,
                    split: flatLineUploads.plan.splits.first,
                    lines: flatLineUploads.plan, from: flatLineUploads.planBuffer)
                glEnable(GLenum(GL_BLEND))
                continue
            }
            guard let command = culled(whole) else { continue }
            useStrokeViewport(Self.drawsStrokes(command), viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            switch command {
            case .strokes(let first, let count, let clip, let kind):
                glUniform1i(try use(strokeProgram(for: kind), clip: clip).pass, 0)
                strokeVertices.draw(frame.strokes, first: first, count: count)
                drawCallCount += 1
            case .translucentStroke(let first, let count, let clip, let lines):
                if beginTranslucent(viewportHeight: viewportHeight) {
                    // The stencil clear moved the scissor: back to what the last draw had.
                    if let scissorClip {
                        frame.clips[scissorClip].scissor(viewportHeight: viewportHeight)
                    } else {
                        restoreDamageScissor(viewportHeight: viewportHeight)
                    }
                }
                for pass in GLint(1)...2 {
                    if lines > 0 {
                        glUniform1i(try use(lineProgram, clip: clip).pass, pass)
                        strokeVertices.draw(frame.strokes, first: first, count: lines)
                        drawCallCount += 1
                    }
                    if count > lines {
                        glUniform1i(try use(strokeProgram, clip: clip).pass, pass)
                        strokeVertices.draw(frame.strokes, first: first + lines, count: count - lines)
                        drawCallCount += 1
                    }
                }
                glDisable(GLenum(GL_STENCIL_TEST))
            case .shapes(let first, let count, let clip, let kind):
                // The general program draws round-cornered shapes and borders too (the same coverage, with the
                // sharp-box test and the inner edge paid for on every pixel).
                let pair =
                    switch drawsWithFewestVariants ? .general : kind {
                    case .round: roundShapeProgram
                    case .roundBorder: roundBorderProgram
                    case .general: shapeProgram
                    }
                _ = try use(pair, clip: clip)
                shapeBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .flats(let first, let count, let clip, let opaque):
                _ = try use(flatProgram, clip: clip)
                // Opaque interiors replace what is under them: no blending, about 4x cheaper on llvmpipe.
                if opaque { glDisable(GLenum(GL_BLEND)) }
                drawFlats(
                    first: first, count: count, quads: flatBuffer,
                    split: flatLineUploads.flats.split(of: index, cursor: &splitCursor), lines: flatLineUploads.flats,
                    from: flatLineUploads.flatBuffer)
                if opaque { glEnable(GLenum(GL_BLEND)) }
            case .ramps(let first, let count, let clip):
                _ = try use(rampProgram, clip: clip)
                flatBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .fills(let first, let count, let clip):
                _ = try use(fillProgram, clip: clip)
                fillBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .fillMasks(let first, let count, let clip):
                _ = try use(fillMaskProgram, clip: clip)
                fillMaskBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .pathShadow(let index, let clip):
                try drawPathShadow(
                    frame.pathShadows[index], clip: clip, target: GLuint(target), viewportWidth: viewportWidth,
                    viewportHeight: viewportHeight)
                // The passes switched programs, framebuffers and the scissor: start afresh.
                current = nil
                scissorClip = nil
                restoreDamageScissor(viewportHeight: viewportHeight)
            case .shadows(let first, let count, let clip):
                _ = try use(shadowProgram, clip: clip)
                shadowBuffer.draw(first: first, count: count)
                drawCallCount += 1
            case .text(let first, let count, let clip, let atlas):
                _ = try use(textProgram, clip: clip)
                glActiveTexture(GLenum(GL_TEXTURE2))
                glBindTexture(
                    GLenum(GL_TEXTURE_2D), glyphTextures.texture(for: frame.glyphAtlases.entries[atlas]).texture)
                glActiveTexture(GLenum(GL_TEXTURE0))
                textBuffer.draw(first: first, count: count)
                drawCallCount += 1
            }
        }
        useStrokeViewport(false, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        // The context's default line width again, for whoever draws lines next.
        if flatLineUploads.hasLines { glLineWidth(1) }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindVertexArray(0)
        // No program stays current between frames: a renderer released while one of its programs is current has
        // that program only flagged for deletion (OpenGL ES 3.2 specification, 7.3), deleted whenever the context
        // next binds another, perhaps by a new renderer between compiling its own programs (which may then reuse
        // the freed names).
        glUseProgram(0)
    }

    /// How many pixels a stroke draw's GL viewport reaches past each edge of a `viewportWidth` x `viewportHeight`
    /// framebuffer on this context (`maxViewportSide`).
    func strokeViewportMargin(viewportWidth: Int, viewportHeight: Int) -> Int {
        Self.strokeViewportMargin(
            viewportWidth: viewportWidth, viewportHeight: viewportHeight, maxViewportSide: maxViewportSide)
    }

    /// How many pixels a stroke draw's GL viewport reaches past each edge of a `viewportWidth` x `viewportHeight`
    /// framebuffer where viewports may be at most `maxViewportSide` pixels on a side: `strokeViewportReach`, less
    /// where that does not fit (0 at worst, which draws the same pixels with more clipping).
    static func strokeViewportMargin(viewportWidth: Int, viewportHeight: Int, maxViewportSide: Int) -> Int {
        max(0, min(strokeViewportReach, (maxViewportSide - max(viewportWidth, viewportHeight)) / 2))
    }

    /// The margin a stroke viewport aims for, device pixels (1024). Stroke boxes are drawn whole, and a box
    /// reaching past the viewport's edge would be clipped by the vertex stage; on llvmpipe that clipping runs on the
    /// issuing thread for the whole batch of vertices the box is in (on Scenes/cubics-1000.svg 11% of the pieces
    /// reach past an edge, and clipping took a quarter of the issuing thread's time). A viewport larger than the
    /// framebuffer by this much on every side, with `Shaders/stroke.vert` placing vertices within it (`u_margin`),
    /// leaves the same pixels in the framebuffer and nothing to clip but boxes reaching further.
    static let strokeViewportReach = 1024

    /// Whether `command` draws with a stroke program into the framebuffer (a path's shadow draws its strokes into a
    /// scratch target and sets their viewport itself).
    private static func drawsStrokes(_ command: RenderCommand) -> Bool {
        switch command {
        case .strokes, .translucentStroke: true
        default: false
        }
    }

    /// Sets the GL viewport to the stroke programs' (`strokeViewportMargin` past every side) when `strokes`, else
    /// to the framebuffer's, if it is not that already.
    func useStrokeViewport(_ strokes: Bool, viewportWidth: Int, viewportHeight: Int) {
        guard strokes != strokeViewportSet else { return }
        let margin = strokes ? strokeViewportMargin(viewportWidth: viewportWidth, viewportHeight: viewportHeight) : 0
        glViewport(
            GLint(-margin), GLint(-margin), GLsizei(viewportWidth + 2 * margin), GLsizei(viewportHeight + 2 * margin))
        strokeViewportSet = strokes
    }

    /// The program a `.strokes` command of `kind` draws with; `execute` and the warm-up's `variantNames` both ask
    /// here, so the two cannot disagree about which variant a stroke needs.
    func strokeProgram(for kind: RenderCommand.StrokeKind) -> ProgramPair {
        switch kind {
        case .lines: lineProgram
        case .curves: strokeProgram
        case .gentle: gentleProgram
        case .overlaps: overlapProgram
        case .oneOverlap: oneOverlapProgram
        }
    }

    /// Forgets every compiled program's clip uniforms, and binds the fill programs' edge texture.
    private func prepare(viewportWidth: Int, viewportHeight: Int) {
        for pair in programs {
            for program in pair.compiled { program.appliedClip = nil }
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), edgeTexture.texture)
    }

    /// The `appliedClip` of a clipped variant drawing an unclipped command (`ClipState.everywhere`).
    static let everywhereClip = -1

    /// Makes the variant of `pair` that draws without a clip current: the plain one, or with
    /// `drawsWithFewestVariants` the one for the first frames with a clip that covers everything.
    private func unclipped(_ pair: ProgramPair, viewportWidth: Int, viewportHeight: Int) throws -> RenderProgram {
        let program = try drawsWithFewestVariants ? pair.shared : pair.plain
        bind(program, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        if drawsWithFewestVariants && program.appliedClip != Self.everywhereClip {
            ClipState.everywhere.apply(to: program)
            program.appliedClip = Self.everywhereClip
        }
        return program
    }

    /// Makes `program` current with `u_viewport` set to the viewport. A program keeps its uniforms, so the value is
    /// set only when the size changed (or the program is new), not before every frame and damaged rectangle.
    private func bind(_ program: RenderProgram, viewportWidth: Int, viewportHeight: Int) {
        program.program.use()
        let viewport = SIMD2(Float(viewportWidth), Float(viewportHeight))
        guard program.viewportSize != viewport else { return }
        glUniform2f(program.viewport, viewport.x, viewport.y)
        glUniform1f(
            program.margin,
            Float(strokeViewportMargin(viewportWidth: viewportWidth, viewportHeight: viewportHeight)))
        program.viewportSize = viewport
    }

    /// A path's shadow: its silhouette drawn white into the first scratch texture, blurred across into the
    /// second, blurred down and tinted onto `target`; every pass is limited to the shadow's reach.
    private func drawPathShadow(
        _ shadow: PathShadow, clip: Int?, target: GLuint, viewportWidth: Int, viewportHeight: Int
    ) throws {
        let b = shadow.bounds
        let (x0, y0) = (max(b.x, 0), max(b.y, 0))
        let (x1, y1) = (min(b.z, Int32(viewportWidth)), min(b.w, Int32(viewportHeight)))
        guard x1 > x0, y1 > y0 else { return }
        shadowTarget.ensure(width: viewportWidth, height: viewportHeight)
        // Creating the scratch textures binds them on unit 0, where the fill program reads its edges.
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), edgeTexture.texture)
        // Each blur pass reads `radius` texels past the shadow's reach along its direction: those are cleared too,
        // or they would hold whatever the scratch texture held there (an earlier shadow, or on a GPU whatever memory
        // the new texture was given).
        let radius = Int(shadow.blurRadius)
        let (cx0, cy0) = (max(Int(x0) - radius, 0), max(Int(y0) - radius, 0))
        let (cx1, cy1) = (min(Int(x1) + radius, viewportWidth), min(Int(y1) + radius, viewportHeight))
        func clear(_ framebuffer: GLuint) {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glScissor(GLint(cx0), GLint(viewportHeight - cy1), GLsizei(cx1 - cx0), GLsizei(cy1 - cy0))
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glScissor(GLint(x0), GLint(Int32(viewportHeight) - y1), GLsizei(x1 - x0), GLsizei(y1 - y0))
        }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glClearColor(0, 0, 0, 0)
        clear(shadowTarget.framebuffers[0])
        if !shadow.strokes.isEmpty {
            let stroke = try unclipped(strokeProgram, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            glUniform1i(stroke.pass, 0)
            useStrokeViewport(true, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            strokeVertices.draw(encoder.strokes, first: shadow.strokes.lowerBound, count: shadow.strokes.count)
            useStrokeViewport(false, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            drawCallCount += 1
        }
        if !shadow.fills.isEmpty {
            _ = try unclipped(fillProgram, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            fillBuffer.draw(first: shadow.fills.lowerBound, count: shadow.fills.count)
            drawCallCount += 1
        }
        if !shadow.fillMasks.isEmpty {
            _ = try unclipped(fillMaskProgram, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            fillMaskBuffer.draw(first: shadow.fillMasks.lowerBound, count: shadow.fillMasks.count)
            drawCallCount += 1
        }
        glBindVertexArray(0)
        let rect = SIMD4<Float>(Float(x0), Float(y0), Float(x1), Float(y1))
        clear(shadowTarget.framebuffers[1])
        blur(
            from: shadowTarget.textures[0], across: true, shadow, rect, color: SIMD4(1, 1, 1, 1),
            program: try unclipped(blurProgram, viewportWidth: viewportWidth, viewportHeight: viewportHeight),
            viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
        limitToDamage(x0: x0, y0: y0, x1: x1, y1: y1, viewportHeight: viewportHeight)
        let program: RenderProgram
        if let clip {
            program = try blurProgram.clipped
            bind(program, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
            encoder.clips[clip].apply(to: program)
            program.appliedClip = clip
        } else {
            program = try unclipped(blurProgram, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        }
        blur(
            from: shadowTarget.textures[1], across: false, shadow, rect, color: shadow.color, program: program,
            viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), edgeTexture.texture)
    }

    /// One blur pass over `rect` (device pixels) reading `texture`.
    private func blur(
        from texture: GLuint, across: Bool, _ shadow: PathShadow, _ rect: SIMD4<Float>, color: SIMD4<Float>,
        program: RenderProgram, viewportWidth: Int, viewportHeight: Int
    ) {
        bind(program, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glUniform2i(program.uniform("u_direction"), across ? 1 : 0, across ? 0 : 1)
        glUniform1f(program.uniform("u_sigma"), max(shadow.sigma, 1e-3))
        glUniform1i(program.uniform("u_radius"), shadow.blurRadius)
        glUniform4f(program.uniform("u_color"), color.x, color.y, color.z, color.w)
        glUniform4f(program.uniform("u_rect"), rect.x, rect.y, rect.z, rect.w)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        drawCallCount += 1
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// A translucent path blends each pixel once: first its fully covered pixels (pass 1), each marking the
    /// stencil with this path's reference, then its edge pixels where no piece of the path has drawn yet (pass 2).
    /// Sets the stencil up for the path's passes; the caller disables the stencil test after them. The first path
    /// of a frame, and the one after 255 others, clears the stencil within `stencilBounds` (and the damage) first;
    /// returns true when it did, having changed the scissor.
    private func beginTranslucent(viewportHeight: Int) -> Bool {
        stencilReference += 1
        var cleared = false
        if stencilReference > 255 {
            let all = PixelRect(x: 0, y: 0, width: Int.max / 2, height: Int.max / 2)
            let box = (stencilBounds ?? all).intersection(damageScissor ?? all)
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(box.x), GLint(viewportHeight - box.maxY), GLsizei(box.width), GLsizei(box.height))
            glStencilMask(0xFF)
            glClearStencil(0)
            glClear(GLbitfield(GL_STENCIL_BUFFER_BIT))
            stencilReference = 1
            cleared = true
        }
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        glStencilFunc(GLenum(GL_NOTEQUAL), stencilReference, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_REPLACE))
        return cleared
    }
}

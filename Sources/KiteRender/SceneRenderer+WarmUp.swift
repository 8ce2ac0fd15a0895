import CGLES3
import KiteGL
import KiteGeometry
import KiteScene

// Start-up work that would otherwise land in the frame of a first interaction. A software rasteriser such as
// llvmpipe compiles a shader variant (with LLVM, tens of milliseconds without its disk cache) the first time a
// program is drawn in a new GL state, blending or stencil state included, and the glyph atlas of a text size is
// rasterised the first time text of that size is drawn.
extension SceneRenderer {
    /// Does all of `warmUpSteps` at once: compiles every program variant, draws `WarmUpScene` (every kind of draw,
    /// in every state, clipped and not; whole and under a damage scissor) into a small offscreen target of the same
    /// format as `RetainedTarget`'s, makes the glyph atlases of every text layer under `root` (hidden ones included)
    /// and waits for the GPU. Turns `drawsWithFewestVariants` off. The framebuffer bound before is bound again.
    /// Throws as `draw` does, and `GLError.outOfMemory` when the small target cannot be made.
    public func warmUp(textIn root: Layer? = nil, scale: Double = 1) throws {
        for step in warmUpSteps(textIn: root, scale: scale) { try step.run() }
        glFinish()
    }

    /// The warm-up as steps of a few milliseconds each, for a frame loop to run one at a time in the idle time
    /// between frames, in order: first every variant for the first frames (`ProgramPair.shared`) compiled and
    /// `WarmUpScene` drawn with them a command at a time (what a frame drawn with `drawsWithFewestVariants` can
    /// reach), then the other clipped variants compiled and the clipped half of the scene drawn, then the plain
    /// variants compiled and the unclipped half drawn, then the whole scene again under a damage scissor
    /// (scissored clears), then one step per glyph atlas of the text layers under `root` as it is now (hidden ones
    /// included: a menu's labels), at `scale` device pixels per point. The last step turns
    /// `drawsWithFewestVariants` off. Each step binds again the framebuffer bound before it and waits for nothing;
    /// each throws as `draw` does.
    ///
    /// A draw step that meets a program variant whose inputs no variant drawn so far read is of kind "draw with new
    /// inputs" (llvmpipe compiles a triangle set-up function then, about 6 ms here, where other draws take well
    /// under one), one of a path's shadow "draw a path shadow", of translucent strokes "draw through the stencil",
    /// the others "draw"; the whole scene under the scissor "draw a whole scene".
    public func warmUpSteps(textIn root: Layer? = nil, scale: Double = 1) -> [WarmUpStep] {
        let state = WarmUpState(encoding: encoder)
        var steps: [WarmUpStep] = []
        // The input sets drawn with so far: those of the variants the frames before compiled.
        var inputSets = Set(programs.flatMap(\.compiled).map { RenderProgram.inputSet(ofVariant: $0.program.name) })
        func drawKind(_ command: Int, withFewestVariants fewest: Bool) -> String {
            let warm = state.encoder!
            let sets = variantNames(of: warm.commands[command], in: warm, withFewestVariants: fewest).map {
                RenderProgram.inputSet(ofVariant: $0)
            }
            defer { inputSets.formUnion(sets) }
            if !inputSets.isSuperset(of: sets) { return "draw with new inputs" }
            switch warm.commands[command] {
            // Several passes, into scratch targets of another format.
            case .pathShadow: return "draw a path shadow"
            // Two passes through the stencil, which llvmpipe's variants for the first ones compile.
            case .translucentStroke: return "draw through the stencil"
            default: return "draw"
            }
        }
        let clippedFirst = state.order.firstIndex { state.encoder!.commands[$0].clip == nil } ?? state.order.count
        for pair in programs {
            steps.append(
                WarmUpStep("compile \(pair.name)\(pair.hasSharedInputs ? " for the first frames" : "") (clipped)") {
                    _ = try pair.shared
                })
        }
        for command in state.order {
            steps.append(
                WarmUpStep(
                    "draw warm-up command \(command) for the first frames",
                    kind: drawKind(command, withFewestVariants: true)
                ) { try self.drawWarmUpCommand(command, of: state, withFewestVariants: true) })
        }
        for clipped in [true, false] {
            // The clipped variants of the programs without shared inputs are compiled already.
            for pair in programs where !clipped || pair.hasSharedInputs {
                steps.append(
                    WarmUpStep("compile \(pair.name)\(clipped ? " (clipped)" : "")") {
                        _ = try clipped ? pair.clipped : pair.plain
                    })
            }
            let half = clipped ? state.order[..<clippedFirst] : state.order[clippedFirst...]
            for command in half {
                steps.append(
                    WarmUpStep("draw warm-up command \(command)", kind: drawKind(command, withFewestVariants: false)) {
                        try self.drawWarmUpCommand(command, of: state)
                    })
            }
        }
        steps.append(
            WarmUpStep("draw the warm-up scene under a damage scissor", kind: "draw a whole scene") {
                try self.drawDamaged(state)
            })
        for (pixelSize, weight) in root.map({ Self.glyphSizes(in: $0, scale: scale) }) ?? [] {
            steps.append(
                WarmUpStep("glyphs \(pixelSize) \(weight)") { try self.prepareAtlases([(pixelSize, weight)]) })
        }
        steps.append(WarmUpStep("draw with every variant from now on") { self.drawsWithFewestVariants = false })
        return steps
    }

    /// Makes (and uploads) the glyph atlas of every `TextLayer` under `root`, hidden and transparent ones too, at
    /// the size it is drawn at now and at its unscaled size, `scale` device pixels per point; they are kept for
    /// the renderer's life, so text that appears later (a menu's labels) draws without rasterising first. Throws
    /// `RenderError.fontUnavailable` as a frame with that text would.
    public func prepareGlyphs(in root: Layer, scale: Double) throws {
        try prepareAtlases(Self.glyphSizes(in: root, scale: scale))
    }

    /// Makes the glyph atlas of each (device pixel size, weight) and uploads every atlas not yet a texture.
    private func prepareAtlases(_ sizes: [(Double, FontWeight)]) throws {
        for (pixelSize, weight) in sizes { try encoder.glyphAtlases.prepare(pixelSize: pixelSize, weight: weight) }
        for entry in encoder.glyphAtlases.entries { _ = glyphTextures.texture(for: entry) }
    }

    /// The atlas sizes (device pixels, quantised as the cache keys them) and weights of the text layers under
    /// `root`, each at its size on screen and its own size, without repeats, in the tree's order.
    static func glyphSizes(in root: Layer, scale: Double) -> [(Double, FontWeight)] {
        var sizes: [(Double, FontWeight)] = []
        var pending = [root]
        while let layer = pending.popLast() {
            pending.append(contentsOf: layer.sublayers)
            guard let text = layer as? TextLayer, !text.string.isEmpty, text.fontSize.isFinite else { continue }
            let stretch = abs(text.transformToRoot.flattened.affineTransform.determinant).squareRoot()
            for em in [text.fontSize * scale, text.fontSize * scale * stretch] {
                guard let pixelSize = GlyphAtlasCache.quantised(em),
                    !sizes.contains(where: { $0.0 == pixelSize && $0.1 == text.fontWeight })
                else { continue }
                sizes.append((pixelSize, text.fontWeight))
            }
        }
        return sizes
    }

    /// The names of the program variants `command` of `frame` is drawn with (`withFewestVariants`: as with
    /// `drawsWithFewestVariants`), as `RenderProgram.variantName` gives them: what `execute` picks.
    func variantNames(of command: RenderCommand, in frame: SceneEncoder, withFewestVariants fewest: Bool) -> [String] {
        func variant(_ pair: ProgramPair, _ clip: Int?) -> String {
            RenderProgram.variantName(
                pair.name, clipped: fewest || clip != nil, sharedInputs: fewest && pair.hasSharedInputs)
        }
        switch command {
        case .strokes(_, _, let clip, let kind):
            return [variant(strokeProgram(for: kind), clip)]
        case .translucentStroke(_, let count, let clip, let lines):
            return (lines > 0 ? [variant(lineProgram, clip)] : [])
                + (count > lines ? [variant(strokeProgram, clip)] : [])
        case .shapes(_, _, let clip, let kind):
            let pair =
                switch fewest ? .general : kind {
                case .round: roundShapeProgram
                case .roundBorder: roundBorderProgram
                case .general: shapeProgram
                }
            return [variant(pair, clip)]
        case .flats(_, _, let clip, _): return [variant(flatProgram, clip)]
        case .ramps(_, _, let clip): return [variant(rampProgram, clip)]
        case .fills(_, _, let clip): return [variant(fillProgram, clip)]
        case .fillMasks(_, _, let clip): return [variant(fillMaskProgram, clip)]
        case .shadows(_, _, let clip): return [variant(shadowProgram, clip)]
        case .text(_, _, let clip, _): return [variant(textProgram, clip)]
        case .pathShadow(let index, let clip):
            // The silhouette's passes and the first blur draw unclipped; the last blur under the clip.
            let shadow = frame.pathShadows[index]
            let silhouette = [
                (strokeProgram, shadow.strokes.isEmpty), (fillProgram, shadow.fills.isEmpty),
                (fillMaskProgram, shadow.fillMasks.isEmpty),
            ]
            return silhouette.compactMap { $0.1 ? nil : variant($0.0, nil) } + [
                variant(blurProgram, nil), variant(blurProgram, clip),
            ]
        }
    }

    /// Draws command `command` of the warm-up scene into the warm-up target with the specialised variants, or
    /// `withFewestVariants` (default false) with those of the first frames.
    private func drawWarmUpCommand(_ command: Int, of state: WarmUpState, withFewestVariants: Bool = false) throws {
        try withWarmUpEncoder(state, withFewestVariants: withFewestVariants) { side in
            try beginSubmit(viewportWidth: side, viewportHeight: side, full: true)
            try execute(from: command, to: command + 1, viewportWidth: side, viewportHeight: side)
        }
    }

    /// The whole warm-up scene again, under a damage scissor: scissored clears of colour and stencil.
    private func drawDamaged(_ state: WarmUpState) throws {
        try withWarmUpEncoder(state) { side in
            let corner = PixelRect(x: 1, y: 1, width: side / 2, height: side / 2)
            try submit(viewportWidth: side, viewportHeight: side, background: .clear, damage: Damage([corner]))
        }
    }

    /// Runs `body` with the warm-up's encoder in place of the frame's, its target bound, the specialised variants
    /// (or `withFewestVariants`, default false, those of the first frames) and a fresh stencil reference; puts the
    /// frame's encoder, framebuffer, reference and variant choice back.
    private func withWarmUpEncoder(
        _ state: WarmUpState, withFewestVariants: Bool = false, _ body: (Int) throws -> Void
    ) throws {
        let bound = Self.boundFramebuffer()
        state.encodeAgainIfAtlasesRenumbered()
        let target = try state.target ?? OffscreenTarget(width: state.side, height: state.side, stencil: true)
        state.target = target
        let saved = (stencilReference, drawsWithFewestVariants)
        swap(&encoder, &state.encoder!)
        defer {
            swap(&encoder, &state.encoder!)
            (stencilReference, drawsWithFewestVariants) = saved
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), bound)
        }
        drawsWithFewestVariants = withFewestVariants
        target.bind()
        try body(target.width)
    }

    private static func boundFramebuffer() -> GLuint {
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
        return GLuint(bound)
    }
}

/// What the warm-up's steps share: `WarmUpScene` encoded, and the small target they draw it into, made by the
/// first step that draws.
final class WarmUpState {
    /// The target's side, device pixels.
    let side = Int(WarmUpScene.size)
    var target: OffscreenTarget?
    /// Nil only while a step has swapped it into the renderer.
    var encoder: SceneEncoder?
    /// Command indices in the order they are drawn: clipped ones first (frames drawn with the fewest variants
    /// meet only those), each half in the scene's order.
    let order: [Int]

    /// `GlyphAtlasCache.renumberings` of the shared atlases when the scene was last encoded: its text commands'
    /// atlas indices hold only while the two agree.
    private var atlasRenumberings: Int

    /// `WarmUpScene` encoded by a copy of `frameEncoder` that shares its glyph atlases (so executing it releases
    /// none of the frame's textures) but none of its retained encodings. CPU only.
    init(encoding frameEncoder: SceneEncoder) {
        var warm = frameEncoder
        warm.retained = RetainedEncodings()
        // Its shapes are small: cut, so that the flat and ramp programs that larger shapes use are drawn too.
        warm.keepsSmallShapesWhole = false
        Self.encodeScene(&warm)
        let commands = warm.commands.indices
        order = commands.filter { warm.commands[$0].clip != nil } + commands.filter { warm.commands[$0].clip == nil }
        atlasRenumberings = warm.glyphAtlases.renumberings
        encoder = warm
    }

    /// Encodes the scene again where the frames drawn since the last encoding renumbered the shared glyph atlases
    /// (a warm-up spread over more than `GlyphAtlasCache.unusedFramesKept` frames drops the atlas its text was
    /// encoded with): the same scene gives the same commands, only the atlas indices change. Call it with
    /// `encoder` in place, before a step draws.
    func encodeAgainIfAtlasesRenumbered() {
        guard var warm = encoder, warm.glyphAtlases.renumberings != atlasRenumberings else { return }
        encoder = nil
        Self.encodeScene(&warm)
        atlasRenumberings = warm.glyphAtlases.renumberings
        encoder = warm
    }

    private static func encodeScene(_ encoder: inout SceneEncoder) {
        encoder.encode(WarmUpScene.make().drawList(), scale: 1, viewport: Size(WarmUpScene.size, WarmUpScene.size))
    }
}

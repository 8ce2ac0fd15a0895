import CGLES3
import KiteGL
import KiteScene

// Start-up work that would otherwise land in the frame of a first interaction. A software rasteriser such as
// llvmpipe compiles a shader variant (with LLVM, tens of milliseconds without its disk cache) the first time a
// program is drawn in a new GL state, blending or stencil state included, and the glyph atlas of a text size is
// rasterised the first time text of that size is drawn.
extension SceneRenderer {
    /// Compiles every program the first frame did not draw with, then draws `WarmUpScene` (every kind of draw, in
    /// every state, clipped and not; whole and under a damage scissor)
    /// into a small offscreen target of the same format as `RetainedTarget`'s and waits for it, so every program
    /// variant is compiled; then makes the glyph atlases of every text layer under `root`, hidden ones included
    /// (`prepareGlyphs`). The framebuffer bound before is bound again. Throws as `draw` does, and
    /// `GLError.outOfMemory` when the small target cannot be made.
    public func warmUp(textIn root: Layer? = nil, scale: Double = 1) throws {
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
        let savedReference = stencilReference
        defer {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(bound))
            stencilReference = savedReference
        }
        // Every program, both variants, whether or not the scene below would reach it.
        for pair in programs { try pair.compileAll() }
        let side = Int(WarmUpScene.size)
        let target = try OffscreenTarget(width: side, height: side, stencil: true)
        target.bind()
        let list = WarmUpScene.make().drawList()
        try draw(list, viewportWidth: side, viewportHeight: side, scale: 1, background: .clear)
        let corner = PixelRect(x: 1, y: 1, width: side / 2, height: side / 2)
        try submit(viewportWidth: side, viewportHeight: side, background: .clear, damage: Damage([corner]))
        if let root { try prepareGlyphs(in: root, scale: scale) }
        glFinish()
    }

    /// Makes (and uploads) the glyph atlas of every `TextLayer` under `root`, hidden and transparent ones too, at
    /// the size it is drawn at now and at its unscaled size, `scale` device pixels per point; they are kept for
    /// the renderer's life, so text that appears later (a menu's labels) draws without rasterising first. Throws
    /// `RenderError.fontUnavailable` as a frame with that text would.
    public func prepareGlyphs(in root: Layer, scale: Double) throws {
        var pending = [root]
        while let layer = pending.popLast() {
            pending.append(contentsOf: layer.sublayers)
            guard let text = layer as? TextLayer, !text.string.isEmpty, text.fontSize.isFinite else { continue }
            let stretch = abs(text.transformToRoot.flattened.affineTransform.determinant).squareRoot()
            for em in [text.fontSize * scale, text.fontSize * scale * stretch] {
                guard let pixelSize = GlyphAtlasCache.quantised(em) else { continue }
                try encoder.glyphAtlases.prepare(pixelSize: pixelSize, weight: text.fontWeight)
            }
        }
        for entry in encoder.glyphAtlases.entries { _ = glyphTextures.texture(for: entry) }
    }
}

import KiteGeometry
import KiteScene
import KiteText

extension SceneEncoder {
    /// Appends the glyphs of `run`, rasterised at the em size it covers on the device (`fontSize` times the
    /// transform's scale, which includes the device scale), as quads through `transform`. A font that cannot be
    /// loaded is remembered in `textError` and reported by the executor.
    mutating func appendText(_ run: TextRun, transform: AffineTransform, opacity: Double, clip: Int?) {
        let stretch = abs(transform.determinant).squareRoot()
        guard let pixelSize = GlyphAtlasCache.quantised(run.fontSize * stretch) else { return }
        let index: Int
        do {
            index = try glyphAtlases.index(pixelSize: pixelSize, weight: run.weight)
        } catch {
            textError = error
            return
        }
        let atlas = glyphAtlases.entries[index].atlas
        placedGlyphs.removeAll(keepingCapacity: true)
        TextLayout.appendGlyphs(of: run, atlas: atlas, to: &placedGlyphs)
        let glyphs = placedGlyphs
        guard !glyphs.isEmpty else { return }
        let (r, g, b, a) = run.color.premultiplied
        let o = min(max(opacity, 0), 1)
        let color = SIMD4(Float(r * o), Float(g * o), Float(b * o), Float(a * o))
        let linear = SIMD4(Float(transform.a), Float(transform.b), Float(transform.c), Float(transform.d))
        let offset = SIMD4(Float(transform.tx), Float(transform.ty), 0, 0)
        let (width, height) = (Float(GlyphAtlas.width), Float(atlas.height))
        let first = texts.count
        for glyph in glyphs {
            let q = glyph.rect
            let s = glyph.atlasRect
            texts.append(
                TextInstance(
                    linear: linear, offset: offset,
                    rect: SIMD4(Float(q.minX), Float(q.minY), Float(q.maxX), Float(q.maxY)),
                    atlas: SIMD4(
                        Float(s.minX) / width, Float(s.minY) / height, Float(s.maxX) / width, Float(s.maxY) / height),
                    color: color))
        }
        if case .text(let f, let n, let c, let i)? = commands.last, c == clip, i == index, f + n == first {
            commands[commands.count - 1] = .text(first: f, count: n + glyphs.count, clip: clip, atlas: index)
        } else {
            commands.append(.text(first: first, count: glyphs.count, clip: clip, atlas: index))
        }
    }
}

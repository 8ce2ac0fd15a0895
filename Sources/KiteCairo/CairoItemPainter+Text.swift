import CCairo
import KiteGeometry
import KiteScene
import KiteText

extension CairoItemPainter {
    /// Draws `run` as the GL renderer does: glyphs placed by `TextLayout` from the atlas rasterised at the em size
    /// the run covers in device pixels, each glyph's coverage masking the run's colour through `t`. Sampled nearest:
    /// box-filtered down from the supersampled image that is each texel's area, so upright text at whole pixels
    /// comes out exactly as FreeType rasterised it. A font that cannot be loaded draws nothing and is reported by
    /// `CairoPainter.textError`.
    func drawText(_ run: TextRun, transform t: AffineTransform, opacity: Double) {
        let devicePixelsPerPoint = deviceScale / Double(supersample)
        let stretch = abs(t.determinant).squareRoot() * devicePixelsPerPoint
        guard let pixelSize = TextLayout.atlasPixelSize(em: run.fontSize * stretch),
            let entry = glyphAtlases.entry(pixelSize: pixelSize, weight: run.weight)
        else { return }
        let pattern = cairo_pattern_create_for_surface(entry.surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_save(cr)
        setTransform(t)
        setColor(cr, run.color, opacity: opacity)
        for glyph in TextLayout.glyphs(of: run, atlas: entry.atlas) {
            let (q, s) = (glyph.rect, glyph.atlasRect)
            cairo_save(cr)
            cairo_rectangle(cr, q.minX, q.minY, q.width, q.height)
            cairo_clip(cr)
            // The pattern matrix maps user space (the run's points) onto atlas pixels: q's corner onto s's.
            let (sx, sy) = (s.width / q.width, s.height / q.height)
            var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: s.minX - q.minX * sx, y0: s.minY - q.minY * sy)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_mask(cr, pattern)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }
}

import KiteGL
import KiteText

/// What the fixed-size painters (`CurvePlotPainter`, `FrameReportPainter`) draw with: a canvas of `width` x
/// `height` logical pixels at `scale` device pixels per logical pixel, one quad batch, and the HUD font's glyph
/// atlas and its texture.
final class PlotCanvas {
    let batch: QuadBatch
    let atlas: GlyphAtlas
    let texture: CoverageTexture
    /// Device pixels per logical pixel.
    let scale: Double
    /// The canvas in device pixels.
    let pixelWidth: Int
    let pixelHeight: Int

    /// - Parameters:
    ///   - fontPath: the font file for labels, rasterised at the HUD's font size times `scale`.
    ///   - width: canvas width, logical pixels.
    ///   - height: canvas height, logical pixels.
    ///   - scale: device pixels per logical pixel.
    ///   - quads: how many quads the batch holds.
    init(fontPath: String, width: Double, height: Double, scale: Double, quads: Int) throws {
        self.scale = scale
        pixelWidth = Int((width * scale).rounded())
        pixelHeight = Int((height * scale).rounded())
        atlas = try GlyphAtlas(fontPath: fontPath, pixelSize: HUDStyle.fontSize * scale)
        texture = CoverageTexture(width: GlyphAtlas.width, height: atlas.height, coverage: atlas.coverage)
        batch = try QuadBatch(capacity: quads)
    }

    /// A fresh drawing surface over the batch, which it empties.
    func begin() -> HUDCanvas {
        batch.reset()
        return HUDCanvas(batch: batch, atlas: atlas)
    }

    /// Issues what was drawn since `begin` into the bound framebuffer.
    func end() { batch.draw(texture: texture, viewportWidth: pixelWidth, viewportHeight: pixelHeight) }
}

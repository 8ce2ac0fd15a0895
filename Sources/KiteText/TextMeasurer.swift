import KiteScene

/// How wide one line of text is drawn, points: the advance width the renderer lays the text out with
/// (`TextLayout`), from the font's advances at the same quantised pixel size (`TextLayout.atlasPixelSize`), so a
/// layout can size a slot the text fits without "...". Advances come from FreeType without rasterising any glyph
/// (`GlyphAdvances`), and each pixel size is kept, so measuring the same labels again at a known scale costs only
/// the sums.
public final class TextMeasurer {
    /// The family and weight measured: `TextLayout.defaultFamily`, regular, by default (what a `TextLayer` is drawn
    /// in).
    public let family: String
    public let weight: FontWeight
    private var font: FamilyFont
    /// The advances by quantised pixel size; nil where the font could not be opened at that size.
    private var advancesBySize: [Double: GlyphAdvances?] = [:]

    public init(family: String = TextLayout.defaultFamily, weight: FontWeight = .regular) {
        (self.family, self.weight) = (family, weight)
        font = FamilyFont(family: family)
    }

    /// The width of each of `texts` drawn `fontSize` points tall, upright and unscaled, on a surface of `scale`
    /// device pixels per point, in points: `TextLayout` truncates a text exactly when this exceeds its frame's
    /// width. Nil when the text would be too small to draw (under one device pixel an em) or the font cannot be
    /// found or read.
    public func widths(of texts: [String], fontSize: Double, scale: Double) -> [Double]? {
        guard fontSize > 0, let pixelSize = TextLayout.atlasPixelSize(em: fontSize * scale),
            let advances = advances(pixelSize: pixelSize)
        else { return nil }
        let pixelsPerPoint = pixelSize / fontSize
        var widths: [Double] = []
        for text in texts {
            guard let width = try? advances.width(of: text) else { return nil }
            widths.append(width / pixelsPerPoint)
        }
        return widths
    }

    /// The advances at `pixelSize`: the kept ones, or the font opened at that size on first use.
    private func advances(pixelSize: Double) -> GlyphAdvances? {
        if let kept = advancesBySize[pixelSize] { return kept }
        let made = try? font.advances(pixelSize: pixelSize, weight: weight)
        advancesBySize[pixelSize] = made
        return made
    }
}

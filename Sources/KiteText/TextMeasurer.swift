import KiteScene

/// How wide one line of text is drawn, points: the advance width the renderer lays the text out with
/// (`TextLayout`), from glyphs rasterised at the same quantised pixel size (`TextLayout.atlasPixelSize`), so a
/// layout can size a slot the text fits without "...". Only the characters asked about are rasterised, and each
/// pixel size is kept, so measuring the same labels again at a known scale costs only the sums.
public final class TextMeasurer {
    /// The family and weight measured: `TextLayout.defaultFamily`, regular, by default (what a `TextLayer` is drawn
    /// in).
    public let family: String
    public let weight: FontWeight
    private var font: FamilyFont
    /// The glyphs made so far by quantised pixel size, with the characters asked about at that size (a character
    /// the font lacks is asked about, not rasterised, and advances like "?").
    private var atlases: [Double: (atlas: GlyphAtlas, characters: Set<Character>)] = [:]

    public init(family: String = TextLayout.defaultFamily, weight: FontWeight = .regular) {
        (self.family, self.weight) = (family, weight)
        font = FamilyFont(family: family)
    }

    /// The width of each of `texts` drawn `fontSize` points tall, upright and unscaled, on a surface of `scale`
    /// device pixels per point, in points: `TextLayout` truncates a text exactly when this exceeds its frame's
    /// width. Nil when the text would be too small to draw (under one device pixel an em) or the font cannot be
    /// found or rasterised.
    public func widths(of texts: [String], fontSize: Double, scale: Double) -> [Double]? {
        guard fontSize > 0, let pixelSize = TextLayout.atlasPixelSize(em: fontSize * scale),
            let atlas = atlas(pixelSize: pixelSize, covering: texts)
        else { return nil }
        let pixelsPerPoint = pixelSize / fontSize
        return texts.map { atlas.width(of: $0) / pixelsPerPoint }
    }

    /// The atlas at `pixelSize` holding every character of `texts`: the kept one, or one rasterised again with the
    /// characters asked about before at that size and the new ones.
    private func atlas(pixelSize: Double, covering texts: [String]) -> GlyphAtlas? {
        let wanted = Set(texts.joined()).union(["?"])
        if let kept = atlases[pixelSize], wanted.isSubset(of: kept.characters) { return kept.atlas }
        let characters = wanted.union(atlases[pixelSize]?.characters ?? [])
        guard let atlas = try? font.atlas(pixelSize: pixelSize, weight: weight, characters: characters.sorted())
        else { return nil }
        atlases[pixelSize] = (atlas, characters)
        return atlas
    }
}

/// Where one rasterised glyph lies in a `GlyphAtlas` and how it sits on the baseline, in device pixels.
public struct Glyph: Sendable, Equatable {
    /// The glyph's coverage bitmap in the atlas: left, top, width and height in atlas pixels (0 x 0 for spaces).
    public var atlasX: Int
    public var atlasY: Int
    public var width: Int
    public var height: Int
    /// From the pen position to the bitmap's left edge, pixels (FreeType's `bitmap_left`).
    public var bearingX: Int
    /// From the baseline up to the bitmap's top edge, pixels (FreeType's `bitmap_top`).
    public var bearingY: Int
    /// How far the pen moves after this glyph, pixels (hinted, so whole pixels at light hinting).
    public var advance: Double
}

import KiteGeometry
import KiteScene

/// Places the glyphs of one line of text: pen positions from the atlas's advances (no kerning), the line
/// vertically centred in its frame and aligned horizontally, truncated with "..." when wider than the frame.
/// Pure CPU work, shared by the GL renderer and the cairo reference painter so both place glyphs alike.
public enum TextLayout {
    /// The family every `TextLayer` is drawn in unless a renderer is told otherwise: DejaVu Sans (Debian's
    /// `fonts-dejavu-core`, which the HUD uses too).
    public static let defaultFamily = "DejaVu Sans"
    /// Atlases larger than this em size (device pixels) are not made: GlyphAtlas's limit.
    public static let maxAtlasPixelSize = 512.0

    /// The atlas pixel size an em of `pixelSize` device pixels is drawn at: quantised to a quarter pixel (so a
    /// scaling animation reuses atlases) and clamped to `maxAtlasPixelSize`; nil when under 1 pixel (too small to
    /// read) or not finite.
    public static func atlasPixelSize(em pixelSize: Double) -> Double? {
        guard pixelSize.isFinite, pixelSize >= 1 else { return nil }
        return min((pixelSize * 4).rounded() / 4, maxAtlasPixelSize)
    }

    /// One glyph to draw.
    public struct PlacedGlyph: Equatable, Sendable {
        public var character: Character
        /// Where the glyph's bitmap goes, in the run's coordinates (the layer's bounds, points).
        public var rect: Rect
        /// The glyph's bitmap in the atlas, atlas pixels.
        public var atlasRect: Rect
    }

    /// The glyphs of `run` from `atlas`, whose pixel size is `run.fontSize` times the pixels per point the run is
    /// drawn at. Glyph origins fall on whole pixels of that grid, so upright unscaled text is drawn exactly as
    /// FreeType rasterised it. Characters the atlas lacks are drawn as "?"; spaces produce no glyph but advance.
    public static func glyphs(of run: TextRun, atlas: GlyphAtlas) -> [PlacedGlyph] {
        var placed: [PlacedGlyph] = []
        appendGlyphs(of: run, atlas: atlas, to: &placed)
        return placed
    }

    /// Appends what `glyphs(of:atlas:)` returns to `placed`, so a renderer can reuse one array frame after frame.
    public static func appendGlyphs(of run: TextRun, atlas: GlyphAtlas, to placed: inout [PlacedGlyph]) {
        guard run.fontSize > 0, run.fontSize.isFinite else { return }
        let pixelsPerPoint = atlas.pixelSize / run.fontSize
        let frame = run.frame.standardized
        let text = fitted(run.string, width: frame.width * pixelsPerPoint, atlas: atlas)
        let width = atlas.width(of: text)
        let slack = frame.width * pixelsPerPoint - width
        let start =
            switch run.alignment {
            case .left: 0.0
            case .center: slack / 2
            case .right: slack
            }
        var pen = (frame.minX * pixelsPerPoint + start).rounded()
        let baseline = (frame.midY * pixelsPerPoint + (atlas.ascender + atlas.descender) / 2).rounded()
        for character in text {
            guard let g = atlas.glyph(character) ?? atlas.glyph(ascii: UInt8(ascii: "?")) else { continue }
            if g.width > 0, g.height > 0 {
                let pixels = Rect(
                    x: pen + Double(g.bearingX), y: baseline - Double(g.bearingY), width: Double(g.width),
                    height: Double(g.height))
                placed.append(
                    PlacedGlyph(
                        character: character,
                        rect: Rect(
                            x: pixels.minX / pixelsPerPoint, y: pixels.minY / pixelsPerPoint,
                            width: pixels.width / pixelsPerPoint, height: pixels.height / pixelsPerPoint),
                        atlasRect: Rect(
                            x: Double(g.atlasX), y: Double(g.atlasY), width: Double(g.width),
                            height: Double(g.height))))
            }
            pen += g.advance
        }
    }

    /// `text`, or as much of it as fits `width` pixels followed by "...", so a label never spills out of its
    /// frame; empty when not even "..." fits.
    public static func fitted(_ text: String, width: Double, atlas: GlyphAtlas) -> String {
        guard atlas.width(of: text) > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, atlas.width(of: String(kept) + "...") > width { kept.removeLast() }
        return kept.isEmpty ? "" : String(kept) + "..."
    }
}

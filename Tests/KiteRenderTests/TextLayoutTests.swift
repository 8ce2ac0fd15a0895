import KiteGeometry
import KiteScene
import KiteText
import Testing

@testable import KiteRender

/// Glyph placement against FreeType's own metrics (the atlas's advances and bearings are FreeType's).
@Suite struct TextLayoutTests {
    /// DejaVu Sans at 20 pixels: a 10 pt font at 2 pixels per point.
    func makeAtlas() throws -> GlyphAtlas {
        try GlyphAtlas(fontPath: FontLocator.path(family: "DejaVu Sans"), pixelSize: 20)
    }

    func run(_ string: String, _ alignment: TextAlignment, width: Double = 200) -> TextRun {
        TextRun(
            string: string, fontSize: 10, color: .white, alignment: alignment,
            frame: Rect(x: 5, y: 10, width: width, height: 30))
    }

    /// At 2 pixels per point, each glyph's pen position (its left edge less the bearing) is the previous one's
    /// plus FreeType's advance, starting at the frame's left edge; the baseline centres the line vertically.
    @Test func leftAlignedPensAdvanceByFreeTypesAdvances() throws {
        let atlas = try makeAtlas()
        let glyphs = TextLayout.glyphs(of: run("Feed", .left), atlas: atlas)
        #expect(glyphs.map(\.character) == ["F", "e", "e", "d"])
        var pen = 10.0
        let baseline = (50 + (atlas.ascender + atlas.descender) / 2).rounded()
        for placed in glyphs {
            let g = try #require(atlas.glyph(placed.character))
            #expect(placed.rect.minX * 2 == pen + Double(g.bearingX))
            #expect(placed.rect.minY * 2 == baseline - Double(g.bearingY))
            #expect(placed.rect.size == Size(Double(g.width) / 2, Double(g.height) / 2))
            #expect(
                placed.atlasRect
                    == Rect(x: Double(g.atlasX), y: Double(g.atlasY), width: Double(g.width), height: Double(g.height)))
            pen += g.advance
        }
    }

    /// Centred and right-aligned lines start where the leftover width puts them, rounded to whole pixels.
    @Test func centreAndRightAlignmentUseTheLeftoverWidth() throws {
        let atlas = try makeAtlas()
        let width = atlas.width(of: "Settings")
        for (alignment, leftover) in [(TextAlignment.center, (400 - width) / 2), (.right, 400 - width)] {
            let first = try #require(TextLayout.glyphs(of: run("Settings", alignment), atlas: atlas).first)
            let s = try #require(atlas.glyph("S"))
            #expect(first.rect.minX * 2 == (10 + leftover).rounded() + Double(s.bearingX))
        }
    }

    /// Text wider than its frame is cut and ends with "...", inside the frame.
    @Test func textWiderThanTheFrameIsTruncated() throws {
        let atlas = try makeAtlas()
        let glyphs = TextLayout.glyphs(of: run("Notifications and more", .left, width: 40), atlas: atlas)
        #expect(String(glyphs.suffix(3).map(\.character)) == "...")
        #expect(glyphs.count > 3)
        #expect(glyphs.allSatisfy { $0.rect.maxX <= 45 })
        #expect(TextLayout.fitted("Feed", width: 1, atlas: atlas) == "")
    }

    /// One atlas per quantised size; a size no frame used for `unusedFramesKept` frames is dropped when the next
    /// frame starts, and the rest are renumbered.
    @Test func atlasesAreCachedPerSizeAndDroppedWhenUnused() throws {
        let cache = GlyphAtlasCache()
        #expect(GlyphAtlasCache.quantised(17.1) == 17 && GlyphAtlasCache.quantised(0.5) == nil)
        #expect(GlyphAtlasCache.quantised(9000) == 512)
        cache.startFrame()
        let a = try cache.index(pixelSize: 17)
        #expect(try cache.index(pixelSize: 17) == a && cache.entries.count == 1)
        _ = try cache.index(pixelSize: 34)
        cache.startFrame()
        _ = try cache.index(pixelSize: 34)
        // 17 was last drawn a frame before 34: it is the first to go.
        for _ in 1..<GlyphAtlasCache.unusedFramesKept { cache.startFrame() }
        #expect(cache.entries.map(\.atlas.pixelSize) == [17, 34])
        cache.startFrame()
        #expect(cache.entries.map(\.atlas.pixelSize) == [34])
        #expect(try cache.index(pixelSize: 34) == 0)
        // A weight is an atlas of its own at the same size.
        let bold = try cache.index(pixelSize: 34, weight: .bold)
        #expect(bold == 1 && cache.entries.map(\.key.weight) == [.regular, .bold])
        #expect(cache.entries[0].atlas.width(of: "Feed") < cache.entries[1].atlas.width(of: "Feed"))
    }
}

import Testing

@testable import KiteText

/// `GlyphAdvances` against the atlas the renderer draws with: every character advances exactly as far as its
/// rasterised glyph does, at whole and quarter-pixel sizes. Needs DejaVu Sans.
@Suite struct GlyphAdvancesTests {
    static let characters = GlyphAtlas.defaultCharacters + ["é", "ß", "€", "—", "ﬁ", "e\u{301}", "🪁", "\u{10FFFD}"]

    @Test(arguments: [6.0, 9.0, 13.25, 15.0, 18.75, 30.0, 100.0])
    func advancesAreTheAtlasGlyphsAdvances(pixelSize: Double) throws {
        let path = try FontLocator.path(family: TextLayout.defaultFamily)
        let atlas = try GlyphAtlas(fontPath: path, pixelSize: pixelSize, characters: Self.characters)
        let advances = try GlyphAdvances(fontPath: path, pixelSize: pixelSize)
        for character in Self.characters {
            #expect(try advances.advance(character) == atlas.glyph(character)?.advance, "\(character)")
        }
        let text = String(Self.characters)
        #expect(try advances.width(of: text) == atlas.width(of: text))
        #expect(advances.pixelSize == pixelSize)
    }

    @Test func aCharacterTheFontLacksAdvancesLikeAQuestionMark() throws {
        let path = try FontLocator.path(family: TextLayout.defaultFamily)
        let advances = try GlyphAdvances(fontPath: path, pixelSize: 15)
        #expect(try advances.advance("🪁") == nil)
        #expect(try advances.width(of: "a🪁") == (try advances.width(of: "a?")))
    }

    @Test func aSizeOutsideTheRangeIsRefused() throws {
        let path = try FontLocator.path(family: TextLayout.defaultFamily)
        #expect(throws: TextError.invalidSize(600)) { try GlyphAdvances(fontPath: path, pixelSize: 600) }
        #expect(throws: TextError.invalidSize(0)) { try GlyphAdvances(fontPath: path, pixelSize: 0) }
    }
}

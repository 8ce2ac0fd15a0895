import Foundation
import Testing

@testable import KiteText

/// Needs DejaVu Sans (Debian's fonts-dejavu-core, installed by scripts/install-deps.sh).
@Suite struct GlyphAtlasTests {
    /// DejaVu Sans's cap height: 1493 font units of a 2048-unit em.
    static let capHeightPerEm = 1493.0 / 2048
    static let fontPath = Result { try FontLocator.path(family: "DejaVu Sans") }

    @Test func fontconfigFindsDejaVuSans() throws {
        let path = try Self.fontPath.get()
        #expect(path.hasSuffix(".ttf"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aMissingFontIsAClearError() {
        #expect {
            try FontLocator.path(family: "Kite No Such Font")
        } throws: { error in
            guard case TextError.fontNotFound(let family, _) = error else { return false }
            return family == "Kite No Such Font"
                && (error as! TextError).description.contains("\"Kite No Such Font\" is not installed")
        }
    }

    @Test func nonsenseSizesAreRejected() throws {
        let path = try Self.fontPath.get()
        for size in [Double.nan, 0, -3, .infinity, 10_000] {
            #expect {
                _ = try GlyphAtlas(fontPath: path, pixelSize: size)
            } throws: { error in
                guard case TextError.invalidSize = error else { return false }
                return (error as! TextError).description.contains("must be finite")
            }
        }
    }

    @Test(arguments: [1.0, 1.25, 2.0])
    func capitalsAreTheFontsCapHeightAndHorizontalsAreSolidAtEveryScale(scale: Double) throws {
        let size = 12 * scale
        let atlas = try GlyphAtlas(fontPath: Self.fontPath.get(), pixelSize: size)
        let h = try #require(atlas.glyph("H"))
        // Light hinting moves the cap height to a whole pixel (the auto-hinter may round 10.9 px up to 12 at 15 px),
        // so the glyph stays within this of the design height.
        let hintingTolerance = 1.5
        #expect(
            abs(Double(h.height) - Self.capHeightPerEm * size) <= hintingTolerance, "H is \(h.height) px at \(size) px")
        #expect(h.bearingY == h.height)  // capitals sit on the baseline
        // The T's bar is horizontal, so hinting lands it on whole pixel rows: its top row is fully covered
        // across the middle, not a grey smear.
        let t = try #require(atlas.glyph("T"))
        let top = (t.width / 5..<(t.width - t.width / 5)).map {
            atlas.coverage[t.atlasY * GlyphAtlas.width + t.atlasX + $0]
        }
        #expect(top.allSatisfy { $0 >= 250 }, "T's top row at \(size) px: \(top)")
    }

    @Test func digitsShareOneAdvanceSoNumbersLineUp() throws {
        let atlas = try GlyphAtlas(fontPath: Self.fontPath.get(), pixelSize: 13)
        let zero = try #require(atlas.glyph("0")).advance
        #expect(atlas.width(of: "0123456789") == 10 * zero)
        let space = try #require(atlas.glyph(" "))
        #expect(space.width == 0 && space.advance > 0)
    }

    @Test func glyphsAreInsideTheAtlasAndNeverOverlap() throws {
        let atlas = try GlyphAtlas(fontPath: Self.fontPath.get(), pixelSize: 24)
        let glyphs = GlyphAtlas.defaultCharacters.compactMap(atlas.glyph).filter { $0.width > 0 }
        #expect(glyphs.count == 94)  // printable ASCII less the space
        for g in glyphs {
            #expect(g.atlasX >= 0 && g.atlasX + g.width <= GlyphAtlas.width)
            #expect(g.atlasY >= 0 && g.atlasY + g.height <= atlas.height)
            #expect(!(g.atlasX < 5 && g.atlasY < 5), "a glyph overlaps the solid block")
        }
        for (i, a) in glyphs.enumerated() {
            for b in glyphs[(i + 1)...] {
                let apart =
                    a.atlasX + a.width <= b.atlasX || b.atlasX + b.width <= a.atlasX
                    || a.atlasY + a.height <= b.atlasY || b.atlasY + b.height <= a.atlasY
                #expect(apart)
            }
        }
        #expect(atlas.coverage[2 * GlyphAtlas.width + 2] == 255)  // the solid texel
    }
}

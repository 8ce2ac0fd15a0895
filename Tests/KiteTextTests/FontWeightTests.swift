import Foundation
import KiteScene
import Testing

@testable import KiteText

/// Weights through fontconfig. Needs DejaVu Sans with its bold face (Debian's fonts-dejavu-core: DejaVuSans.ttf and
/// DejaVuSans-Bold.ttf), installed by scripts/install-deps.sh.
@Suite struct FontWeightTests {
    @Test func eachWeightFindsTheNearestFaceOfTheFamily() throws {
        let regular = try FontLocator.path(family: "DejaVu Sans", weight: .regular)
        let bold = try FontLocator.path(family: "DejaVu Sans", weight: .bold)
        let semibold = try FontLocator.path(family: "DejaVu Sans", weight: .semibold)
        #expect(regular.hasSuffix("/DejaVuSans.ttf"))
        #expect(bold.hasSuffix("/DejaVuSans-Bold.ttf"))
        // DejaVu Sans has no semibold face: fontconfig's nearest to 180 is Bold (200), not Book (80).
        #expect(semibold == bold)
        #expect(try FontLocator.path(family: "DejaVu Sans") == regular)
    }

    /// The bold face's "H" is as tall and its stems wider: more ink in the same box.
    @Test func boldGlyphsCarryMoreInk() throws {
        var font = FamilyFont(family: "DejaVu Sans")
        let regular = try font.atlas(pixelSize: 40)
        let bold = try font.atlas(pixelSize: 40, weight: .bold)
        func ink(_ atlas: GlyphAtlas) throws -> Int {
            let glyph = try #require(atlas.glyph("H"))
            var sum = 0
            for y in glyph.atlasY..<(glyph.atlasY + glyph.height) {
                for x in glyph.atlasX..<(glyph.atlasX + glyph.width) {
                    sum += Int(atlas.coverage[y * GlyphAtlas.width + x])
                }
            }
            return sum
        }
        #expect(try Double(ink(bold)) > 1.3 * Double(ink(regular)))
        #expect(bold.width(of: "Activity") > regular.width(of: "Activity"))
    }
}

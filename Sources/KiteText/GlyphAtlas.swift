import CFreeType

/// A font's glyphs at one device-pixel size, rasterised by FreeType into a single-channel coverage image (255 is
/// fully covered), ready to upload as a texture. Drawn 1:1 at whole-pixel positions the glyphs are exactly
/// FreeType's rendering, so text is crisp at any window scale: build one atlas per scale (1, 1.25, 2, ...).
///
/// The atlas also holds a solid block (`solidTexel`) so flat rectangles can be drawn by the same textured-quad
/// batch as the text.
public final class GlyphAtlas {
    /// The atlas width, pixels; fixed so rows pack predictably.
    public static let width = 512
    /// Characters rasterised up front: printable ASCII.
    public static let defaultCharacters = (32...126).map { Character(Unicode.Scalar(UInt8($0))) }

    public let height: Int
    /// Coverage, row-major, `width * height` bytes, top row first.
    public let coverage: [UInt8]
    /// The em size the glyphs were rasterised at, device pixels.
    public let pixelSize: Double
    /// Baseline to the top of the tallest glyphs, pixels.
    public let ascender: Double
    /// Baseline to the bottom of descenders, pixels, negative.
    public let descender: Double
    /// Baseline-to-baseline distance, pixels.
    public let lineHeight: Double
    /// The centre of a fully covered 4 x 4 block, atlas pixels: sample here to fill a quad with solid colour.
    public let solidTexel: (x: Double, y: Double) = (2, 2)
    private let glyphs: [Character: Glyph]
    /// The ASCII glyphs by code, for lookups that must not hash (the HUD draws every frame).
    private let asciiGlyphs: [Glyph?]

    /// Rasterises `characters` from the font file at `path` at `pixelSize` device pixels (in (0, 512]).
    public init(fontPath: String, pixelSize: Double, characters: [Character] = defaultCharacters) throws(TextError) {
        let face = try FontFace(path: fontPath, pixelSize: pixelSize)
        self.pixelSize = pixelSize
        (ascender, descender, lineHeight) = face.lineMetrics
        var packer = ShelfPacker(width: Self.width, padding: 1)
        _ = packer.place(width: 4, height: 4)  // the solid block at (0, 0)
        var rasterised: [(Character, Glyph, [UInt8])] = []
        for character in characters {
            guard let scalar = character.unicodeScalars.first,
                let (glyph, pixels) = try face.rasterise(scalar, { Self.copy($0, $1, $2, $3, into: &packer) })
            else { continue }
            rasterised.append((character, glyph, pixels))
        }
        height = max(4, packer.usedHeight)
        var image = [UInt8](repeating: 0, count: Self.width * height)
        for y in 0..<4 { for x in 0..<4 { image[y * Self.width + x] = 255 } }
        var table: [Character: Glyph] = [:]
        for (character, glyph, pixels) in rasterised {
            Self.blit(pixels, glyph, into: &image)
            table[character] = glyph
        }
        coverage = image
        glyphs = table
        asciiGlyphs = (0..<128).map { table[Character(Unicode.Scalar(UInt8($0)))] }
    }

    /// The glyph for `character`, nil when the font (or the atlas's character set) lacks it.
    public func glyph(_ character: Character) -> Glyph? { glyphs[character] }

    /// The glyph for the ASCII code `code`, nil outside 0..<128 or when the atlas lacks it.
    public func glyph(ascii code: UInt8) -> Glyph? { code < 128 ? asciiGlyphs[Int(code)] : nil }

    /// The advance width of `text`, pixels; characters the atlas lacks advance like "?".
    public func width(of text: String) -> Double {
        var pen = 0.0
        for c in text { pen += (glyphs[c] ?? glyphs["?"])?.advance ?? 0 }
        return pen
    }

    private static func copy(
        _ bitmap: FT_Bitmap, _ left: Int, _ top: Int, _ advance: Double, into packer: inout ShelfPacker
    ) -> (Glyph, [UInt8]) {
        let w = Int(bitmap.width)
        let h = Int(bitmap.rows)
        var pixels = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            // FreeType's 8-bit gray bitmap: `pitch` bytes per row, rows top first when pitch > 0.
            let row = bitmap.buffer! + y * Int(bitmap.pitch)
            for x in 0..<w { pixels[y * w + x] = row[x] }
        }
        let (x, y) = w > 0 && h > 0 ? packer.place(width: w, height: h) : (0, 0)
        let glyph = Glyph(atlasX: x, atlasY: y, width: w, height: h, bearingX: left, bearingY: top, advance: advance)
        return (glyph, pixels)
    }

    private static func blit(_ pixels: [UInt8], _ g: Glyph, into image: inout [UInt8]) {
        for y in 0..<g.height {
            for x in 0..<g.width { image[(g.atlasY + y) * width + g.atlasX + x] = pixels[y * g.width + x] }
        }
    }
}

/// A font's advance widths at one device-pixel size, read from FreeType without rasterising: each is the `advance`
/// a `GlyphAtlas` of the same font and size holds for that character, so text measures as wide as it is drawn,
/// without making coverage bitmaps or an atlas image. Characters are loaded on first use and remembered.
public final class GlyphAdvances {
    /// The em size the advances are for, device pixels.
    public var pixelSize: Double { face.pixelSize }
    private let face: FontFace
    /// The advances loaded so far; nil for a character the font lacks.
    private var advances: [Character: Double?] = [:]

    /// Opens the font file at `path` at `pixelSize` device pixels (in (0, 512]).
    public init(fontPath: String, pixelSize: Double) throws(TextError) {
        face = try FontFace(path: fontPath, pixelSize: pixelSize)
    }

    /// The advance width of `text`, pixels, as `GlyphAtlas.width(of:)` sums it: a character the font lacks
    /// advances like "?", a character of several scalars like its first.
    public func width(of text: String) throws(TextError) -> Double {
        var pen = 0.0
        for character in text {
            if let advance = try advance(character) {
                pen += advance
            } else {
                pen += try advance("?") ?? 0
            }
        }
        return pen
    }

    /// The advance of `character`, pixels; nil when the font lacks it.
    public func advance(_ character: Character) throws(TextError) -> Double? {
        if let known = advances[character] { return known }
        let advance = try character.unicodeScalars.first.flatMap { scalar throws(TextError) in try face.advance(scalar)
        }
        advances[character] = advance
        return advance
    }
}

import KiteScene

/// A font family whose files fontconfig finds on first use, one per weight, and are then remembered, so that making
/// an atlas for each size asks fontconfig once per weight.
public struct FamilyFont: Sendable {
    public let family: String
    private var paths: [FontWeight: String] = [:]

    public init(family: String) { self.family = family }

    /// The glyphs of `characters` (default printable ASCII) from the family's face nearest to `weight` (default
    /// regular) rasterised at `pixelSize` (em, pixels). Throws when the family is not installed or cannot be
    /// rasterised at that size.
    public mutating func atlas(
        pixelSize: Double, weight: FontWeight = .regular, characters: [Character] = GlyphAtlas.defaultCharacters
    ) throws(TextError) -> GlyphAtlas {
        try GlyphAtlas(fontPath: path(weight: weight), pixelSize: pixelSize, characters: characters)
    }

    /// The advance widths of the family's face nearest to `weight` (default regular) at `pixelSize` (em, pixels),
    /// without rasterising. Throws as `atlas` does.
    public mutating func advances(pixelSize: Double, weight: FontWeight = .regular) throws(TextError) -> GlyphAdvances {
        try GlyphAdvances(fontPath: path(weight: weight), pixelSize: pixelSize)
    }

    /// The file of the face nearest to `weight`, asked of fontconfig once per weight.
    private mutating func path(weight: FontWeight) throws(TextError) -> String {
        if let path = paths[weight] { return path }
        let found = try FontLocator.path(family: family, weight: weight)
        paths[weight] = found
        return found
    }
}

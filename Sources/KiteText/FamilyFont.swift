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
        let found: String
        if let path = paths[weight] {
            found = path
        } else {
            found = try FontLocator.path(family: family, weight: weight)
        }
        paths[weight] = found
        return try GlyphAtlas(fontPath: found, pixelSize: pixelSize, characters: characters)
    }
}

/// A font family whose file fontconfig finds on first use and is then remembered, so that making an atlas for each
/// size asks fontconfig once.
public struct FamilyFont: Sendable {
    public let family: String
    private var path: String?

    public init(family: String) { self.family = family }

    /// The family's glyphs rasterised at `pixelSize` (em, pixels). Throws when the family is not installed or
    /// cannot be rasterised at that size.
    public mutating func atlas(pixelSize: Double) throws(TextError) -> GlyphAtlas {
        let found: String
        if let path {
            found = path
        } else {
            found = try FontLocator.path(family: family)
        }
        path = found
        return try GlyphAtlas(fontPath: found, pixelSize: pixelSize)
    }
}

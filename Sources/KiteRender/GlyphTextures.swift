import KiteGL
import KiteText

/// The GL textures of a `GlyphAtlasCache`'s atlases, made on first use and dropped once their atlas leaves the
/// cache. Needs the renderer's GL context current.
final class GlyphTextures {
    /// Textures by atlas serial, in the cache's entry order as of the last `texture(for:)` (a short list: one per
    /// text size on screen).
    private var textures: [(serial: Int, texture: CoverageTexture)] = []

    /// The texture of `entry`, uploaded on first use. Sampled linearly so rotated and scaled text is smooth; upright
    /// text at whole pixels samples texel centres and comes out exactly as rasterised.
    func texture(for entry: GlyphAtlasCache.Entry) -> CoverageTexture {
        if let found = textures.first(where: { $0.serial == entry.serial }) { return found.texture }
        let atlas = entry.atlas
        let texture = CoverageTexture(
            width: GlyphAtlas.width, height: atlas.height, coverage: atlas.coverage, smooth: true)
        textures.append((entry.serial, texture))
        return texture
    }

    /// Deletes the textures of atlases no longer in `cache`.
    func releaseUnused(by cache: GlyphAtlasCache) {
        textures.removeAll { texture in !cache.entries.contains { $0.serial == texture.serial } }
    }
}

import KiteGL
import KiteScene
import KiteText

/// The text font's glyph atlases, one per pixel size and weight a frame asks for, each with its GL texture. Sizes
/// are quantised to a quarter pixel so a scaling animation reuses atlases; unused ones are dropped after a frame
/// that did not draw them, so the cache holds what the scene shows now.
final class GlyphAtlasCache {
    /// The family every `TextLayer` is drawn in. Defaults to `TextLayout.defaultFamily`; changing it drops every
    /// atlas.
    var family = TextLayout.defaultFamily {
        didSet {
            retired += entries.compactMap(\.texture)
            (font, entries, indexByKey) = (FamilyFont(family: family), [], [:])
        }
    }

    /// What an atlas is made for: a quantised pixel size and a weight.
    struct Key: Hashable {
        let pixelSize: Double
        let weight: FontWeight
    }

    struct Entry {
        let key: Key
        let atlas: GlyphAtlas
        /// Made by the first draw that samples it, so encoding a frame issues no GL call.
        var texture: CoverageTexture?
    }

    private var font = FamilyFont(family: TextLayout.defaultFamily)
    private(set) var entries: [Entry] = []
    private var indexByKey: [Key: Int] = [:]
    private var usedThisFrame: Set<Key> = []
    /// Textures of dropped atlases, deleted by the next `releaseRetired` so that encoding issues no GL call.
    private var retired: [CoverageTexture] = []

    /// The pixel size an em of `pixelSize` is drawn at: quantised and clamped, nil when too small to read.
    static func quantised(_ pixelSize: Double) -> Double? { TextLayout.atlasPixelSize(em: pixelSize) }

    /// Starts encoding a frame: releases the atlases the previous frame did not use (renumbering the rest, so only
    /// between frames) and forgets which sizes it used.
    func startFrame() {
        if usedThisFrame.count < entries.count {
            retired += entries.filter { !usedThisFrame.contains($0.key) }.compactMap(\.texture)
            entries = entries.filter { usedThisFrame.contains($0.key) }
            indexByKey = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    /// Deletes the textures of atlases dropped since the last call; needs the renderer's GL context current.
    func releaseRetired() { retired.removeAll() }

    /// The texture of atlas `index`, uploaded on first use; needs the renderer's GL context current.
    /// Sampled linearly so rotated and scaled text is smooth; upright text at whole pixels samples texel centres and
    /// comes out exactly as rasterised.
    func texture(_ index: Int) -> CoverageTexture {
        if let texture = entries[index].texture { return texture }
        let atlas = entries[index].atlas
        let texture = CoverageTexture(
            width: GlyphAtlas.width, height: atlas.height, coverage: atlas.coverage, smooth: true)
        entries[index].texture = texture
        return texture
    }

    /// The index of the atlas for `pixelSize` (already quantised) and `weight` (default regular), made on first
    /// use. Throws `RenderError.fontUnavailable` when the font is not installed or cannot be rasterised.
    func index(pixelSize: Double, weight: FontWeight = .regular) throws(RenderError) -> Int {
        let key = Key(pixelSize: pixelSize, weight: weight)
        usedThisFrame.insert(key)
        if let index = indexByKey[key] { return index }
        do throws(TextError) {
            let atlas = try font.atlas(pixelSize: pixelSize, weight: weight)
            entries.append(Entry(key: key, atlas: atlas, texture: nil))
        } catch {
            throw .fontUnavailable(family: family, reason: error.description)
        }
        indexByKey[key] = entries.count - 1
        return entries.count - 1
    }
}

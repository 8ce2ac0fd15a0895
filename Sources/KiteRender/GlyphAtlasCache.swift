import KiteGL
import KiteText

/// The text font's glyph atlases, one per pixel size a frame asks for, each with its GL texture. Sizes are
/// quantised to a quarter pixel so a scaling animation reuses atlases; unused sizes are dropped after a frame that
/// did not draw them, so the cache holds what the scene shows now.
final class GlyphAtlasCache {
    /// The family every `TextLayer` is drawn in. Defaults to `TextLayout.defaultFamily`; changing it drops every
    /// atlas.
    var family = TextLayout.defaultFamily {
        didSet {
            retired += entries.compactMap(\.texture)
            (font, entries, indexBySize) = (FamilyFont(family: family), [], [:])
        }
    }

    struct Entry {
        let atlas: GlyphAtlas
        /// Made by the first draw that samples it, so encoding a frame issues no GL call.
        var texture: CoverageTexture?
    }

    private var font = FamilyFont(family: TextLayout.defaultFamily)
    private(set) var entries: [Entry] = []
    private var indexBySize: [Double: Int] = [:]
    private var usedThisFrame: Set<Double> = []
    /// Textures of dropped atlases, deleted by the next `releaseRetired` so that encoding issues no GL call.
    private var retired: [CoverageTexture] = []

    /// The pixel size an em of `pixelSize` is drawn at: quantised and clamped, nil when too small to read.
    static func quantised(_ pixelSize: Double) -> Double? { TextLayout.atlasPixelSize(em: pixelSize) }

    /// Starts encoding a frame: releases the atlases the previous frame did not use (renumbering the rest, so only
    /// between frames) and forgets which sizes it used.
    func startFrame() {
        if usedThisFrame.count < entries.count {
            retired += entries.filter { !usedThisFrame.contains($0.atlas.pixelSize) }.compactMap(\.texture)
            entries = entries.filter { usedThisFrame.contains($0.atlas.pixelSize) }
            indexBySize = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.atlas.pixelSize, $0) })
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

    /// The index of the atlas for `pixelSize` (already quantised), made on first use. Throws
    /// `RenderError.fontUnavailable` when the font is not installed or cannot be rasterised.
    func index(pixelSize: Double) throws(RenderError) -> Int {
        usedThisFrame.insert(pixelSize)
        if let index = indexBySize[pixelSize] { return index }
        do throws(TextError) {
            let atlas = try font.atlas(pixelSize: pixelSize)
            entries.append(Entry(atlas: atlas, texture: nil))
        } catch {
            throw .fontUnavailable(family: family, reason: error.description)
        }
        indexBySize[pixelSize] = entries.count - 1
        return entries.count - 1
    }
}

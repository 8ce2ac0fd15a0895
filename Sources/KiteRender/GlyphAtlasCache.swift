import KiteScene
import KiteText

/// The text font's glyph atlases, one per pixel size and weight a frame asks for. Sizes are quantised to a quarter
/// pixel so a scaling animation reuses atlases; unused ones are dropped after a frame that did not draw them, so
/// the cache holds what the scene shows now. CPU only: `GlyphTextures` keeps the GL textures that follow it.
final class GlyphAtlasCache {
    /// The family every `TextLayer` is drawn in. Defaults to `TextLayout.defaultFamily`; changing it drops every
    /// atlas.
    var family = TextLayout.defaultFamily {
        didSet {
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
        /// Unique over the cache's life, so a texture made for this atlas is never mistaken for another's after
        /// the entries are renumbered.
        let serial: Int
    }

    private var font = FamilyFont(family: TextLayout.defaultFamily)
    private(set) var entries: [Entry] = []
    private var indexByKey: [Key: Int] = [:]
    private var usedThisFrame: Set<Key> = []
    private var nextSerial = 0

    /// The pixel size an em of `pixelSize` is drawn at: quantised and clamped, nil when too small to read.
    static func quantised(_ pixelSize: Double) -> Double? { TextLayout.atlasPixelSize(em: pixelSize) }

    /// Starts encoding a frame: releases the atlases the previous frame did not use (renumbering the rest, so only
    /// between frames) and forgets which ones it used.
    func startFrame() {
        if usedThisFrame.count < entries.count {
            entries = entries.filter { usedThisFrame.contains($0.key) }
            indexByKey = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    /// The index of the atlas for `pixelSize` (already quantised) and `weight` (default regular), made on first
    /// use. Throws `RenderError.fontUnavailable` when the font is not installed or cannot be rasterised.
    func index(pixelSize: Double, weight: FontWeight = .regular) throws(RenderError) -> Int {
        let key = Key(pixelSize: pixelSize, weight: weight)
        usedThisFrame.insert(key)
        if let index = indexByKey[key] { return index }
        do throws(TextError) {
            let atlas = try font.atlas(pixelSize: pixelSize, weight: weight)
            entries.append(Entry(key: key, atlas: atlas, serial: nextSerial))
            nextSerial += 1
        } catch {
            throw .fontUnavailable(family: family, reason: error.description)
        }
        indexByKey[key] = entries.count - 1
        return entries.count - 1
    }
}

import KiteText

/// The text font's glyph atlases, one per pixel size a frame asks for. Sizes are quantised to a quarter pixel so
/// a scaling animation reuses atlases; unused sizes are dropped after a frame that did not draw them, so the cache
/// holds what the scene shows now. CPU only: `GlyphTextures` keeps the GL textures that follow it.
final class GlyphAtlasCache {
    /// The family every `TextLayer` is drawn in. Defaults to `TextLayout.defaultFamily`; changing it drops every
    /// atlas.
    var family = TextLayout.defaultFamily {
        didSet {
            (font, entries, indexBySize) = (FamilyFont(family: family), [], [:])
        }
    }

    struct Entry {
        let atlas: GlyphAtlas
        /// Unique over the cache's life, so a texture made for this atlas is never mistaken for another's after
        /// the entries are renumbered.
        let serial: Int
    }

    private var font = FamilyFont(family: TextLayout.defaultFamily)
    private(set) var entries: [Entry] = []
    private var indexBySize: [Double: Int] = [:]
    private var usedThisFrame: Set<Double> = []
    private var nextSerial = 0

    /// The pixel size an em of `pixelSize` is drawn at: quantised and clamped, nil when too small to read.
    static func quantised(_ pixelSize: Double) -> Double? { TextLayout.atlasPixelSize(em: pixelSize) }

    /// Starts encoding a frame: releases the atlases the previous frame did not use (renumbering the rest, so only
    /// between frames) and forgets which sizes it used.
    func startFrame() {
        if usedThisFrame.count < entries.count {
            entries = entries.filter { usedThisFrame.contains($0.atlas.pixelSize) }
            indexBySize = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.atlas.pixelSize, $0) })
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    /// The index of the atlas for `pixelSize` (already quantised), made on first use. Throws
    /// `RenderError.fontUnavailable` when the font is not installed or cannot be rasterised.
    func index(pixelSize: Double) throws(RenderError) -> Int {
        usedThisFrame.insert(pixelSize)
        if let index = indexBySize[pixelSize] { return index }
        do throws(TextError) {
            let atlas = try font.atlas(pixelSize: pixelSize)
            entries.append(Entry(atlas: atlas, serial: nextSerial))
            nextSerial += 1
        } catch {
            throw .fontUnavailable(family: family, reason: error.description)
        }
        indexBySize[pixelSize] = entries.count - 1
        return entries.count - 1
    }
}

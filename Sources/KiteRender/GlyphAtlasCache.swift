import KiteScene
import KiteText

/// The text font's glyph atlases, one per pixel size and weight a frame asks for. Sizes are quantised to a quarter
/// pixel so a scaling animation reuses atlases. An atlas no frame has drawn for `unusedFramesKept` frames is
/// dropped, so text that comes and goes (a menu's labels, a title fading in and out) does not rasterise its glyphs
/// again each time, while the sizes a scaling animation passed through do not pile up; atlases made by `prepare`
/// for text that can appear are kept for the cache's life. CPU only: `GlyphTextures` keeps the GL textures that
/// follow it.
final class GlyphAtlasCache {
    /// Frames an atlas stays after the last frame that drew with it: 600 (ten seconds at 60 Hz).
    static let unusedFramesKept = 600

    /// The family every `TextLayer` is drawn in. Defaults to `TextLayout.defaultFamily`; changing it drops every
    /// atlas.
    var family = TextLayout.defaultFamily {
        didSet {
            (font, entries, indexByKey) = (FamilyFont(family: family), [], [:])
            renumberings += 1
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
        /// The last frame (`startFrame` count) that drew with it.
        var lastUsedFrame: Int
        /// Made by `prepare`: kept however long it goes unused.
        var isPrepared: Bool
    }

    private var font = FamilyFont(family: TextLayout.defaultFamily)
    private(set) var entries: [Entry] = []
    private var indexByKey: [Key: Int] = [:]
    private var frame = 0
    private var nextSerial = 0
    /// How many times `entries` were renumbered (stale atlases dropped, the family changed), from 0. An index
    /// taken before a renumbering may name another atlas or none: a command list encoded then (the warm-up's,
    /// drawn over many frames) must be encoded again.
    private(set) var renumberings = 0

    /// The pixel size an em of `pixelSize` is drawn at: quantised and clamped, nil when too small to read.
    static func quantised(_ pixelSize: Double) -> Double? { TextLayout.atlasPixelSize(em: pixelSize) }

    /// Starts encoding a frame: releases the atlases no frame used for `unusedFramesKept` frames (renumbering the
    /// rest, so only between frames).
    func startFrame() {
        frame += 1
        let oldest = frame - Self.unusedFramesKept
        var anyStale = false
        for entry in entries where !entry.isPrepared && entry.lastUsedFrame < oldest { anyStale = true }
        guard anyStale else { return }
        entries.removeAll { !$0.isPrepared && $0.lastUsedFrame < oldest }
        renumberings += 1
        indexByKey = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
    }

    /// The index of the atlas for `pixelSize` (already quantised) and `weight` (default regular), made on first
    /// use. Throws `RenderError.fontUnavailable` when the font is not installed or cannot be rasterised.
    func index(pixelSize: Double, weight: FontWeight = .regular) throws(RenderError) -> Int {
        let index = try entry(Key(pixelSize: pixelSize, weight: weight))
        entries[index].lastUsedFrame = frame
        return index
    }

    /// Makes the atlas for `pixelSize` (already quantised) and `weight` now, ahead of the first frame that draws
    /// it, and keeps it for the cache's life. Throws as `index` does.
    func prepare(pixelSize: Double, weight: FontWeight) throws(RenderError) {
        let index = try entry(Key(pixelSize: pixelSize, weight: weight))
        entries[index].isPrepared = true
    }

    private func entry(_ key: Key) throws(RenderError) -> Int {
        if let index = indexByKey[key] { return index }
        do throws(TextError) {
            let atlas = try font.atlas(pixelSize: key.pixelSize, weight: key.weight)
            entries.append(Entry(key: key, atlas: atlas, serial: nextSerial, lastUsedFrame: frame, isPrepared: false))
            nextSerial += 1
        } catch {
            throw .fontUnavailable(family: family, reason: error.description)
        }
        indexByKey[key] = entries.count - 1
        return entries.count - 1
    }
}

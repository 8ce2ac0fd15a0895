import CCairo
import KiteScene
import KiteText

/// The text font's glyph atlases for the cairo painter, one per quantised pixel size and weight, each with its
/// coverage as a cairo A8 image. Kept for the painter's life (a reference painter draws few sizes), so repeated paints rasterise
/// nothing. The first font failure is kept in `error` and drawing text is skipped.
final class CairoGlyphAtlases {
    struct Entry {
        let atlas: GlyphAtlas
        /// The atlas's coverage as an A8 image surface, owned here.
        let surface: OpaquePointer
    }

    private var font: FamilyFont
    private var entries: [Key: Entry] = [:]

    /// What an atlas is made for: a quantised pixel size and a weight.
    struct Key: Hashable {
        let pixelSize: Double
        let weight: FontWeight
    }
    /// Why text could not be drawn, when it could not.
    private(set) var error: TextError?

    init(family: String = TextLayout.defaultFamily) { font = FamilyFont(family: family) }

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The atlas for `pixelSize` (already quantised) and `weight` (default regular), made on first use; nil (with
    /// `error` set) when the font cannot be loaded or rasterised.
    func entry(pixelSize: Double, weight: FontWeight = .regular) -> Entry? {
        let key = Key(pixelSize: pixelSize, weight: weight)
        if let entry = entries[key] { return entry }
        do throws(TextError) {
            let atlas = try font.atlas(pixelSize: pixelSize, weight: weight)
            let entry = Entry(atlas: atlas, surface: Self.surface(atlas))
            entries[key] = entry
            return entry
        } catch {
            if self.error == nil { self.error = error }
            return nil
        }
    }

    /// Copies the atlas's coverage, row by row (cairo pads A8 rows to its stride), into a new A8 image.
    private static func surface(_ atlas: GlyphAtlas) -> OpaquePointer {
        let width = GlyphAtlas.width
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(atlas.height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Safe: a new A8 image of `stride * atlas.height` bytes, written only here before cairo reads it.
        let data = cairo_image_surface_get_data(surface)!
        atlas.coverage.withUnsafeBufferPointer { coverage in
            for y in 0..<atlas.height {
                (data + y * stride).update(from: coverage.baseAddress! + y * width, count: width)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

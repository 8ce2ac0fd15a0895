import CFreeType

/// One font file opened with FreeType at one pixel size, rasterising glyphs to 8-bit coverage.
final class FontFace {
    private var library: FT_Library?
    private var face: FT_Face?
    /// The pixel size glyphs are rasterised at (the em height in device pixels).
    let pixelSize: Double

    init(path: String, pixelSize: Double) throws(TextError) {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize <= 512 else { throw .invalidSize(pixelSize) }
        self.pixelSize = pixelSize
        var error = FT_Init_FreeType(&library)
        guard error == 0 else { throw .freeType(call: "FT_Init_FreeType", code: error) }
        error = FT_New_Face(library, path, 0, &face)
        guard error == 0, face != nil else {
            FT_Done_FreeType(library)
            throw .freeType(call: "FT_New_Face(\(path))", code: error)
        }
        // 26.6 fixed point at 72 dpi: one point is one pixel, and fractional sizes (scale 1.25) stay exact.
        let size = FT_F26Dot6((pixelSize * 64).rounded())
        error = FT_Set_Char_Size(face, 0, size, 72, 72)
        guard error == 0 else { throw .freeType(call: "FT_Set_Char_Size", code: error) }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Ascender and descender (negative, below the baseline) and line height, pixels.
    var lineMetrics: (ascender: Double, descender: Double, lineHeight: Double) {
        let m = face!.pointee.size.pointee.metrics
        return (Double(m.ascender) / 64, Double(m.descender) / 64, Double(m.height) / 64)
    }

    /// How far the pen moves after `scalar`, pixels, from the glyph loaded with the light hinting `rasterise` uses
    /// but not rendered: FreeType sets the advance when it loads and hints the outline, and rendering the bitmap
    /// leaves it unchanged, so this is the advance `rasterise` reports. Nil when the font lacks the character.
    func advance(_ scalar: Unicode.Scalar) throws(TextError) -> Double? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0 || scalar == " " else { return nil }
        let error = FT_Load_Glyph(face, index, Self.lightHinting)
        guard error == 0 else {
            throw .freeType(call: "FT_Load_Glyph(U+\(String(scalar.value, radix: 16)))", code: error)
        }
        return Double(face!.pointee.glyph!.pointee.advance.x) / 64
    }

    /// FT_LOAD_TARGET_LIGHT, a function-like macro Swift cannot import: FT_LOAD_TARGET_(mode) is mode << 16.
    private static let lightHinting = FT_Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16

    /// Rasterises `scalar` with light hinting (vertical only, so stems stay crisp without distorting shapes) and
    /// hands the coverage rows to `body`; nil when the font lacks the character.
    func rasterise<R>(
        _ scalar: Unicode.Scalar,
        _ body: (_ bitmap: FT_Bitmap, _ left: Int, _ top: Int, _ advance: Double) -> R
    ) throws(TextError) -> R? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0 || scalar == " " else { return nil }
        let flags = FT_Int32(FT_LOAD_RENDER) | Self.lightHinting
        let error = FT_Load_Glyph(face, index, flags)
        guard error == 0 else {
            throw .freeType(call: "FT_Load_Glyph(U+\(String(scalar.value, radix: 16)))", code: error)
        }
        let slot = face!.pointee.glyph!.pointee
        return body(slot.bitmap, Int(slot.bitmap_left), Int(slot.bitmap_top), Double(slot.advance.x) / 64)
    }
}

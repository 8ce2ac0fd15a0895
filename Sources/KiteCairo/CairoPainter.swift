import CCairo
import KiteGeometry
import KiteScene
import KiteText

/// Paints a KiteScene layer tree with cairo, the CPU rasteriser Kite measures itself against: the reference for
/// golden tests (supersampled, then box-filtered down: close to exact area coverage) and cairo's side of
/// `kite bench render` (supersample 1: cairo's own anti-aliasing).
///
/// Shadows are blurred with a Gaussian of standard deviation `blurRadius / 2` device pixels, the convention
/// `SceneRenderer` uses too.
public final class CairoPainter: ScenePainter {
    /// Output size in device pixels.
    public let width: Int
    public let height: Int
    /// Device pixels per point.
    public let scale: Double
    /// Samples per device pixel along each axis, >= 1: 16 matches the reference (16x the scale).
    public let supersample: Int
    /// The supersampled image, kept so repeated paints (benchmarks) allocate nothing.
    private let surface: OpaquePointer
    /// Text's glyph atlases, made as sizes are first drawn and kept for the painter's life.
    private let glyphAtlases = CairoGlyphAtlases()
    /// Why text was not drawn (the font is not installed or cannot be rasterised); nil while text draws.
    public var textError: TextError? { glyphAtlases.error }

    /// A painter for a `width` x `height` device-pixel image. Preconditions: sizes in 1...16384, scale > 0,
    /// supersample in 1...32, and the supersampled image under 2^28 pixels.
    public init(width: Int, height: Int, scale: Double, supersample: Int = 1) {
        precondition((1...16384).contains(width) && (1...16384).contains(height), "CairoPainter: size out of range")
        precondition(scale > 0 && scale.isFinite, "CairoPainter: scale must be positive")
        precondition((1...32).contains(supersample), "CairoPainter: supersample must be in 1...32")
        precondition(width * height * supersample * supersample < 1 << 28, "CairoPainter: image too large")
        (self.width, self.height, self.scale, self.supersample) = (width, height, scale, supersample)
        surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(width * supersample), Int32(height * supersample))!
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints the tree under `root` over `background`; premultiplied RGBA rows, top row first.
    public func paint(_ root: Layer, background: Color = .clear) -> [UInt8] {
        paint(root.drawList(), background: background)
    }

    /// Paints `list` over `background`; premultiplied RGBA rows, top row first.
    public func paint(_ list: DrawList, background: Color = .clear) -> [UInt8] {
        draw(list, background: background)
        return premultipliedPixels()
    }

    /// The image the last `draw` left, box-filtered down from the supersampled one: premultiplied RGBA rows, top
    /// row first.
    public func premultipliedPixels() -> [UInt8] {
        downsample(surface, width * supersample, height * supersample)
    }

    /// Clears to `background` and draws `list` into the painter's image, without reading it back: what
    /// `kite bench render` times.
    public func draw(_ list: DrawList, background: Color = .clear) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(cr, background, opacity: 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var painter = CairoItemPainter(
            cr: cr, deviceScale: scale * Double(supersample), width: width * supersample,
            height: height * supersample, supersample: supersample, glyphAtlases: glyphAtlases)
        for item in list.items { painter.paint(item) }
        cairo_surface_flush(surface)
    }

    /// Box-filters the supersampled ARGB32 surface down to RGBA bytes.
    private func downsample(_ surface: OpaquePointer, _ w: Int, _ h: Int) -> [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Safe: the surface is flushed, ARGB32 and `stride * h` bytes long; only read here.
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let n = supersample
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var sums = [Int](repeating: 0, count: width * 4)
        for y in 0..<height {
            for i in sums.indices { sums[i] = 0 }
            for sy in 0..<n {
                let row = data + (y * n + sy) * stride
                for x in 0..<w {
                    let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let o = (x / n) * 4
                    sums[o] += Int((pixel >> 16) & 0xFF)
                    sums[o + 1] += Int((pixel >> 8) & 0xFF)
                    sums[o + 2] += Int(pixel & 0xFF)
                    sums[o + 3] += Int(pixel >> 24)
                }
            }
            let count = n * n
            for i in 0..<(width * 4) { out[y * width * 4 + i] = UInt8((sums[i] + count / 2) / count) }
        }
        return out
    }
}

func setColor(_ cr: OpaquePointer, _ color: Color, opacity: Double) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
}

import CCairo
import KiteGeometry
import KiteScene

/// A cairo image surface kept from frame to frame, for timing cairo's own drawing (`kite bench render`): no
/// supersampling and no read-back, so the peer pays for clearing, painting and flushing only, as the GPU side
/// pays for clear, draw and finish.
public final class CairoCanvas {
    /// Size in device pixels.
    public let width: Int
    public let height: Int
    /// Device pixels per point.
    public let scale: Double
    /// Owned: created in `init`, destroyed in `deinit`, never handed out.
    private let surface: OpaquePointer

    /// A `width` x `height` ARGB32 canvas. Preconditions: sizes in 1...16384, scale > 0 and finite.
    public init(width: Int, height: Int, scale: Double) {
        precondition(
            (1...16384).contains(width) && (1...16384).contains(height), "CairoCanvas: size out of range")
        precondition(scale > 0 && scale.isFinite, "CairoCanvas: scale must be positive")
        (self.width, self.height, self.scale) = (width, height, scale)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    }

    deinit { cairo_surface_destroy(surface) }

    /// Clears to `background`, paints `list` and flushes the surface.
    public func draw(_ list: DrawList, background: Color = .clear) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(cr, background, opacity: 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var painter = CairoItemPainter(cr: cr, deviceScale: scale, width: width, height: height, supersample: 1)
        for item in list.items { painter.paint(item) }
        cairo_surface_flush(surface)
    }
}

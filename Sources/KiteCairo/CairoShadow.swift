import CCairo
import KiteGeometry
import KiteScene

#if canImport(Glibc)
    import Glibc
#endif

/// A layer's shadow for the reference painter: the silhouette painted with cairo at device resolution, blurred by a
/// separable Gaussian (standard deviation `blurRadius * sigmaPerRadius` points), then masked onto the
/// supersampled image with bilinear filtering (the blur leaves nothing finer than a pixel to lose).
struct CairoShadow {
    /// Deviation per point of shadow radius; the same convention as `SceneRenderer.shadowSigmaPerRadius`.
    static let sigmaPerRadius = 0.5

    let width: Int
    let height: Int
    /// Device pixels per point.
    let scale: Double

    /// Paints the shadow of `shape` (placed by `transform`, moved by `offset` points in its layer) onto `cr`, whose
    /// device space is `supersample` times finer than this shadow's.
    func paint(
        _ shape: ShadowShape, color: Color, blurRadius: Double, offset: Vector, transform: AffineTransform,
        opacity: Double, onto cr: OpaquePointer, supersample: Int
    ) {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let silhouette = cairo_create(mask)!
        let placed = AffineTransform(translationX: offset.dx, y: offset.dy).concatenating(transform)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        var m = cairo_matrix_t(xx: placed.a, yx: placed.b, xy: placed.c, yy: placed.d, x0: placed.tx, y0: placed.ty)
        cairo_set_matrix(silhouette, &m)
        // A silhouette is a shape, never text: the atlas set stays empty (it loads fonts only when text is drawn).
        let painter = CairoItemPainter(
            cr: silhouette, deviceScale: 1, width: width, height: height, supersample: 1,
            glyphAtlases: CairoGlyphAtlases())
        painter.paintSilhouette(shape)
        cairo_destroy(silhouette)
        cairo_surface_flush(mask)
        let sigma = blurRadius * Self.sigmaPerRadius * scale * abs(transform.determinant).squareRoot()
        blur(mask, sigma: sigma)
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_scale(cr, Double(supersample), Double(supersample))
        setColor(cr, color, opacity: opacity)
        let pattern = cairo_pattern_create_for_surface(mask)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Blurs the A8 surface in place: rows, then columns, with a Gaussian kernel cut at three deviations.
    private func blur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.05 else { return }
        let radius = Int((3 * sigma).rounded(.up))
        let kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        let weights = kernel.map { $0 / total }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Safe: an A8 surface of `stride * height` bytes, flushed, owned by the caller for this call.
        let data = cairo_image_surface_get_data(surface)!
        var values = [Double](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { values[y * width + x] = Double(data[y * stride + x]) } }
        values = convolve(values, weights, radius, along: 1, count: width, lines: height, lineStep: width)
        values = convolve(values, weights, radius, along: width, count: height, lines: width, lineStep: 1)
        for y in 0..<height {
            for x in 0..<width { data[y * stride + x] = UInt8(min(max(values[y * width + x].rounded(), 0), 255)) }
        }
    }

    /// One pass of the separable blur: `lines` lines of `count` samples `along` apart, lines `lineStep` apart.
    private func convolve(
        _ input: [Double], _ weights: [Double], _ radius: Int, along step: Int, count: Int, lines: Int, lineStep: Int
    ) -> [Double] {
        var output = [Double](repeating: 0, count: input.count)
        for line in 0..<lines {
            let base = line * lineStep
            for i in 0..<count {
                var sum = 0.0
                for k in max(-radius, -i)...min(radius, count - 1 - i) {
                    sum += weights[k + radius] * input[base + (i + k) * step]
                }
                output[base + i * step] = sum
            }
        }
        return output
    }
}

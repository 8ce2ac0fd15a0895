/// The shadow of a filled or stroked path: its silhouette's instances (drawn white into a scratch texture), the
/// device rectangle the blurred result can reach, and the blur and tint.
struct PathShadow {
    /// Silhouette pieces in the renderer's stroke instances.
    var strokes: Range<Int>
    /// Silhouette bands in the renderer's fill instances.
    var fills: Range<Int>
    /// Silhouette mask rectangles in the renderer's fill masks.
    var fillMasks: Range<Int>
    /// Min x, min y, max x, max y, whole device pixels, inside the viewport.
    var bounds: SIMD4<Int32>
    /// Gaussian standard deviation, device pixels.
    var sigma: Float
    /// Premultiplied RGBA.
    var color: SIMD4<Float>

    /// Texels each blur pass reads on either side of a pixel along its direction: 3 sigma, rounded up (the
    /// Gaussian's weight past it is under 0.3%). The scratch area cleared for the blur reaches this far too.
    var blurRadius: Int32 { Int32((3 * sigma).rounded(.up)) }
}

/// One instance of `Shaders/text.vert`: a glyph's rectangle in a layer's space, where its coverage lies in the
/// atlas, and its colour. Five vec4 attributes in this exact order.
struct TextInstance: Equatable {
    /// a, b, c, d of the local -> device transform.
    var linear: SIMD4<Float>
    /// tx, ty, unused, unused.
    var offset: SIMD4<Float>
    /// Min x, min y, max x, max y, local units.
    var rect: SIMD4<Float>
    /// Min u, min v, max u, max v: the glyph's bitmap as fractions of the atlas's width and height.
    var atlas: SIMD4<Float>
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
}

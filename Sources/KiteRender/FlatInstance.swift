/// One instance of `Shaders/flat.vert`: a rectangle in a layer's space filled with one colour. Four vec4
/// attributes in this exact order.
struct FlatInstance: Equatable {
    /// a, b, c, d of the local -> device transform.
    var linear: SIMD4<Float>
    /// tx, ty, unused, unused.
    var offset: SIMD4<Float>
    /// Min x, min y, max x, max y, local units.
    var rect: SIMD4<Float>
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
}

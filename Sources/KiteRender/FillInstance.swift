/// One instance of `Shaders/fill.vert`: a horizontal band of a filled path with the range of its edges in the
/// edge texture. Three vec4 attributes in this exact order.
struct FillInstance: Equatable {
    /// Min x, min y, max x, max y, device pixels.
    var rect: SIMD4<Float>
    /// First edge, edge count, fill rule (0 nonzero, 1 even-odd), unused.
    var edges: SIMD4<Float>
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
}

/// One instance of `Shaders/flat.vert`: a rectangle in a layer's space filled with one colour, or (drawn by the
/// ramp program, `Shaders/ramp.frag`) the straight side of a shape, whose coverage ramps along one device axis.
/// Five vec4 attributes in this exact order.
struct FlatInstance: Equatable {
    /// a, b, c, d of the local -> device transform.
    var linear: SIMD4<Float>
    /// tx, ty, 1 for a background under an opaque border (it keeps only the pixels it covers fully), unused.
    var offset: SIMD4<Float>
    /// Min x, min y, max x, max y, local units.
    var rect: SIMD4<Float>
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
    /// The ramp program's coverage: with t the dot product of (x, y) and the pixel centre (device pixels),
    /// clamp(t + z, 0, 1) - clamp(t + w, 0, 1): (x, y) is the side's inward unit normal, z puts the outer edge at
    /// coverage one half, w the inner edge of a border (a large negative value for a filled shape).
    var ramp: SIMD4<Float>

    /// `ramp` of a rectangle covered everywhere.
    static let solid = SIMD4<Float>(0, 0, 1, -1e9)
}

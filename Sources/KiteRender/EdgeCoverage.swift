/// The exact area of a one-pixel square covered by a straight edge: the CPU twin of `edgeCoverage` and
/// `bandCoverage` in `Shaders/render-common.glsl`, in the same single-precision arithmetic, so tests can check the
/// shaders and the shaders' formula against exact area.
public enum EdgeCoverage {
    /// The fraction of the pixel on the inner side of an edge, in 0...1.
    /// - Parameters:
    ///   - s: signed distance from the pixel centre to the edge, device pixels; positive when the centre is inside.
    ///   - n: the edge's unit normal (either sign).
    /// The pixel projected on `n` is a trapezoid of widths a + b and a - b (a, b the larger and smaller of |n.x|,
    /// |n.y|); the covered area is that trapezoid's integral up to `s`: quadratic, linear, quadratic.
    public static func edge(_ s: Float, normal n: SIMD2<Float>) -> Float {
        let a = max(abs(n.x), abs(n.y))
        let b = min(abs(n.x), abs(n.y))
        let h = 0.5 * (a + b)
        let k = 0.5 * (a - b)
        let x = min(max(s, -h), h)
        let ab2 = max(2 * a * b, 1e-6)
        if x < -k { return (x + h) * (x + h) / ab2 }
        if x > k { return 1 - (h - x) * (h - x) / ab2 }
        return 0.5 + x / a
    }

    /// The fraction of the pixel inside a band of half width `halfWidth` around a line `d` >= 0 device pixels from
    /// the pixel centre in direction `n`: the area between two parallel edges.
    public static func band(distance d: Float, halfWidth: Float, normal n: SIMD2<Float>) -> Float {
        edge(halfWidth - d, normal: n) + edge(halfWidth + d, normal: n) - 1
    }
}

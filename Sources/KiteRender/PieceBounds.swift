/// Device bounds of stroke pieces as (min x, min y, max x, max y) boxes (`StrokeOverlaps.bounds`): the empty box and
/// the box around two.
enum PieceBounds {
    /// The box around nothing: inside out, so `enclosing(empty, b)` is `b`.
    static let empty = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)

    /// The box around `a` and `b` (a NaN coordinate in either is dropped or kept as `min` and `max` do: callers
    /// that must see NaNs test for them themselves, `SceneEncoder.PathSummary.hasNaN`).
    static func enclosing(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(min(a.x, b.x), min(a.y, b.y), max(a.z, b.z), max(a.w, b.w))
    }
}

/// Whether a device coordinate lies on a pixel edge (an integer), so that every pixel centre on one side of it is
/// covered fully and every one on the other side not at all: a straight side there has coverage 0 or 1 at every
/// pixel and can be drawn flat (`ShapeInstance.split`'s pill bands, `SceneEncoder.flattenPixelEdgeSides`).
enum PixelEdge {
    /// How far from an integer (device pixels) a coordinate may lie and still count: float error of transformed
    /// layout values, far below what moves a pixel centre's coverage by an 8-bit step.
    static let tolerance: Float = 1e-3

    /// True when `x` (device pixels) lies within `tolerance` of a pixel edge; false for NaN and infinities.
    static func contains(_ x: Float) -> Bool {
        x.isFinite && abs(x - x.rounded()) < tolerance
    }

    /// The device coordinates `scale * low + shift` and `scale * high + shift` of a local interval along one axis of
    /// an axis-aligned transform (`linear.x` and `offset.x` for x, `linear.w` and `offset.y` for y), when both lie on
    /// pixel edges (`contains`); nil otherwise.
    static func interval(_ low: Float, _ high: Float, scale: Float, shift: Float) -> SIMD2<Float>? {
        let device = SIMD2(scale * low + shift, scale * high + shift)
        return contains(device.x) && contains(device.y) ? device : nil
    }
}

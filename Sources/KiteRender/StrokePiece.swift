/// One instance of `Shaders/stroke.vert`: a line or quadratic Bezier of a stroke in device pixels with its end
/// treatment. Seven vec4 attributes in this exact order and layout (no padding: 7 x 16 bytes).
public struct StrokePiece: Equatable, Sendable {
    /// Start (x, y) and control (x, y); a line's control is its midpoint.
    public var p01: SIMD4<Float>
    /// End (x, y), half width (device pixels), kind (0 line, 1 quadratic).
    public var p2: SIMD4<Float>
    /// Start treatment: clip plane normal (x, y) pointing away from the piece, plane offset (device pixels; out of
    /// reach for round ends), 1 when round (the distance to the piece decides), 0 when a band (edges continue
    /// straight, cut by the plane).
    public var end0: SIMD4<Float>
    /// End treatment, as `end0`.
    public var end1: SIMD4<Float>
    /// Ownership normals at the start (x, y) and end (z, w), both pointing from the earlier piece of a joint to the
    /// later: near the joint, the end gives up the pixels on the positive side, the start those on the other side
    /// and on the line. Zero for none.
    public var own: SIMD4<Float>
    /// Ownership radius at the start and end (device pixels), box padding (device pixels), unused.
    public var reach: SIMD4<Float>
    /// Premultiplied RGBA.
    public var color: SIMD4<Float>

    /// Kind value of a straight piece.
    public static let line: Float = 0
    /// Kind value of a quadratic piece.
    public static let quadratic: Float = 1

    public var start: SIMD2<Float> { SIMD2(p01.x, p01.y) }
    public var control: SIMD2<Float> { SIMD2(p01.z, p01.w) }
    public var end: SIMD2<Float> { SIMD2(p2.x, p2.y) }
    public var halfWidth: Float { p2.z }
    public var isQuadratic: Bool { p2.w > 0.5 }
}

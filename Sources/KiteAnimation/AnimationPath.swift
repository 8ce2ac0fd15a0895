import KiteGeometry

/// A curve that a `PathAnimation` can follow, parametrised by arc length.
///
/// KiteGeometry's `Path` is being written separately; once it exists it conforms here (directly, or by flattening
/// into a `PolylinePath` at a stated tolerance). Anything else with an arc-length parametrisation can conform too.
public protocol AnimationPath: Sendable {
    /// Total arc length in points, >= 0.
    var length: Double { get }
    /// The point at arc length `distance` (clamped to 0...length) and the unit tangent there (zero on a
    /// zero-length path).
    func pose(atDistance distance: Double) -> (point: Point, tangent: Vector)
}

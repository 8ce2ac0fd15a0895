/// The largest magnitudes the engine accepts, so that every difference, square and product it forms stays finite.
///
/// An animated value of 1.7e308 is finite, but the travel to -1.7e308 is not, and a spring or a Catmull-Rom spline
/// through it would write infinities or NaN into the property (where a `Layer` traps on them). Within these limits
/// the closed forms cannot overflow.
public enum AnimationLimits {
    /// Largest |component| of an animated value, velocity or bound: 1e150 (squares and sums of eight stay finite).
    public static let maximumMagnitude = 1e150
    /// Largest |y| of a bezier control point: 1e6, an overshoot of a million times the travel. Larger values make
    /// the curve's slope, and the velocity a replacing spring takes over, overflow.
    public static let maximumControlPointY = 1e6
}

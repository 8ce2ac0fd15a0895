/// What an animated value measures, which decides when a spring or decay is close enough to stop.
///
/// The thresholds are Pop's: once every component's distance to the target and speed (per second) are below the
/// threshold, the animation completes and the value is set exactly to the target.
public enum PropertyKind: Hashable, Sendable {
    /// Lengths and positions in points on a display with `deviceScale` pixels per point (1, 1.25, 2...): the
    /// threshold is one point divided by the scale, i.e. one device pixel.
    case points(deviceScale: Double)
    /// Colour components in 0...1: 0.01.
    case color
    /// Opacity in 0...1: 0.01.
    case opacity
    /// Angles in radians: 0.01.
    case rotation
    /// Scale factors: 0.005.
    case scale
    /// Any other quantity, with its own threshold (> 0, in value units).
    case custom(threshold: Double)

    /// Completion threshold in value units (and value units per second for velocity). A device scale that is not
    /// positive and finite reads as 1 here; `validatedThreshold()` rejects it instead.
    public var threshold: Double {
        switch self {
        case .points(let scale): scale > 0 && scale.isFinite ? 1.0 / scale : 1.0
        case .color, .opacity, .rotation: 0.01
        case .scale: 0.005
        case .custom(let threshold): threshold
        }
    }

    /// `threshold`, after checking the kind's own parameter: a device scale or custom threshold that is NaN,
    /// infinite, zero or negative throws, naming it. Springs and decays validate their kind through this.
    public func validatedThreshold() throws(AnimationError) -> Double {
        switch self {
        case .points(let scale): return 1.0 / (try Check.positive(scale, "device scale"))
        case .custom(let threshold): return try Check.positive(threshold, "completion threshold")
        case .color, .opacity, .rotation, .scale: return threshold
        }
    }
}

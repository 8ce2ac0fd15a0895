/// The resistance felt when dragging or flinging past an edge: an overshoot x shows as f(x) = (1 - 1/(1 + x·d))/d.
///
/// f has slope 1 at the edge (no jump in velocity when crossing it) and approaches 1/d for large overshoots;
/// d = 1 / (limitFraction · extent) ties the largest visible overshoot to the size of the scrolled extent.
public struct RubberBand: Hashable, Sendable {
    /// The coefficient d, 1/points.
    public let coefficient: Double

    /// Default fraction of the extent that an overshoot can approach but never reach.
    public static let defaultLimitFraction = 0.55

    /// `extent` > 0 in value units (for example the viewport height), `limitFraction` > 0.
    public init(extent: Double, limitFraction: Double = defaultLimitFraction) throws(AnimationError) {
        let extent = try Check.positive(extent, "rubber band extent")
        let fraction = try Check.positive(limitFraction, "rubber band limit fraction")
        coefficient = 1 / (fraction * extent)
    }

    /// The displayed overshoot for a raw overshoot `x` (odd in x, so negative overshoots mirror).
    public func displayed(_ x: Double) -> Double {
        let magnitude = (1 - 1 / (1 + abs(x) * coefficient)) / coefficient
        return x < 0 ? -magnitude : magnitude
    }

    /// d(displayed)/d(raw) at raw overshoot `x`: 1 / (1 + |x|·d)².
    public func slope(at x: Double) -> Double {
        let q = 1 + abs(x) * coefficient
        return 1 / (q * q)
    }
}

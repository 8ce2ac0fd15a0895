#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value thrown with a velocity and slowed by friction, as Pop's `POPDecayAnimation`: the velocity is multiplied
/// by `deceleration` every millisecond, v(t) = v0·deceleration^(1000·t), in closed form.
///
/// It stops once every component moves slower than the threshold (per second). With bounds, each component that
/// meets a bound hands over to a spring (or a rubber band then a spring) that settles exactly on the bound.
public struct DecayCurve<Value: Animatable>: Sendable {
    /// Velocity factor per millisecond, in (0, 1). Pop's default 0.998.
    public let deceleration: Double
    public let from: Value
    /// Initial velocity, value units per second.
    public let velocity: Value
    public let threshold: Double
    /// Where an unbounded decay with this velocity would come to rest: from - velocity / (1000·ln(deceleration)).
    public let projectedEnd: Value
    let trajectory: DecayTrajectory

    public static var defaultDeceleration: Double { 0.998 }

    /// Throws for non-finite values, a deceleration outside (0, 1), a non-positive threshold, or a projected end
    /// that is not finite.
    public init(
        from: Value, velocity: Value, deceleration: Double = defaultDeceleration, threshold: Double,
        bounds: DecayBounds<Value>? = nil
    ) throws(AnimationError) {
        self.from = try Check.finite(from, "decay from value")
        self.velocity = try Check.finite(velocity, "decay velocity")
        self.deceleration = try Check.finite(deceleration, "decay deceleration")
        guard deceleration > 0 && deceleration < 1 else {
            throw .invalid("decay deceleration must lie strictly between 0 and 1, got \(deceleration)")
        }
        self.threshold = try Check.positive(threshold, "completion threshold")
        let rate = 1000 * log(deceleration)
        projectedEnd = from.subtracting(velocity.scaled(by: 1 / rate))
        // A fling of 1e308 units/s with deceleration 0.99999 would travel past the largest Double: its values
        // would turn infinite part way, so it is refused here rather than written into a property.
        for i in 0..<Value.componentCount where !projectedEnd[component: i].isFinite {
            throw .invalid(
                "decay from \(from[component: i]) at \(velocity[component: i]) units/s with deceleration "
                    + "\(deceleration) comes to rest beyond the largest representable value (component \(i))")
        }
        var parts: [DecayComponent] = []
        parts.reserveCapacity(Value.componentCount)
        for i in 0..<Value.componentCount {
            let limits = bounds.map { ($0.lower[component: i], $0.upper[component: i], $0.edge) }
            parts.append(
                try DecayComponent(
                    x0: from[component: i], v0: velocity[component: i], rate: rate, threshold: threshold,
                    bounds: limits))
        }
        trajectory = DecayTrajectory(components: parts)
    }

    /// Seconds from the start after which the value no longer changes.
    public var settleTime: Double { trajectory.settleTime }

    /// Where a decay from `from` with `velocity` (units per second) comes to rest without bounds.
    public static func projectedEnd(from: Double, velocity: Double, deceleration: Double = defaultDeceleration)
        -> Double
    {
        from - velocity / (1000 * log(deceleration))
    }

    /// Value and velocity (units per second) `t` seconds after the start.
    public func sample(at t: Double) -> (value: Value, velocity: Value) {
        let s = trajectory.sample(at: t)
        return (Value(animationVector: s.value), Value(animationVector: s.velocity))
    }
}

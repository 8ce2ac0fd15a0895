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

    /// Throws for non-finite values, a deceleration outside (0, 1) or a non-positive threshold.
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

/// The non-generic core of a decay: one scalar motion per component.
struct DecayTrajectory: Sendable {
    let components: [DecayComponent]
    let settleTime: Double

    init(components: [DecayComponent]) {
        self.components = components
        settleTime = components.reduce(0) { max($0, $1.endTime) }
    }

    func sample(at t: Double) -> (value: AnimationVector, velocity: AnimationVector) {
        var value = AnimationVector.zero
        var velocity = AnimationVector.zero
        for i in components.indices {
            let s = components[i].sample(at: max(t, 0))
            value[i] = s.x
            velocity[i] = s.v
        }
        return (value, velocity)
    }
}

/// One scalar component of a decay: free deceleration, then optionally an edge spring.
struct DecayComponent: Sendable {
    let x0: Double
    let v0: Double
    /// 1000·ln(deceleration), 1/s (negative).
    let rate: Double
    /// End of the free phase: the stop (speed under the threshold) or the hit of a spring edge.
    let freeEnd: Double
    /// Rubber band applied beyond `edge` during the free phase, with the edge position.
    let rubber: (band: RubberBand, edge: Double)?
    /// The spring after the free phase, in its own time from `freeEnd`.
    let spring: SpringCurve<Double>?
    let endTime: Double

    init(
        x0: Double, v0: Double, rate: Double, threshold: Double,
        bounds: (lower: Double, upper: Double, edge: DecayEdge)?
    ) throws(AnimationError) {
        (self.x0, self.v0, self.rate) = (x0, v0, rate)
        let stop = abs(v0) > threshold ? log(threshold / abs(v0)) / rate : 0
        guard let bounds else {
            (freeEnd, rubber, spring, endTime) = (stop, nil, nil, stop)
            return
        }
        let outside = x0 < bounds.lower ? bounds.lower : x0 > bounds.upper ? bounds.upper : nil
        let edgeSpring: SpringParameters
        var band: RubberBand?
        switch bounds.edge {
        case .spring(let s): edgeSpring = s
        case .rubberBand(let b, let s): (edgeSpring, band) = (s, b)
        }
        if let edge = outside {
            // Starting past an edge: spring straight back.
            spring = try SpringCurve(spring: edgeSpring, from: x0, to: edge, velocity: v0, threshold: threshold)
            (freeEnd, rubber, endTime) = (0, nil, spring!.settleTime)
            return
        }
        let edge = v0 > 0 ? bounds.upper : bounds.lower
        let q = v0 == 0 ? 0 : 1 + (edge - x0) * rate / v0
        let hit = q > 0 && q <= 1 ? log(q) / rate : Double.infinity
        guard hit < stop else {
            (freeEnd, rubber, spring, endTime) = (stop, nil, nil, stop)
            return
        }
        if let band {
            rubber = (band, edge)
            let overshoot = Self.free(x0, v0, rate, stop).x - edge
            let shown = edge + band.displayed(overshoot)
            let shownVelocity = Self.free(x0, v0, rate, stop).v * band.slope(at: overshoot)
            spring = try SpringCurve(
                spring: edgeSpring, from: shown, to: edge, velocity: shownVelocity, threshold: threshold)
            freeEnd = stop
        } else {
            rubber = nil
            spring = try SpringCurve(
                spring: edgeSpring, from: edge, to: edge, velocity: Self.free(x0, v0, rate, hit).v,
                threshold: threshold)
            freeEnd = hit
        }
        endTime = freeEnd + spring!.settleTime
    }

    /// The unbounded decay: x0 + v0·(e^(rate·t) - 1)/rate and v0·e^(rate·t).
    static func free(_ x0: Double, _ v0: Double, _ rate: Double, _ t: Double) -> (x: Double, v: Double) {
        let e = exp(rate * t)
        return (x0 + v0 * (e - 1) / rate, v0 * e)
    }

    func sample(at t: Double) -> (x: Double, v: Double) {
        // Compared with `endTime` itself so that the settle instant gives the exact final value despite rounding.
        if t >= endTime, let spring { return (spring.to, 0) }
        if t >= freeEnd {
            guard let spring else { return (Self.free(x0, v0, rate, freeEnd).x, 0) }
            let s = spring.sample(at: t - freeEnd)
            return (s.value, s.velocity)
        }
        let raw = Self.free(x0, v0, rate, t)
        guard let rubber, (raw.x - rubber.edge) * v0 > 0 else { return raw }
        let overshoot = raw.x - rubber.edge
        return (rubber.edge + rubber.band.displayed(overshoot), raw.v * rubber.band.slope(at: overshoot))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

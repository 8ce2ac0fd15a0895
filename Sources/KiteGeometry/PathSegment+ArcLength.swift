extension PathSegment {
    /// Length along the segment between parameters `t0` and `t1`, in points, within about `tolerance` points
    /// (adaptive 8-point Gauss-Legendre on the speed |dB/dt|; exact for lines).
    public func arcLength(from t0: Double = 0, to t1: Double = 1, tolerance: Double) -> Double {
        if case .line(let a, let b) = self { return a.distance(to: b) * (t1 - t0) }
        return GaussLegendre.adaptive({ derivative($0).length }, from: t0, to: t1, tolerance: tolerance)
    }

    /// The parameter t at which the length from the start reaches `distance` points (clamped to 0...length),
    /// within about `tolerance` points of length. `length` is the segment's full length, if already known.
    public func parameter(atDistance distance: Double, length: Double? = nil, tolerance: Double) -> Double {
        let total = length ?? arcLength(tolerance: tolerance)
        guard total > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= total { return 1 }
        if case .line = self { return distance / total }
        var (lo, hi) = (0.0, 1.0)
        var t = distance / total
        for _ in 0..<60 {
            let error = arcLength(from: 0, to: t, tolerance: tolerance / 4) - distance
            if abs(error) <= tolerance { return t }
            if error > 0 { hi = t } else { lo = t }
            let speed = derivative(t).length
            let newton = speed > 1e-12 ? t - error / speed : .nan
            // Newton converges fast on smooth stretches; bisection keeps the bracket near cusps.
            t = newton > lo && newton < hi ? newton : (lo + hi) / 2
        }
        return t
    }
}

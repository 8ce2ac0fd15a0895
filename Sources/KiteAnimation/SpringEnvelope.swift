#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An upper bound E(t) = e^(-rate·t)·(constant + secular·min(t, cap)) on the magnitude of a spring's displacement or
/// velocity. E rises at most once and then falls, so the last time it exceeds a threshold is found by bisection.
public struct SpringEnvelope: Sendable {
    let rate: Double
    let cap: Double
    let constant: Double
    let secular: Double

    public func callAsFunction(_ t: Double) -> Double {
        exp(-rate * t) * (constant + secular * min(t, cap))
    }

    /// Default relative accuracy of `settleTime`'s bisection.
    public static let defaultTimeTolerance = 1e-9

    /// The earliest time after which E stays at or below `threshold` (0 if it never exceeds it; infinite for an
    /// undamped spring that starts above it). Solved to `tolerance` seconds, rounding up.
    public func settleTime(threshold: Double, tolerance: Double = defaultTimeTolerance) -> Double {
        let peak = secular > 0 && rate > 0 ? min(max(1 / rate - constant / secular, 0), cap) : 0
        if self(peak) <= threshold { return 0 }
        guard rate > 0 else { return .infinity }
        var (lo, hi) = (peak, max(peak, 1 / rate))
        while self(hi) > threshold { (lo, hi) = (hi, hi * 2 + 1e-3) }
        while hi - lo > tolerance * max(1, hi) {
            let mid = (lo + hi) / 2
            if self(mid) > threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}

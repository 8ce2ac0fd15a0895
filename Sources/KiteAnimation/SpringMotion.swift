#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The closed-form solution of a damped spring, as a linear map of the initial state.
///
/// For a displacement x0 and velocity v0 at t = 0, every regime's solution is linear in (x0, v0):
/// x(t) = a(t)·x0 + b(t)·v0 and v(t) = c(t)·x0 + d(t)·v0. Computing the four scalars once per frame lets a
/// vector-valued spring (a point, a colour) apply them to all components at once.
///
/// The under- and over-damped cases use the same trigonometric / hyperbolic form
/// e^(-αt)·[x0·cos(ωt) + (v0 + α·x0)·sin(ωt)/ω] (cosh/sinh when overdamped), which stays accurate as ω → 0 near
/// critical damping where the textbook two-exponential form cancels catastrophically.
public struct SpringMotion: Sendable {
    enum Regime: Sendable { case under, critical, over }

    /// α = ζ·ω0, the exponential decay rate of the envelope, 1/s.
    let alpha: Double
    /// ω0² = k/m.
    let omega0Squared: Double
    /// ωd (under) or μ = ω0·sqrt(ζ² - 1) (over); 0 when critical.
    let omega: Double
    let regime: Regime

    public init(_ spring: SpringParameters) {
        let omega0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        alpha = zeta * omega0
        omega0Squared = omega0 * omega0
        let root = omega0 * abs(1 - zeta * zeta).squareRoot()
        if zeta < 1 && root > 0 {
            (regime, omega) = (.under, root)
        } else if zeta > 1 && root > 0 {
            (regime, omega) = (.over, root)
        } else {
            (regime, omega) = (.critical, 0)
        }
    }

    /// The coefficients (a, b, c, d) at time `t` seconds (t >= 0).
    public func coefficients(at t: Double) -> (a: Double, b: Double, c: Double, d: Double) {
        let (even, oddOverOmega) = basis(at: t)
        return (
            even + alpha * oddOverOmega, oddOverOmega, -omega0Squared * oddOverOmega, even - alpha * oddOverOmega
        )
    }

    /// e^(-αt)·cos(ωt) and e^(-αt)·sin(ωt)/ω (or their hyperbolic / critical limits: e^(-αt) and t·e^(-αt)).
    private func basis(at t: Double) -> (Double, Double) {
        switch regime {
        case .under:
            let e = exp(-alpha * t)
            return (e * cos(omega * t), e * sin(omega * t) / omega)
        case .critical:
            let e = exp(-alpha * t)
            return (e, e * t)
        case .over:
            // Two exponentials avoid cosh overflow for long times; sinh keeps precision where ωt is small.
            let slow = exp((omega - alpha) * t)
            let fast = exp(-(omega + alpha) * t)
            let odd = omega * t < 1 ? exp(-alpha * t) * sinh(omega * t) : (slow - fast) / 2
            return ((slow + fast) / 2, odd / omega)
        }
    }

    /// Displacement and velocity of a one-dimensional spring at `t`.
    public func state(x0: Double, v0: Double, at t: Double) -> (x: Double, v: Double) {
        let k = coefficients(at: t)
        return (k.a * x0 + k.b * v0, k.c * x0 + k.d * v0)
    }

    /// The first time t > 0 at which a one-dimensional spring starting at x0 >= 0 with velocity v0 reaches zero
    /// displacement, or nil if it never does (over- or critically damped creep). With x0 = 0 it is the first return.
    public func firstZeroCrossing(x0: Double, v0: Double) -> Double? {
        switch regime {
        case .under:
            // x0·cos(θ) + K·sin(θ) = 0 with θ = ωt; the first root after θ = 0 is atan2(K, x0) + π/2 (+π).
            let k = (v0 + alpha * x0) / omega
            var theta = atan2(k, x0) + Double.pi / 2
            if theta <= 0 { theta += Double.pi }
            return theta / omega
        case .critical:
            let slope = v0 + alpha * x0
            guard slope < 0 else { return nil }
            let t = -x0 / slope
            return t > 0 ? t : nil
        case .over:
            let (r1, r2) = (omega - alpha, -omega - alpha)
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            let c2 = (r1 * x0 - v0) / (r1 - r2)
            guard c1 != 0, -c2 / c1 > 1 else { return nil }
            return log(-c2 / c1) / (r1 - r2)
        }
    }

    /// Slowest exponential decay rate of the solution and the time after which the secular term stops growing.
    private var envelopeRate: (rate: Double, cap: Double) {
        switch regime {
        case .under: (alpha, 1 / omega)
        case .critical: (alpha, .infinity)
        case .over: (alpha - omega, 1 / (2 * omega))
        }
    }

    /// A bound on |x(t)|: e^(-λt)·(|x0| + |v0 + α·x0|·min(t, cap)).
    public func positionEnvelope(x0: Double, v0: Double) -> SpringEnvelope {
        let (rate, cap) = envelopeRate
        return SpringEnvelope(rate: rate, cap: cap, constant: abs(x0), secular: abs(v0 + alpha * x0))
    }

    /// A bound on |v(t)|: e^(-λt)·(|v0| + |ω0²·x0 + α·v0|·min(t, cap)).
    public func velocityEnvelope(x0: Double, v0: Double) -> SpringEnvelope {
        let (rate, cap) = envelopeRate
        return SpringEnvelope(rate: rate, cap: cap, constant: abs(v0), secular: abs(omega0Squared * x0 + alpha * v0))
    }
}

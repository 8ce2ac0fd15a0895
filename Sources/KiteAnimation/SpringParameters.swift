/// The physical constants of a damped spring: m x'' + c x' + k x = 0 for the displacement x from the target.
///
/// Five ways to describe a spring end up here: Core Animation's mass/stiffness/damping (this initialiser), Pop's
/// tension/friction/mass and bounciness/speed (`Spring+Pop.swift`), damping ratio and response, and duration and
/// bounce (`SpringParameters+Perceptual.swift`).
public struct SpringParameters: Hashable, Sendable, CustomStringConvertible {
    /// Mass of the object on the spring; > 0. Core Animation's default is 1.
    public let mass: Double
    /// Spring constant k in units of force per unit of displacement; > 0. Default 100.
    public let stiffness: Double
    /// Viscous damping coefficient c; >= 0 (0 oscillates for ever). Default 10.
    public let damping: Double

    /// Core Animation's `CASpringAnimation` parameters. Throws for non-finite values, mass or stiffness <= 0,
    /// negative damping, or values so far apart that k/m or (c/2m)^2 is zero or overflows (the closed form would
    /// give NaN, or a spring that never moves).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) throws(AnimationError) {
        self.mass = try Check.positive(mass, "spring mass")
        self.stiffness = try Check.positive(stiffness, "spring stiffness")
        self.damping = try Check.nonNegative(damping, "spring damping")
        let omegaSquared = stiffness / mass
        let decayRate = damping / (2 * mass)
        guard omegaSquared.isFinite, omegaSquared > 0, (decayRate * decayRate).isFinite,
            (dampingRatio * dampingRatio).isFinite
        else {
            throw .invalid(
                "spring mass \(mass), stiffness \(stiffness) and damping \(damping) are too far apart: stiffness / mass "
                    + "and (damping / (2 mass))^2 must be positive and finite")
        }
    }

    /// Undamped angular frequency sqrt(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// c / (2 sqrt(k m)): < 1 oscillates, 1 is critically damped, > 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// Period of the undamped oscillation, seconds: SwiftUI's "response".
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// Default relative accuracy of `settlingDuration`: the spring is within 0.1 % of its travel from then on.
    public static let defaultSettlingEpsilon = 1e-3

    /// Seconds after which a spring released at rest one unit from its target stays within `epsilon` units of it
    /// (and moves slower than `epsilon` units per second). Estimated from an envelope of the closed form, so it is
    /// never early and is at most a few percent late. Infinite for an undamped spring.
    public func settlingDuration(epsilon: Double = defaultSettlingEpsilon) -> Double {
        let motion = SpringMotion(self)
        return max(
            motion.positionEnvelope(x0: 1, v0: 0).settleTime(threshold: epsilon),
            motion.velocityEnvelope(x0: 1, v0: 0).settleTime(threshold: epsilon))
    }

    public var description: String { "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))" }
}

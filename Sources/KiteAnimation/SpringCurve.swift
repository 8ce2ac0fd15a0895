/// One uninterrupted spring trajectory of a value: from a start value and velocity towards a target, in closed form.
///
/// A `SpringAnimation` is a chain of these: retargeting starts a new curve from the old one's value and velocity.
public struct SpringCurve<Value: Animatable>: Sendable {
    public let spring: SpringParameters
    /// Value and velocity (value units per second) at the curve's t = 0.
    public let from: Value
    public let velocity: Value
    public let to: Value
    /// Completion threshold for each component's displacement (value units) and velocity (units per second).
    public let threshold: Double
    /// When true the curve stops at the target the first time it gets there instead of overshooting.
    public let clampsOvershoot: Bool
    let trajectory: SpringTrajectory

    /// Throws when a value is not finite or the threshold is not positive.
    public init(
        spring: SpringParameters, from: Value, to: Value, velocity: Value = .zero, threshold: Double,
        clampsOvershoot: Bool = false
    ) throws(AnimationError) {
        self.spring = spring
        self.from = try Check.finite(from, "spring from value")
        self.to = try Check.finite(to, "spring to value")
        self.velocity = try Check.finite(velocity, "spring velocity")
        self.threshold = try Check.positive(threshold, "completion threshold")
        self.clampsOvershoot = clampsOvershoot
        trajectory = SpringTrajectory(
            spring: spring, from: from.animationVector, to: to.animationVector, velocity: velocity.animationVector,
            componentCount: Value.componentCount, threshold: threshold, clampsOvershoot: clampsOvershoot)
    }

    /// Seconds from t = 0 to the first arrival at the target (nil if it only creeps towards it).
    public var reachedTargetTime: Double? { trajectory.reachedTargetTime }

    /// Seconds from t = 0 after which every component stays within `threshold` of the target with a speed below
    /// `threshold` per second (a conservative envelope estimate, so never early), or the first arrival when
    /// overshoot is clamped. From then on the value is exactly `to`.
    public var settleTime: Double { trajectory.settleTime }

    /// The value at `t` seconds after the curve's start (exactly `to` once settled).
    public func value(at t: Double) -> Value { sample(at: t).value }

    /// Value and velocity at `t` seconds; velocity in value units per second, zero once settled.
    public func sample(at t: Double) -> (value: Value, velocity: Value) {
        if t >= trajectory.settleTime { return (to, .zero) }
        let s = trajectory.sample(at: t)
        return (Value(animationVector: s.value), Value(animationVector: s.velocity))
    }
}

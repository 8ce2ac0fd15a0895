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
    let motion: SpringMotion
    /// Displacement from the target at t = 0.
    let displacement: Value

    /// Seconds from t = 0 to the first arrival at the target (nil if it only creeps towards it).
    public let reachedTargetTime: Double?
    /// Seconds from t = 0 after which every component stays within `threshold` of the target with a speed below
    /// `threshold` per second (a conservative envelope estimate, so never early), or the first arrival when
    /// overshoot is clamped. From then on the value is exactly `to`.
    public let settleTime: Double

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
        motion = SpringMotion(spring)
        displacement = from.subtracting(to)
        reachedTargetTime = Self.firstArrival(motion, displacement, velocity)
        let settle = Self.envelopeSettleTime(motion, displacement, velocity, threshold)
        settleTime = clampsOvershoot ? min(settle, reachedTargetTime ?? settle) : settle
    }

    /// The value at `t` seconds after the curve's start (exactly `to` once settled).
    @inlinable public func value(at t: Double) -> Value {
        sample(at: t).value
    }

    /// Value and velocity at `t` seconds; velocity in value units per second, zero once settled.
    public func sample(at t: Double) -> (value: Value, velocity: Value) {
        if t >= settleTime { return (to, .zero) }
        let k = motion.coefficients(at: max(t, 0))
        let x = displacement.scaled(by: k.a).adding(velocity.scaled(by: k.b))
        let v = displacement.scaled(by: k.c).adding(velocity.scaled(by: k.d))
        return (to.adding(x), v)
    }

    /// First arrival of the displacement at the target, measured along the initial displacement (or, when starting
    /// on the target, along the initial velocity). Projecting keeps the problem one-dimensional because every
    /// component shares the same coefficients.
    static func firstArrival(_ motion: SpringMotion, _ x0: Value, _ v0: Value) -> Double? {
        let direction = x0.maxComponentMagnitude > 0 ? x0 : v0
        guard direction.maxComponentMagnitude > 0 else { return 0 }
        return motion.firstZeroCrossing(x0: x0.dot(direction), v0: v0.dot(direction))
    }

    static func envelopeSettleTime(_ motion: SpringMotion, _ x0: Value, _ v0: Value, _ threshold: Double) -> Double {
        var time = 0.0
        for i in 0..<Value.componentCount {
            let (x, v) = (x0[component: i], v0[component: i])
            time = max(time, motion.positionEnvelope(x0: x, v0: v).settleTime(threshold: threshold))
            time = max(time, motion.velocityEnvelope(x0: x, v0: v).settleTime(threshold: threshold))
        }
        return time
    }
}

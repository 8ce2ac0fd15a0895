/// One uninterrupted spring trajectory on packed components: the non-generic core of `SpringCurve` and
/// `SpringAnimation`, so the per-frame evaluation needs no generic dispatch. Public for benchmarks that compare the
/// animator against the bare closed form.
public struct SpringTrajectory: Sendable {
    let motion: SpringMotion
    let from: AnimationVector
    let to: AnimationVector
    /// Displacement from the target and velocity (units per second) at t = 0.
    let displacement: AnimationVector
    let velocity: AnimationVector
    /// See `SpringCurve.reachedTargetTime` and `settleTime`.
    let reachedTargetTime: Double?
    let settleTime: Double

    /// `componentCount` lanes are live; `threshold` > 0 (validated by the callers).
    public init(
        spring: SpringParameters, from: AnimationVector, to: AnimationVector, velocity: AnimationVector,
        componentCount: Int, threshold: Double, clampsOvershoot: Bool
    ) {
        motion = SpringMotion(spring)
        self.from = from
        self.to = to
        self.velocity = velocity
        displacement = from - to
        reachedTargetTime = Self.firstArrival(motion, displacement, velocity)
        var settle = 0.0
        for i in 0..<componentCount {
            let (x, v) = (displacement[i], velocity[i])
            settle = max(settle, motion.positionEnvelope(x0: x, v0: v).settleTime(threshold: threshold))
            settle = max(settle, motion.velocityEnvelope(x0: x, v0: v).settleTime(threshold: threshold))
        }
        settleTime = clampsOvershoot ? min(settle, reachedTargetTime ?? settle) : settle
    }

    /// The value alone, `t` seconds after the start (the per-frame path: no velocity needed).
    public func value(at t: Double) -> AnimationVector {
        if t >= settleTime { return to }
        let k = motion.coefficients(at: max(t, 0))
        return to + displacement * k.a + velocity * k.b
    }

    /// Value and velocity `t` seconds after the start; exactly the target (and zero velocity) once settled.
    func sample(at t: Double) -> (value: AnimationVector, velocity: AnimationVector) {
        if t >= settleTime { return (to, .zero) }
        let k = motion.coefficients(at: max(t, 0))
        return (to + displacement * k.a + velocity * k.b, displacement * k.c + velocity * k.d)
    }

    /// First arrival at the target, measured along the initial displacement (or, when starting on the target,
    /// along the initial velocity). Projecting keeps the problem one-dimensional because every component shares the
    /// same coefficients.
    static func firstArrival(_ motion: SpringMotion, _ x0: AnimationVector, _ v0: AnimationVector) -> Double? {
        let direction = x0 != .zero ? x0 : v0
        guard direction != .zero else { return 0 }
        return motion.firstZeroCrossing(x0: (x0 * direction).sum(), v0: (v0 * direction).sum())
    }
}

/// A spring towards `toValue`, Pop style: it writes the property directly and leaves it exactly at `toValue`.
///
/// Setting `toValue` while it runs starts a new closed-form segment from the value and velocity at the latest
/// frame, so position and velocity stay continuous. Completion happens when every component is within the
/// `kind`'s threshold of the target and slower than the threshold per second (a conservative envelope estimate
/// computed once per segment, so the instant does not depend on the frame rate).
public final class SpringAnimation<Value: Animatable>: PropertyAnimation<Value> {
    public let spring: SpringParameters
    /// Start value; nil (the default) takes the property's on-screen value when added.
    public let fromValue: Value?
    /// Initial velocity in value units per second (a gesture's release velocity); nil takes over the velocity of
    /// the animation this one replaces, or zero.
    public let initialVelocity: Value?
    /// Decides the completion threshold. Default `.custom(threshold: 1e-3)`.
    public let kind: PropertyKind
    /// Stop at the target the first time it is reached instead of overshooting. Default false.
    public let clampsOvershoot: Bool
    /// Called the first time the value reaches the target in each segment (again after each retarget), at the
    /// latest when the spring completes.
    public var onReachedTarget: (() -> Void)?

    /// Target value. Setting it while running retargets from the current value and velocity; the new value must be
    /// finite (precondition; use `retarget(to:)` to get a thrown error instead). After completion it only stores the
    /// target: add the animation again to run it from the on-screen value.
    public var toValue: Value {
        get { target }
        set {
            do { try retarget(to: newValue) } catch { preconditionFailure("SpringAnimation.toValue: \(error)") }
        }
    }

    private var target: Value
    private var trajectory: SpringTrajectory?
    private var segmentStart = 0.0

    /// Throws when a value is not finite or the kind's device scale or threshold is not positive and finite.
    public init(
        spring: SpringParameters, to toValue: Value, from fromValue: Value? = nil, velocity: Value? = nil,
        kind: PropertyKind = .custom(threshold: 1e-3), clampsOvershoot: Bool = false
    ) throws(AnimationError) {
        self.spring = spring
        self.target = try Check.finite(toValue, "spring to value")
        self.fromValue = try fromValue.map { v throws(AnimationError) in try Check.finite(v, "spring from value") }
        self.initialVelocity = try velocity.map { v throws(AnimationError) in try Check.finite(v, "spring velocity") }
        _ = try kind.validatedThreshold()
        self.kind = kind
        self.clampsOvershoot = clampsOvershoot
    }

    /// The trajectory being followed, with its start in animator time; nil before the animation is added.
    public var currentSegment: (curve: SpringCurve<Value>, startTime: Double)? {
        guard let trajectory else { return nil }
        let curve = try? SpringCurve(
            spring: spring, from: Value(animationVector: trajectory.from), to: target,
            velocity: Value(animationVector: trajectory.velocity), threshold: kind.threshold,
            clampsOvershoot: clampsOvershoot)
        return curve.map { ($0, segmentStart) }
    }

    /// Moves the target. While running, the new segment starts at the latest frame's instant with that frame's
    /// value and velocity. Throws for a non-finite target.
    public func retarget(to newValue: Value) throws(AnimationError) {
        target = try Check.finite(newValue, "spring to value")
        guard isRunning, let old = trajectory else { return }
        let (value, velocity) = old.sample(at: lastFrameTime - segmentStart)
        begin(from: value, velocity: velocity, at: lastFrameTime)
    }

    override func start(current: AnimationVector, inheritedVelocity: AnimationVector?, at time: Double) {
        super.start(current: current, inheritedVelocity: inheritedVelocity, at: time)
        let from = fromValue?.animationVector ?? current
        // A non-finite on-screen value cannot be animated from: jump to the target instead of spreading NaN.
        let usable = (from - from) == .zero
        // A replaced curve's velocity can be huge (a steep bezier over a short duration); beyond the value limit it
        // would overflow the spring, so it is not taken over.
        let limit = AnimationLimits.maximumMagnitude
        let inherited = inheritedVelocity.flatMap { v in (0..<8).allSatisfy { abs(v[$0]) <= limit } ? v : nil }
        begin(
            from: usable ? from : target.animationVector,
            velocity: initialVelocity?.animationVector ?? inherited ?? .zero, at: time)
    }

    private func begin(from value: AnimationVector, velocity: AnimationVector, at time: Double) {
        trajectory = SpringTrajectory(
            spring: spring, from: value, to: target.animationVector, velocity: velocity,
            componentCount: Value.componentCount, threshold: kind.threshold, clampsOvershoot: clampsOvershoot)
        segmentStart = time
        let settle = trajectory?.settleTime ?? 0
        endTime = time + settle
        pendingReachedTime = time + min(trajectory?.reachedTargetTime ?? settle, settle)
    }

    override var readsModelValue: Bool { false }

    override func deliverReached() {
        super.deliverReached()
        onReachedTarget?()
    }

    override func vector(at time: Double, base: AnimationVector) -> AnimationVector {
        trajectory?.value(at: time - segmentStart) ?? target.animationVector
    }

    override func finalVector(base: AnimationVector) -> AnimationVector { target.animationVector }

    override func velocityVector(at time: Double) -> AnimationVector {
        trajectory?.sample(at: time - segmentStart).velocity ?? .zero
    }
}

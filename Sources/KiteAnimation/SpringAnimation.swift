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
    /// finite (precondition; use `retarget(to:)` to get a thrown error instead).
    public var toValue: Value {
        get { target }
        set {
            do { try retarget(to: newValue) } catch { preconditionFailure("SpringAnimation.toValue: \(error)") }
        }
    }

    private var target: Value
    private var curve: SpringCurve<Value>?
    private var segmentStart = 0.0
    private var reachedDelivered = false

    /// Throws when a value is not finite or the kind's threshold is not positive.
    public init(
        spring: SpringParameters, to toValue: Value, from fromValue: Value? = nil, velocity: Value? = nil,
        kind: PropertyKind = .custom(threshold: 1e-3), clampsOvershoot: Bool = false
    ) throws(AnimationError) {
        self.spring = spring
        self.target = try Check.finite(toValue, "spring to value")
        self.fromValue = try fromValue.map { v throws(AnimationError) in try Check.finite(v, "spring from value") }
        self.initialVelocity = try velocity.map { v throws(AnimationError) in try Check.finite(v, "spring velocity") }
        _ = try Check.positive(kind.threshold, "completion threshold")
        self.kind = kind
        self.clampsOvershoot = clampsOvershoot
    }

    /// The trajectory being followed, with its start in animator time; nil before the animation is added.
    public var currentSegment: (curve: SpringCurve<Value>, startTime: Double)? {
        curve.map { ($0, segmentStart) }
    }

    /// Moves the target. While running, the new segment starts at the latest frame's instant with that frame's
    /// value and velocity. Throws for a non-finite target.
    public func retarget(to newValue: Value) throws(AnimationError) {
        target = try Check.finite(newValue, "spring to value")
        guard isRunning, let old = curve else { return }
        let (value, velocity) = old.sample(at: lastFrameTime - segmentStart)
        try begin(from: value, velocity: velocity, at: lastFrameTime)
    }

    override func start(currentValue: Value, inheritedVelocity: Value?, at time: Double) {
        super.start(currentValue: currentValue, inheritedVelocity: inheritedVelocity, at: time)
        // All inputs were validated; only a non-finite on-screen value can fail here, and then the spring jumps.
        let from = fromValue ?? currentValue
        let velocity = initialVelocity ?? inheritedVelocity ?? .zero
        do { try begin(from: from, velocity: velocity, at: time) } catch { try? begin(from: target, velocity: .zero, at: time) }
    }

    private func begin(from value: Value, velocity: Value, at time: Double) throws(AnimationError) {
        curve = try SpringCurve(
            spring: spring, from: value, to: target, velocity: velocity, threshold: kind.threshold,
            clampsOvershoot: clampsOvershoot)
        segmentStart = time
        reachedDelivered = false
    }

    override var endTime: Double { segmentStart + (curve?.settleTime ?? 0) }

    override var pendingReachedTime: Double? {
        guard !reachedDelivered, let curve else { return nil }
        return segmentStart + min(curve.reachedTargetTime ?? curve.settleTime, curve.settleTime)
    }

    override func deliverReached() {
        reachedDelivered = true
        onReachedTarget?()
    }

    override func value(at time: Double, base: Value) -> Value {
        curve?.sample(at: time - segmentStart).value ?? target
    }

    override func finalValue(base: Value) -> Value { target }

    public override func velocity(at time: Double) -> Value {
        curve?.sample(at: time - segmentStart).velocity ?? .zero
    }
}

/// A decay attached to a property: a fling that slows down, optionally stopped by bounds. Pop style: the property
/// keeps the final value.
public final class DecayAnimation<Value: Animatable>: PropertyAnimation<Value> {
    /// Start value; nil (the default) takes the property's on-screen value when added.
    public let fromValue: Value?
    /// Initial velocity, value units per second (a gesture's release velocity).
    public let initialVelocity: Value
    /// Velocity factor per millisecond, in (0, 1). Default 0.998.
    public let deceleration: Double
    public let bounds: DecayBounds<Value>?
    /// Decides the stopping threshold. Default `.custom(threshold: 1e-3)`.
    public let kind: PropertyKind

    private var curve: DecayCurve<Value>?
    /// The packed trajectory of `curve`, for the per-frame work.
    private var trajectory: DecayTrajectory?

    /// Throws for non-finite values, a deceleration outside (0, 1), or a kind whose device scale or threshold is not
    /// positive and finite.
    public init(
        velocity: Value, from fromValue: Value? = nil, deceleration: Double = DecayCurve<Value>.defaultDeceleration,
        bounds: DecayBounds<Value>? = nil, kind: PropertyKind = .custom(threshold: 1e-3)
    ) throws(AnimationError) {
        self.initialVelocity = try Check.finite(velocity, "decay velocity")
        self.fromValue = try fromValue.map { v throws(AnimationError) in try Check.finite(v, "decay from value") }
        // Validate the remaining parameters once with a throw-away curve, so `start` cannot fail later.
        _ = try DecayCurve(
            from: fromValue ?? .zero, velocity: velocity, deceleration: deceleration,
            threshold: try kind.validatedThreshold())
        self.deceleration = deceleration
        self.bounds = bounds
        self.kind = kind
    }

    /// The trajectory being followed; nil before the animation is added.
    public var currentCurve: DecayCurve<Value>? { curve }

    override func start(current: AnimationVector, inheritedVelocity: AnimationVector?, at time: Double) {
        super.start(current: current, inheritedVelocity: inheritedVelocity, at: time)
        // Parameters were validated in init; only a non-finite on-screen value fails here, and then nothing moves.
        curve = try? DecayCurve(
            from: fromValue ?? Value(animationVector: current), velocity: initialVelocity, deceleration: deceleration,
            threshold: kind.threshold, bounds: bounds)
        trajectory = curve?.trajectory
        endTime = time + (trajectory?.settleTime ?? 0)
    }

    override var readsModelValue: Bool { false }

    override func vector(at time: Double, base: AnimationVector) -> AnimationVector {
        trajectory?.sample(at: time - startTime).value ?? base
    }

    override func finalVector(base: AnimationVector) -> AnimationVector {
        trajectory?.sample(at: .infinity).value ?? base
    }

    override func velocityVector(at time: Double) -> AnimationVector {
        trajectory?.sample(at: time - startTime).velocity ?? .zero
    }
}

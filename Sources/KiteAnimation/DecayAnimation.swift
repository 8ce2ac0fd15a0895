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

    /// Throws for non-finite values, a deceleration outside (0, 1) or a non-positive threshold.
    public init(
        velocity: Value, from fromValue: Value? = nil, deceleration: Double = DecayCurve<Value>.defaultDeceleration,
        bounds: DecayBounds<Value>? = nil, kind: PropertyKind = .custom(threshold: 1e-3)
    ) throws(AnimationError) {
        self.initialVelocity = try Check.finite(velocity, "decay velocity")
        self.fromValue = try fromValue.map { v throws(AnimationError) in try Check.finite(v, "decay from value") }
        // Validate the remaining parameters once with a throw-away curve, so `start` cannot fail later.
        _ = try DecayCurve(
            from: fromValue ?? .zero, velocity: velocity, deceleration: deceleration, threshold: kind.threshold)
        self.deceleration = deceleration
        self.bounds = bounds
        self.kind = kind
    }

    /// The trajectory being followed; nil before the animation is added.
    public var currentCurve: DecayCurve<Value>? { curve }

    override func start(currentValue: Value, inheritedVelocity: Value?, at time: Double) {
        super.start(currentValue: currentValue, inheritedVelocity: inheritedVelocity, at: time)
        curve = try? DecayCurve(
            from: fromValue ?? currentValue, velocity: initialVelocity, deceleration: deceleration,
            threshold: kind.threshold, bounds: bounds)
    }

    override var endTime: Double { startTime + (curve?.settleTime ?? 0) }

    override func value(at time: Double, base: Value) -> Value {
        curve?.sample(at: time - startTime).value ?? base
    }

    override func finalValue(base: Value) -> Value {
        curve?.sample(at: .infinity).value ?? base
    }

    public override func velocity(at time: Double) -> Value {
        curve?.sample(at: time - startTime).velocity ?? .zero
    }
}

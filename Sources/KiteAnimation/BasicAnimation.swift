/// A single-segment curve animation between two values, as `CABasicAnimation`.
///
/// Endpoints follow Core Animation's rules, with "current" meaning the property's on-screen value when added and
/// "model" its un-animated value: from+to, from+by (to = from + by), by+to (from = to - by), from only (to = model),
/// to only (from = current), by only (from = current, to = current + by), none (current to model).
/// Additive animations default missing endpoints to zero offsets instead.
public final class BasicAnimation<Value: Animatable>: CurveAnimation<Value> {
    public let fromValue: Value?
    public let toValue: Value?
    public let byValue: Value?
    /// Easing applied to each iteration's progress. Default linear, as `CABasicAnimation` without a timing function.
    public let timingFunction: TimingFunction

    private var resolvedFrom = AnimationVector.zero
    /// nil animates towards the model value, which may change while running.
    private var resolvedTo: AnimationVector?

    /// Throws for non-finite values (timing is validated by `MediaTiming`).
    public init(
        from fromValue: Value? = nil, to toValue: Value? = nil, by byValue: Value? = nil, timing: MediaTiming,
        timingFunction: TimingFunction = .linear, isAdditive: Bool = false, isRemovedOnCompletion: Bool = true
    ) throws(AnimationError) {
        self.fromValue = try fromValue.map { v throws(AnimationError) in try Check.finite(v, "from value") }
        self.toValue = try toValue.map { v throws(AnimationError) in try Check.finite(v, "to value") }
        self.byValue = try byValue.map { v throws(AnimationError) in try Check.finite(v, "by value") }
        self.timingFunction = timingFunction
        super.init(timing: timing, isAdditive: isAdditive, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// Convenience for the common case: `duration` seconds, no delay or repeat.
    public convenience init(
        from fromValue: Value? = nil, to toValue: Value? = nil, duration: Double,
        timingFunction: TimingFunction = .linear
    ) throws(AnimationError) {
        try self.init(
            from: fromValue, to: toValue, timing: MediaTiming(duration: duration), timingFunction: timingFunction)
    }

    override func start(current currentVector: AnimationVector, inheritedVelocity: AnimationVector?, at time: Double) {
        super.start(current: currentVector, inheritedVelocity: inheritedVelocity, at: time)
        let (from, to, by) = (fromValue?.animationVector, toValue?.animationVector, byValue?.animationVector)
        let current = isAdditive ? AnimationVector.zero : currentVector
        switch (from, to, by) {
        case (let from?, let to?, _): (resolvedFrom, resolvedTo) = (from, to)
        case (let from?, nil, let by?): (resolvedFrom, resolvedTo) = (from, from + by)
        case (nil, let to?, let by?): (resolvedFrom, resolvedTo) = (to - by, to)
        case (let from?, nil, nil): (resolvedFrom, resolvedTo) = (from, isAdditive ? .zero : nil)
        case (nil, let to?, nil): (resolvedFrom, resolvedTo) = (current, to)
        case (nil, nil, let by?): (resolvedFrom, resolvedTo) = (current, current + by)
        case (nil, nil, nil): (resolvedFrom, resolvedTo) = (current, isAdditive ? .zero : nil)
        }
    }

    override func interpolated(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        let to = resolvedTo ?? base
        return resolvedFrom + (to - resolvedFrom) * timingFunction.progress(at: progress)
    }

    override func derivative(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        ((resolvedTo ?? base) - resolvedFrom) * timingFunction.slope(at: progress)
    }
}

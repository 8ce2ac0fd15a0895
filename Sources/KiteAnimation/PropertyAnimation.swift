/// An animation that produces values of one type; the subclasses are the concrete animations
/// (`BasicAnimation`, `KeyframeAnimation`, `SpringAnimation`, `DecayAnimation`).
///
/// Internally every animation works on packed components (`AnimationVector`): the per-frame methods below have no
/// generic parameters in their signatures, which keeps the hot path free of generic metadata look-ups.
public class PropertyAnimation<Value: Animatable>: Animation {
    /// Resolves defaults against the property's on-screen value when added, at animator time `time`.
    /// `inheritedVelocity` is the velocity of the animation this one replaces, if any.
    func start(current: AnimationVector, inheritedVelocity: AnimationVector?, at time: Double) {
        startTime = time
        lastFrameTime = time
    }

    /// The value to show at animator time `time`, given the property's model (un-animated) value `base`.
    func vector(at time: Double, base: AnimationVector) -> AnimationVector { base }

    /// The value to leave on the property once the animation has completed.
    func finalVector(base: AnimationVector) -> AnimationVector { base }

    /// Velocity in value units per second at animator time `time`.
    func velocityVector(at time: Double) -> AnimationVector { .zero }

    /// Velocity in value units per second at animator time `time`; zero where the animation has no motion.
    public func velocity(at time: Double) -> Value { Value(animationVector: velocityVector(at: time)) }

    /// Velocity at the latest frame: what a gesture or a replacing animation takes over.
    public var currentVelocity: Value { velocity(at: lastFrameTime) }
}

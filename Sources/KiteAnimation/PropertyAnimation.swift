/// An animation that produces values of one type; the subclasses are the concrete animations
/// (`BasicAnimation`, `KeyframeAnimation`, `SpringAnimation`, `DecayAnimation`).
public class PropertyAnimation<Value: Animatable>: Animation {
    /// Resolves defaults against the property's on-screen value when added, at animator time `time`.
    /// `inheritedVelocity` is the velocity of the animation this one replaces, if any.
    func start(currentValue: Value, inheritedVelocity: Value?, at time: Double) {
        startTime = time
        lastFrameTime = time
    }

    /// The value to show at animator time `time`, given the property's model (un-animated) value `base`.
    func value(at time: Double, base: Value) -> Value { base }

    /// The value to leave on the property once the animation has completed.
    func finalValue(base: Value) -> Value { base }

    /// Velocity in value units per second at animator time `time`; zero where the animation has no motion.
    public func velocity(at time: Double) -> Value { .zero }

    /// Velocity at the latest frame: what a gesture or a replacing animation takes over.
    public var currentVelocity: Value { velocity(at: lastFrameTime) }
}

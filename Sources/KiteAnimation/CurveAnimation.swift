/// What Core Animation style curve animations share: a `MediaTiming`, additivity and removal on completion.
///
/// Unlike springs these follow Core Animation's model/presentation split: while inactive (during a delay without
/// backwards fill, or after being removed) the property shows its model value, which is the value it had when the
/// animation was added or whatever the app wrote to it since (for instance the final value, set right after adding
/// the animation as Core Animation code does).
public class CurveAnimation<Value: Animatable>: PropertyAnimation<Value> {
    public let timing: MediaTiming
    /// Add the animated value to the model value instead of replacing it. Default false.
    public let isAdditive: Bool
    /// Detach when done (default true); false keeps the animation attached, showing its fill value.
    public let isRemovedOnCompletion: Bool

    init(timing: MediaTiming, isAdditive: Bool, isRemovedOnCompletion: Bool) {
        self.timing = timing
        self.isAdditive = isAdditive
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The animated value at `progress` through an iteration (0...1, before any timing function).
    func interpolated(atProgress progress: Double, base: AnimationVector) -> AnimationVector { base }

    /// d(value)/d(progress) at `progress`, value units per iteration.
    func derivative(atProgress progress: Double, base: AnimationVector) -> AnimationVector { .zero }

    /// The model value seen at the latest frame, for velocities of animations that end on it.
    var lastBase = AnimationVector.zero

    override func start(current: AnimationVector, inheritedVelocity: AnimationVector?, at time: Double) {
        super.start(current: current, inheritedVelocity: inheritedVelocity, at: time)
        endTime = time + timing.beginTime + timing.activeDuration
    }

    override var isHeldAfterCompletion: Bool {
        !isRemovedOnCompletion && (timing.fillMode == .forwards || timing.fillMode == .both)
    }

    override func vector(at time: Double, base: AnimationVector) -> AnimationVector {
        lastBase = base
        switch timing.phase(atElapsed: time - startTime) {
        case .active(let progress, _):
            return composed(interpolated(atProgress: progress, base: base), base: base)
        case .ended where timing.fillMode == .forwards || timing.fillMode == .both:
            // Within rounding of the end instant the animator may still call this; show the fill, not the model.
            return composed(interpolated(atProgress: timing.endProgress, base: base), base: base)
        default:
            return base
        }
    }

    override func finalVector(base: AnimationVector) -> AnimationVector {
        guard isHeldAfterCompletion else { return base }
        return composed(interpolated(atProgress: timing.endProgress, base: base), base: base)
    }

    override func velocityVector(at time: Double) -> AnimationVector {
        guard case .active(let progress, let rate) = timing.phase(atElapsed: time - startTime) else { return .zero }
        return derivative(atProgress: progress, base: lastBase) * rate
    }

    private func composed(_ value: AnimationVector, base: AnimationVector) -> AnimationVector {
        isAdditive ? base + value : value
    }
}

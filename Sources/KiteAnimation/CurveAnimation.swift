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
    func interpolated(atProgress progress: Double, base: Value) -> Value { base }

    /// d(value)/d(progress) at `progress`, value units per iteration.
    func derivative(atProgress progress: Double, base: Value) -> Value { .zero }

    override var endTime: Double { startTime + timing.beginTime + timing.activeDuration }

    override var isHeldAfterCompletion: Bool {
        !isRemovedOnCompletion && (timing.fillMode == .forwards || timing.fillMode == .both)
    }

    override func value(at time: Double, base: Value) -> Value {
        guard case .active(let progress, _) = timing.phase(atElapsed: time - startTime) else { return base }
        return composed(interpolated(atProgress: progress, base: base), base: base)
    }

    override func finalValue(base: Value) -> Value {
        guard isHeldAfterCompletion else { return base }
        return composed(interpolated(atProgress: timing.endProgress, base: base), base: base)
    }

    public override func velocity(at time: Double) -> Value {
        guard case .active(let progress, let rate) = timing.phase(atElapsed: time - startTime) else { return .zero }
        return derivative(atProgress: progress, base: .zero).scaled(by: rate)
    }

    private func composed(_ value: Value, base: Value) -> Value {
        isAdditive ? base.adding(value) : value
    }
}

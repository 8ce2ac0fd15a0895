/// The tangent angle of an `AnimationPath` (radians from the +x axis, y down), following the same pacing as a
/// `PathAnimation`; `reversed` adds π (Core Animation's auto-reverse rotation mode).
public final class PathRotationAnimation: CurveAnimation<Double> {
    public let path: any AnimationPath
    public let timingFunction: TimingFunction
    public let reversed: Bool

    public init(
        path: any AnimationPath, timing: MediaTiming, timingFunction: TimingFunction = .linear, reversed: Bool = false,
        isRemovedOnCompletion: Bool = true
    ) {
        self.path = path
        self.timingFunction = timingFunction
        self.reversed = reversed
        super.init(timing: timing, isAdditive: false, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    override func interpolated(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        let tangent = path.pose(atDistance: path.length * timingFunction.progress(at: progress)).tangent
        guard tangent != .zero else { return base }
        return Double(tangent.angle + (reversed ? Double.pi : 0)).animationVector
    }
}

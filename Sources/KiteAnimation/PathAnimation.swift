import KiteGeometry

/// Moves a point along an `AnimationPath` at constant speed along the curve (Core Animation's keyframe animation
/// with a `path`, paced), eased by a timing function over each iteration.
public final class PathAnimation: CurveAnimation<Point> {
    public let path: any AnimationPath
    /// Easing of the distance travelled along the path per iteration. Default linear.
    public let timingFunction: TimingFunction

    public init(
        path: any AnimationPath, timing: MediaTiming, timingFunction: TimingFunction = .linear,
        isAdditive: Bool = false, isRemovedOnCompletion: Bool = true
    ) {
        self.path = path
        self.timingFunction = timingFunction
        super.init(timing: timing, isAdditive: isAdditive, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// A companion animation of a rotation angle (radians) that turns with the path's tangent, as Core Animation's
    /// `rotationMode` auto / auto-reverse. Add it under another key at the same instant so the two stay in step.
    public func rotationAnimation(reversed: Bool = false) -> PathRotationAnimation {
        PathRotationAnimation(
            path: path, timing: timing, timingFunction: timingFunction, reversed: reversed,
            isRemovedOnCompletion: isRemovedOnCompletion)
    }

    override func interpolated(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        path.pose(atDistance: path.length * timingFunction.progress(at: progress)).point.animationVector
    }

    override func derivative(atProgress progress: Double, base: AnimationVector) -> AnimationVector {
        let tangent = path.pose(atDistance: path.length * timingFunction.progress(at: progress)).tangent
        return tangent.animationVector * (path.length * timingFunction.slope(at: progress))
    }
}

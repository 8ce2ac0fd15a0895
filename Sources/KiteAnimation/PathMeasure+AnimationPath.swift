import KiteGeometry

/// KiteGeometry's measured paths are arc-length parametrised already: a `PathAnimation` can follow any `Path`.
extension PathMeasure: AnimationPath {
    public func pose(atDistance distance: Double) -> (point: Point, tangent: Vector) {
        guard length > 0, let pose = position(atFraction: min(max(distance / length, 0), 1)) else {
            return (subpaths.first?.start ?? .zero, .zero)
        }
        return pose
    }
}

extension PathAnimation {
    /// Follows `path`, measured to `tolerance` points of arc length (KiteGeometry's default 1e-6).
    public convenience init(
        path: Path, tolerance: Double = PathMeasure.defaultTolerance, timing: MediaTiming,
        timingFunction: TimingFunction = .linear, isAdditive: Bool = false, isRemovedOnCompletion: Bool = true
    ) throws(AnimationError) {
        let tolerance = try Check.positive(tolerance, "path length tolerance")
        self.init(
            path: PathMeasure(path, tolerance: tolerance), timing: timing, timingFunction: timingFunction,
            isAdditive: isAdditive, isRemovedOnCompletion: isRemovedOnCompletion)
    }
}

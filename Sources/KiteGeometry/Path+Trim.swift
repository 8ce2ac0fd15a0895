extension Path {
    /// The total length of the path in points, within `tolerance` points.
    public func length(tolerance: Double = PathMeasure.defaultTolerance) -> Double {
        PathMeasure(self, tolerance: tolerance).length
    }

    /// The part of the path between two fractions of its total length, with `CAShapeLayer`'s
    /// `strokeStart`/`strokeEnd` semantics: fractions are clamped to 0...1 and measured across all subpaths in
    /// order; nothing remains when `start >= end`; (0, 1) gives the path back unchanged.
    /// - Parameters:
    ///   - start: the fraction of the length where the kept part starts.
    ///   - end: the fraction where it ends.
    ///   - tolerance: accuracy of the cut positions, points along the path.
    public func trimmed(from start: Double, to end: Double, tolerance: Double = PathMeasure.defaultTolerance) -> Path {
        precondition(start.isFinite && end.isFinite, "trim fractions must be finite")
        let (a, b) = (min(max(start, 0), 1), min(max(end, 0), 1))
        if a == 0 && b == 1 { return self }
        guard a < b else { return Path() }
        let measure = PathMeasure(self, tolerance: tolerance)
        return Path(subpaths: measure.extract(from: a * measure.length, to: b * measure.length))
    }

    /// The point and unit tangent at `fraction` (0...1, clamped) of the total length; nil for a path with no
    /// segments.
    public func position(
        atFraction fraction: Double, tolerance: Double = PathMeasure.defaultTolerance
    ) -> (point: Point, tangent: Vector)? {
        PathMeasure(self, tolerance: tolerance).position(atFraction: fraction)
    }
}

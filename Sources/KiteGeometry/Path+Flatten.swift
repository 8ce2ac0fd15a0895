extension Path {
    /// Default largest distance, in points, between a curve and the polyline that replaces it.
    public static let defaultFlatteningTolerance = 0.01

    /// The path as polylines, one per subpath (starting at its start point), each within `tolerance` points of the
    /// curves it replaces. A curve is cut into n equal parameter steps; a chord over a step of h deviates from the
    /// curve by at most h^2 / 8 times the largest second derivative (times sqrt(2) for a cubic, whose second
    /// derivative changes direction), which fixes n. Closed subpaths end back at their start.
    /// - Parameter tolerance: points, > 0. Defaults to `defaultFlatteningTolerance`.
    public func flattened(tolerance: Double = defaultFlatteningTolerance) -> [[Point]] {
        precondition(tolerance > 0, "flattening tolerance must be positive")
        return subpaths.map { subpath in
            [subpath.start] + subpath.segments.flatMap { $0.flattened(tolerance: tolerance) }
        }
    }
}

extension PathSegment {
    /// Points after the start along the segment, ending at its end, with chords within `tolerance` points.
    public func flattened(tolerance: Double) -> [Point] {
        let steps = flatteningSteps(tolerance: tolerance)
        return (1...steps).map { $0 == steps ? end : eval(Double($0) / Double(steps)) }
    }

    /// How many chords keep the segment within `tolerance` (1 for lines, at most 10,000): the chords between
    /// `eval(i / steps)`, for a renderer that flattens without building arrays.
    public func flatteningSteps(tolerance: Double) -> Int {
        let curvature: Double
        switch self {
        case .line: return 1
        case .quad(let q):
            // B'' = 2 (p0 - 2 p1 + p2) is constant: deviation h^2 / 4 |p0 - 2 p1 + p2|.
            curvature = 2 * (q.p0 - q.p1 + (q.p2 - q.p1)).length
        case .cubic(let c):
            // B'' runs linearly between 6 (p0 - 2 p1 + p2) and 6 (p1 - 2 p2 + p3).
            let a = (c.p0 - c.p1 + (c.p2 - c.p1)).length
            let b = (c.p1 - c.p2 + (c.p3 - c.p2)).length
            curvature = 6 * max(a, b) * 2.0.squareRoot()
        }
        let n = (curvature / (8 * tolerance)).squareRoot().rounded(.up)
        return n.isFinite ? Int(min(max(n, 1), 10_000)) : 10_000
    }
}

import KiteGeometry

/// Straight segments through a list of points, with exact arc lengths.
public struct PolylinePath: AnimationPath, Hashable {
    public let points: [Point]
    /// Arc length from the first point to each point.
    private let distances: [Double]

    /// Needs at least one point, all finite and within `AnimationLimits.maximumMagnitude`; throws otherwise.
    public init(points: [Point]) throws(AnimationError) {
        guard !points.isEmpty else { throw .invalid("a polyline path needs at least one point") }
        for (i, p) in points.enumerated() { _ = try Check.finite(p, "path point \(i)") }
        self.points = points
        var distances = [0.0]
        for i in points.indices.dropFirst() {
            distances.append(distances[i - 1] + points[i - 1].distance(to: points[i]))
        }
        self.distances = distances
    }

    public var length: Double { distances[distances.count - 1] }

    public func pose(atDistance distance: Double) -> (point: Point, tangent: Vector) {
        guard points.count > 1, length > 0 else { return (points[0], .zero) }
        let s = min(max(distance, 0), length)
        // Binary search for the segment containing s, skipping zero-length segments.
        var (lo, hi) = (0, distances.count - 1)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if distances[mid] <= s { lo = mid } else { hi = mid }
        }
        while distances[lo + 1] - distances[lo] == 0 && lo + 2 < distances.count { lo += 1 }
        let span = distances[lo + 1] - distances[lo]
        let direction = points[lo + 1] - points[lo]
        let t = span > 0 ? (s - distances[lo]) / span : 0
        return (points[lo] + direction * t, direction.normalized)
    }
}

/// A path's arc-length parameterisation: lengths of every segment, measured once, so positions and pieces can be
/// looked up by distance along the path. Distances run through the subpaths in order; moves add nothing.
public struct PathMeasure: Sendable {
    /// Default accuracy of the total length, in points.
    public static let defaultTolerance = 1e-6

    /// The subpaths measured.
    public let subpaths: [Subpath]
    /// The largest error of `length`, in points.
    public let tolerance: Double
    /// Lengths of each subpath's segments, in points.
    public let segmentLengths: [[Double]]
    /// Distance from the path's start to each subpath's start, in points.
    public let subpathOffsets: [Double]
    /// Total length of the path, in points.
    public let length: Double

    /// Measures `path` so that the total length is within `tolerance` points (> 0) of the true length.
    public init(_ path: Path, tolerance: Double = defaultTolerance) {
        precondition(tolerance > 0, "arc length tolerance must be positive")
        subpaths = path.subpaths
        self.tolerance = tolerance
        let perSegment = tolerance / Double(max(1, subpaths.reduce(0) { $0 + $1.segments.count }))
        segmentLengths = subpaths.map { $0.segments.map { $0.arcLength(tolerance: perSegment) } }
        var offsets: [Double] = []
        var total = 0.0
        for lengths in segmentLengths {
            offsets.append(total)
            total += lengths.reduce(0, +)
        }
        subpathOffsets = offsets
        length = total
    }

    /// A measure of one subpath whose segment `lengths` are known already, placing positions within
    /// `segmentTolerance` points: what dashing a run of a measured path needs, without measuring it again.
    init(_ subpath: Subpath, lengths: [Double], segmentTolerance: Double) {
        subpaths = [subpath]
        segmentLengths = [lengths]
        subpathOffsets = [0]
        length = lengths.reduce(0, +)
        // `segmentTolerance` divides this by the segment count again.
        tolerance = segmentTolerance * Double(max(1, lengths.count))
    }

    /// Where along the path a distance falls: subpath, segment and parameter. Nil for a path with no segments.
    /// A distance on the boundary of two segments belongs to the later one, except at the very end of the path.
    public func location(atDistance distance: Double) -> (subpath: Int, segment: Int, t: Double)? {
        let d = min(max(distance, 0), length)
        var lastWithLength: (Int, Int, Double)?
        var firstAny: (Int, Int, Double)?
        for (i, lengths) in segmentLengths.enumerated() {
            var start = subpathOffsets[i]
            for (j, l) in lengths.enumerated() {
                if firstAny == nil { firstAny = (i, j, start) }
                if l > 0 {
                    if d < start + l { return locate(i, j, d - start) }
                    lastWithLength = (i, j, start)
                }
                start += l
            }
        }
        guard let (i, j, start) = lastWithLength ?? firstAny else { return nil }
        return locate(i, j, d - start)
    }

    private func locate(_ i: Int, _ j: Int, _ distanceInSegment: Double) -> (subpath: Int, segment: Int, t: Double) {
        let l = segmentLengths[i][j]
        let segment = subpaths[i].segments[j]
        return (i, j, segment.parameter(atDistance: distanceInSegment, length: l, tolerance: segmentTolerance))
    }

    /// The point and unit tangent at `fraction` (0...1, clamped) of the total length; nil for a path with no
    /// segments. The tangent is zero where the path has no direction (a zero-length piece).
    public func position(atFraction fraction: Double) -> (point: Point, tangent: Vector)? {
        guard fraction.isFinite, let (i, j, t) = location(atDistance: fraction * length) else { return nil }
        let segment = subpaths[i].segments[j]
        var tangent = segment.derivative(t).normalized
        if tangent == .zero { tangent = (t < 0.5 ? segment.startTangent : segment.endTangent) ?? .zero }
        return (segment.eval(t), tangent)
    }

    var segmentTolerance: Double {
        tolerance / Double(max(1, segmentLengths.reduce(0) { $0 + $1.count }))
    }
}

/// A stroke's centre line with the dash pattern still to be laid: the (trimmed) subpaths, their measured segment
/// lengths, and how far into its original subpath each one starts. Dashes are laid by whoever knows the viewport
/// (`visibleDashes(reaching:transform:style:)`), only along the parts of the centre line that can reach it, so a
/// path with billions of dashes off-screen costs what its visible part costs.
public struct DashedPath: Hashable, Sendable {
    /// The pieces to dash, in order (a trimmed path's pieces, or the whole path's subpaths).
    public let subpaths: [Subpath]
    /// Each subpath's segment lengths, points, as its `PathMeasure` measured them.
    public let segmentLengths: [[Double]]
    /// Distance along its original subpath at which each subpath starts, points: the pattern restarts at every
    /// original subpath, so a trimmed piece starts this far into it.
    public let dashOffsets: [Double]
    /// The pattern; never solid.
    public let pattern: DashPattern
    /// Accuracy of the path's length, points: a dash starting closer than this to a subpath's end is dropped.
    public let tolerance: Double
    /// Accuracy of each dash end, points along the path (the measure's tolerance per segment).
    public let segmentTolerance: Double
    /// Every dash, laid when the whole path needs at most `eagerDashes` of them (nil otherwise): such a path
    /// costs little to dash whole, and its dashes then serve every frame and transform unchanged.
    public private(set) var laidDashes: Path?

    /// Paths needing at most this many dashes are dashed whole when the `DashedPath` is made.
    public static let eagerDashes = 10_000

    /// The dashes of the whole path between distances `start` and `end` (points, clamped to the path) in
    /// `measure`, the pattern restarting at every subpath. Nil when `pattern` is solid.
    /// Paths needing at most `eagerDashes` dashes are dashed at once (`laidDashes`).
    public init?(
        _ measure: PathMeasure, from start: Double, to end: Double, pattern: DashPattern,
        eagerDashes: Int = DashedPath.eagerDashes
    ) {
        self.init(measure, from: start, to: end, undashed: pattern)
        guard dashCountBound(segmentLengths.map { $0.reduce(0, +) }) <= Double(eagerDashes) else { return }
        laidDashes = allDashes()
    }

    private init?(_ measure: PathMeasure, from start: Double, to end: Double, undashed pattern: DashPattern) {
        guard !pattern.isSolid else { return nil }
        (self.pattern, tolerance, segmentTolerance) = (pattern, measure.tolerance, measure.segmentTolerance)
        if start <= 0 && end >= measure.length {
            (subpaths, segmentLengths) = (measure.subpaths, measure.segmentLengths)
            dashOffsets = Array(repeating: 0, count: measure.subpaths.count)
            return
        }
        var (subpaths, lengths, offsets) = ([Subpath](), [[Double]](), [Double]())
        for (piece, offset) in measure.extractWithOffsets(from: start, to: end) {
            subpaths.append(piece)
            lengths.append(piece.segments.map { $0.arcLength(tolerance: measure.segmentTolerance) })
            offsets.append(offset)
        }
        (self.subpaths, segmentLengths, dashOffsets) = (subpaths, lengths, offsets)
    }

    /// At most how many dashes stretches of centre line of these `lengths` (points) need: one per "on" entry per
    /// period, and a partial one at each end.
    func dashCountBound(_ lengths: [Double]) -> Double {
        let perPeriod = Double(pattern.lengths.count / 2)
        return lengths.reduce(0.0) { $0 + ($1 / pattern.period + 2) * perPeriod }
    }

    /// Every dash, laid along the whole centre line with no viewport: the reference the visible dashes are
    /// checked against. Costs one subpath a dash, so only for paths known to be small.
    public func allDashes() -> Path {
        var dashes: [Subpath] = []
        for (i, subpath) in subpaths.enumerated() {
            let length = segmentLengths[i].reduce(0, +)
            guard length > 0 else { continue }
            let run = DashRun(subpath.segments, lengths: segmentLengths[i], segmentTolerance: segmentTolerance)
            run.appendDashes(
                pattern, offset: dashOffsets[i], endSlack: tolerance, limit: DashPattern.unlimited, to: &dashes)
        }
        return Path(subpaths: dashes)
    }
}

/// A connected run of segments along which dashes are laid from its start, at a known distance into the pattern.
struct DashRun {
    let measure: PathMeasure

    /// A run of `segments` (connected, at least one) with their measured `lengths`; dash ends are placed within
    /// `segmentTolerance` points.
    init(_ segments: [PathSegment], lengths: [Double], segmentTolerance: Double) {
        measure = PathMeasure(
            Subpath(start: segments[0].start, segments: segments, isClosed: false), lengths: lengths,
            segmentTolerance: segmentTolerance)
    }

    /// Appends the dashes of the run, the pattern standing `offset` points past its phase at the run's start.
    /// A dash starting less than `endSlack` points before the end is dropped (length rounding, as `dashRanges`).
    /// Lays at most `limit` dashes and returns how many it laid.
    @discardableResult
    func appendDashes(
        _ pattern: DashPattern, offset: Double, endSlack: Double, limit: Int, to dashes: inout [Subpath]
    ) -> Int {
        let ranges = pattern.onRanges(
            from: 0, to: measure.length, endSlack: endSlack, offset: offset, maxDashes: limit)
        for range in ranges {
            dashes +=
                range.lowerBound == range.upperBound
                ? measure.dot(atDistance: range.lowerBound)
                : measure.extract(from: range.lowerBound, to: range.upperBound)
        }
        return ranges.count
    }
}

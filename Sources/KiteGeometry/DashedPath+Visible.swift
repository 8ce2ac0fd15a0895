extension DashedPath {
    /// The most dashes laid where they can be seen, per path: about 300 bytes each before the renderer's pieces,
    /// so 300 MB at most. Past it the path is refused (`TooManyDashesError`), never drawn undashed.
    public static let maximumVisibleDashes = 1_000_000

    /// A pattern whose period is shorter than this on the device (device pixels, along the most stretched
    /// direction) is drawn as a solid stroke with its coverage averaged over the period: each pixel would see
    /// several dashes, so their average is what the anti-aliased dashes would show.
    public static let averagedPeriod = 1.0

    /// Why a dashed path was not drawn: more dashes would be laid where they can be seen than Kite allows.
    public struct TooManyDashesError: Error, Hashable, Sendable, CustomStringConvertible {
        /// About how many dashes the visible part of the path needs.
        public let count: Int
        public var description: String {
            "a dashed stroke needs about \(count) dashes where it can be seen, more than the "
                + "\(DashedPath.maximumVisibleDashes) allowed in one path (DashedPath.maximumVisibleDashes); "
                + "use a longer dash pattern or fewer, shorter path segments"
        }
    }

    /// The dashes that can reach `bounds` (device pixels: the viewport grown by the stroke's reach) when the path
    /// is mapped by `transform`, in path space, with the coverage to draw them at: `laidDashes` when the path was
    /// dashed whole already (the renderer's clipping then cuts them as any path). Otherwise only the parts of the centre
    /// line `ViewportReach` keeps are dashed, each from the pattern's position at its start (the dropped length
    /// before it counted), so the dashes drawn are those of the whole path and none lies far off-screen.
    /// A pattern whose period is under `averagedPeriod` device pixels gives the kept parts undashed with
    /// `coverage` the fraction of the stroke's area its dashes cover (caps included); otherwise `coverage` is 1.
    /// Throws when more than `maximumDashes` dashes would be laid.
    public func visibleDashes(
        reaching bounds: Rect, transform: AffineTransform, style: StrokeStyle,
        maximumDashes: Int = DashedPath.maximumVisibleDashes
    ) throws(TooManyDashesError) -> (path: Path, coverage: Double) {
        if let laidDashes { return (laidDashes, 1) }
        let runs = keptRuns(ViewportReach(bounds: bounds, transform: transform))
        let period = pattern.period
        if period * transform.stretches.largest < Self.averagedPeriod {
            let solid = runs.map { Subpath(start: $0.segments[0].start, segments: $0.segments, isClosed: false) }
            return (Path(subpaths: solid), averageCoverage(style))
        }
        let estimate = dashCountBound(runs.map { $0.lengths.reduce(0, +) })
        guard estimate <= Double(maximumDashes) else { throw TooManyDashesError(count: Int(min(estimate, 1e18))) }
        var dashes: [Subpath] = []
        for run in runs {
            DashRun(run.segments, lengths: run.lengths, segmentTolerance: segmentTolerance).appendDashes(
                pattern, offset: run.offset, endSlack: run.endsSubpath ? tolerance : 0, limit: DashPattern.unlimited,
                to: &dashes)
        }
        return (Path(subpaths: dashes), 1)
    }

    /// The fraction of a solid stroke's area that the dashes cover, in 0...1: each dash covers its length plus
    /// its caps (a square cap adds half the width at each end, a round one a disc).
    func averageCoverage(_ style: StrokeStyle) -> Double {
        let dashCount = Double(pattern.lengths.count / 2)
        let onLength = stride(from: 0, to: pattern.lengths.count, by: 2).reduce(0.0) { $0 + pattern.lengths[$1] }
        let capLength: Double =
            switch style.cap {
            case .butt: 0
            case .square: style.width
            case .round: Double.pi * style.width / 4
            }
        return min((onLength + dashCount * capLength) / pattern.period, 1)
    }

    /// A connected stretch of kept centre line: its segments, their lengths, the pattern's position at its start
    /// (points from its original subpath's start) and whether it reaches that subpath's end.
    struct KeptRun {
        var segments: [PathSegment]
        var lengths: [Double]
        var offset: Double
        var endsSubpath: Bool
    }

    /// The runs of centre line that `reach` keeps, in order. Lengths of kept whole segments are the measured ones;
    /// a cut part is measured afresh, and a cut's distance from the segment's start too.
    func keptRuns(_ reach: ViewportReach) -> [KeptRun] {
        var runs: [KeptRun] = []
        for (i, subpath) in subpaths.enumerated() {
            let lengths = segmentLengths[i]
            guard lengths.reduce(0, +) > 0 else { continue }  // As `dashRanges`: no dashes on a zero-length one.
            var distance = dashOffsets[i]
            // Whether the last run ends where the next kept part starts (nothing dropped since).
            var connected = false
            for (j, segment) in subpath.segments.enumerated() {
                let l = lengths[j]
                var pen = 0.0
                reach.keptPieces(of: segment) { piece, t0, t1 in
                    let whole = t0 == 0 && t1 == 1
                    let length = whole ? l : piece.arcLength(tolerance: segmentTolerance)
                    if connected && t0 == pen {
                        runs[runs.count - 1].segments.append(piece)
                        runs[runs.count - 1].lengths.append(length)
                    } else {
                        let before = t0 == 0 ? 0 : segment.arcLength(from: 0, to: t0, tolerance: segmentTolerance)
                        runs.append(
                            KeptRun(segments: [piece], lengths: [length], offset: distance + before, endsSubpath: false)
                        )
                    }
                    (connected, pen) = (true, t1)
                }
                if pen != 1 { connected = false }
                distance += l
            }
            if connected { runs[runs.count - 1].endsSubpath = true }
        }
        return runs
    }
}

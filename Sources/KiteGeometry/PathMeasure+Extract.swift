extension PathMeasure {
    /// The pieces of the path between distances `from` and `to` (points along the whole path, clamped), in order.
    /// A range crossing subpaths yields a piece of each. A closed subpath stays closed only when the range covers
    /// it whole; otherwise its piece is open. Zero-length subpaths inside a non-empty range are kept (they draw
    /// dots with round or square caps).
    public func extract(from: Double, to: Double) -> [Subpath] {
        extractWithOffsets(from: from, to: to).map(\.piece)
    }

    /// The pieces of the path between distances `from` and `to`, as `extract(from:to:)` gives them, each with
    /// the distance from its subpath's start to its own start, points.
    func extractWithOffsets(from: Double, to: Double) -> [(piece: Subpath, offset: Double)] {
        guard from < to else { return [] }
        var pieces: [(Subpath, Double)] = []
        for (i, subpath) in subpaths.enumerated() {
            let start = subpathOffsets[i]
            let lengths = segmentLengths[i]
            let end = start + lengths.reduce(0, +)
            if end == start {
                if from <= start && start <= to { pieces.append((subpath, 0)) }
                continue
            }
            let lo = max(from, start)
            let hi = min(to, end)
            guard lo < hi else { continue }
            if lo == start && hi == end {
                pieces.append((subpath, 0))
            } else {
                pieces.append((extract(subpath, lengths: lengths, from: lo - start, to: hi - start), lo - start))
            }
        }
        return pieces
    }

    /// The pieces for several distance ranges, in the order given.
    public func extract(ranges: [ClosedRange<Double>]) -> [Subpath] {
        ranges.flatMap { extract(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// The open piece of one subpath between distances measured from the subpath's start.
    private func extract(_ subpath: Subpath, lengths: [Double], from lo: Double, to hi: Double) -> Subpath {
        var segments: [PathSegment] = []
        var start = 0.0
        for (segment, l) in zip(subpath.segments, lengths) {
            defer { start += l }
            let a = max(lo, start)
            let b = min(hi, start + l)
            guard a < b || (l == 0 && a == b && start > lo && start < hi) else { continue }
            let t0 = segment.parameter(atDistance: a - start, length: l, tolerance: segmentTolerance)
            let t1 = segment.parameter(atDistance: b - start, length: l, tolerance: segmentTolerance)
            segments.append(t0 == 0 && t1 == 1 ? segment : segment.subsegment(t0, t1))
        }
        return Subpath(start: segments.first?.start ?? subpath.start, segments: segments, isClosed: false)
    }
}

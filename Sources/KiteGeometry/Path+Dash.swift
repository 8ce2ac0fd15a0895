extension PathMeasure {
    /// The distance ranges (along the whole path) that a dash pattern leaves on. The pattern restarts at every
    /// subpath, as in CoreGraphics; dashes are not merged across a closed subpath's start.
    public func dashRanges(_ pattern: DashPattern) -> [ClosedRange<Double>] {
        var ranges: [ClosedRange<Double>] = []
        for (i, lengths) in segmentLengths.enumerated() {
            let start = subpathOffsets[i]
            let end = start + lengths.reduce(0, +)
            guard end > start || pattern.isSolid else { continue }
            // The slack keeps length rounding from adding a spurious dash (a dot, with round caps) at the very end.
            ranges += pattern.onRanges(from: start, to: end, endSlack: tolerance)
        }
        return ranges
    }

    /// The stroke geometry `CAShapeLayer` draws for `strokeStart`, `strokeEnd` and a dash pattern: the dashes are
    /// laid along the whole path (so they stay put while the trim moves), then cut to the trimmed range.
    /// Trim fractions are clamped to 0...1; nothing remains when start >= end.
    public func strokedPieces(strokeStart: Double, strokeEnd: Double, dash: DashPattern) -> [Subpath] {
        let (a, b) = (min(max(strokeStart, 0), 1) * length, min(max(strokeEnd, 0), 1) * length)
        guard a < b || (strokeStart <= 0 && strokeEnd >= 1) else { return [] }
        if dash.isSolid {
            return a == 0 && b == length ? subpaths : extract(from: a, to: b)
        }
        var pieces: [Subpath] = []
        for range in dashRanges(dash) {
            let lo = max(range.lowerBound, a)
            let hi = min(range.upperBound, b)
            // A zero-length dash (a dot) survives when it lies within the trim.
            guard lo < hi || (lo == hi && range.lowerBound == range.upperBound) else { continue }
            pieces += lo == hi ? dot(atDistance: lo) : extract(from: lo, to: hi)
        }
        return pieces
    }

    /// A zero-length subpath at a distance, pointing along the path (so square caps know their direction).
    func dot(atDistance d: Double) -> [Subpath] {
        guard let (i, j, t) = location(atDistance: d) else { return [] }
        let p = subpaths[i].segments[j].eval(t)
        return [Subpath(start: p, segments: [.line(p, p)], isClosed: false)]
    }
}

extension Path {
    /// The dashes of the path as open subpaths (closed subpaths are cut open unless the pattern is solid).
    /// - Parameters:
    ///   - pattern: the dash lengths and phase.
    ///   - tolerance: accuracy of the dash ends, points along the path.
    public func dashed(_ pattern: DashPattern, tolerance: Double = PathMeasure.defaultTolerance) -> Path {
        guard !pattern.isSolid else { return self }
        let measure = PathMeasure(self, tolerance: tolerance)
        return Path(subpaths: measure.strokedPieces(strokeStart: 0, strokeEnd: 1, dash: pattern))
    }
}

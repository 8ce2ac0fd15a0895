extension Path {
    /// Default accuracy, in points, of the extremes of curved stroke edges found by `strokedBounds`.
    public static let defaultStrokeBoundsTolerance = 1e-6

    /// The bounding box of the area a stroke of this path covers: what `CGPathGetPathBoundingBox` of
    /// `CGPathCreateCopyByStrokingPath(path, nil, width, cap, join, miterLimit)` gives, computed from the exact
    /// stroke outline rather than an approximated one. The outline is made of:
    /// - both offset curves of each segment, P(t) +- (w/2) N(t), including their swallowtail loops on tight curves
    ///   (their extremes are found by sampling, then golden-section refinement to `tolerance`);
    /// - caps at the ends of open subpaths: nothing extra for butt, the half disc for round, the half square for
    ///   square; a subpath with no extent draws a dot for round and square caps (a disc, an axis-aligned square);
    /// - joins between segments and at the start of closed subpaths: the outer arc for round, the miter tip when
    ///   the miter length over the width is at most `miterLimit` (otherwise a bevel, which adds nothing).
    /// Nil when nothing would be drawn. A zero width gives the path's own bounding box (a hairline).
    public func strokedBounds(_ style: StrokeStyle, tolerance: Double = defaultStrokeBoundsTolerance) -> Rect? {
        precondition(style.width >= 0 && style.width.isFinite, "stroke width must be finite and >= 0")
        guard style.width > 0 else { return boundingBox }
        var points: [Point] = []
        for subpath in subpaths {
            points += StrokeOutlineExtremes(halfWidth: style.width / 2, style: style, tolerance: tolerance)
                .points(of: subpath)
        }
        return Rect.enclosing(points)
    }
}

/// Collects points whose bounding box is the bounding box of one subpath's stroke outline.
struct StrokeOutlineExtremes {
    let halfWidth: Double
    let style: StrokeStyle
    let tolerance: Double

    /// Axis directions, the only ones a bounding box cares about.
    private static let axes = [Vector(1, 0), Vector(-1, 0), Vector(0, 1), Vector(0, -1)]

    func points(of subpath: Subpath) -> [Point] {
        let drawn = subpath.segments.filter { !$0.isDegenerate }
        guard let first = drawn.first, let last = drawn.last else { return dot(subpath) }
        var result = drawn.flatMap(body)
        for (a, b) in zip(drawn, drawn.dropFirst()) { result += join(at: a.end, a.endTangent!, b.startTangent!) }
        if subpath.isClosed {
            result += join(at: first.start, last.endTangent!, first.startTangent!)
        } else {
            result += cap(at: first.start, direction: -first.startTangent!)
            result += cap(at: last.end, direction: last.endTangent!)
        }
        return result
    }

    /// A subpath that goes nowhere: CoreGraphics draws a dot for round and square caps, if it has a segment.
    private func dot(_ subpath: Subpath) -> [Point] {
        guard !subpath.segments.isEmpty, style.cap != .butt else { return [] }
        let h = halfWidth
        return [subpath.start + Vector(-h, -h), subpath.start + Vector(h, h)]
    }

    private func offset(_ segment: PathSegment, _ t: Double, side: Double) -> Point? {
        let n = segment.derivative(t).normalized.perpendicular
        return n == .zero ? nil : segment.eval(t) + n * (side * halfWidth)
    }

    /// Extremes of both offset curves of one segment along the axes.
    private func body(_ segment: PathSegment) -> [Point] {
        let n0 = segment.startTangent!.perpendicular * halfWidth
        let n1 = segment.endTangent!.perpendicular * halfWidth
        var result = [segment.start + n0, segment.start - n0, segment.end + n1, segment.end - n1]
        if case .line = segment { return result }
        let samples = 48
        for side in [1.0, -1.0] {
            let ts = (1..<samples).map { Double($0) / Double(samples) }
            let pts = ts.map { offset(segment, $0, side: side) }
            for axis in Self.axes {
                let values = pts.map { $0.map { ($0 - .zero).dot(axis) } ?? -.infinity }
                for i in values.indices {
                    let before = i > 0 ? values[i - 1] : -.infinity
                    let after = i + 1 < values.count ? values[i + 1] : -.infinity
                    guard values[i] >= before, values[i] >= after, values[i] > -.infinity else { continue }
                    let lo = Double(i) / Double(samples)
                    let hi = Double(i + 2) / Double(samples)
                    let t = goldenMax(lo, hi) {
                        offset(segment, $0, side: side).map { ($0 - .zero).dot(axis) } ?? -.infinity
                    }
                    if let p = offset(segment, t, side: side) { result.append(p) }
                    if let p = pts[i] { result.append(p) }
                }
            }
        }
        return result
    }

    /// The argument of the largest value of `f` on [a, b], assuming one peak, to within `tolerance`.
    private func goldenMax(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (lo, hi) = (a, b)
        var x1 = hi - ratio * (hi - lo)
        var x2 = lo + ratio * (hi - lo)
        var (f1, f2) = (f(x1), f(x2))
        var iterations = 0
        while hi - lo > tolerance * 1e-3 && iterations < 100 {
            iterations += 1
            if f1 < f2 {
                lo = x1
                (x1, f1) = (x2, f2)
                x2 = lo + ratio * (hi - lo)
                f2 = f(x2)
            } else {
                hi = x2
                (x2, f2) = (x1, f1)
                x1 = hi - ratio * (hi - lo)
                f1 = f(x1)
            }
        }
        return (lo + hi) / 2
    }

    /// The cap at an open end; `direction` points away from the stroke.
    private func cap(at p: Point, direction d: Vector) -> [Point] {
        let n = d.perpendicular * halfWidth
        switch style.cap {
        case .butt: return []
        case .square: return [p + d * halfWidth + n, p + d * halfWidth - n]
        case .round:
            return [p + n, p - n] + Self.axes.filter { $0.dot(d) > 0 }.map { p + $0 * halfWidth }
        }
    }

    /// The outer parts of the join at `p` between incoming direction `tin` and outgoing `tout`.
    private func join(at p: Point, _ tin: Vector, _ tout: Vector) -> [Point] {
        let turn = tin.cross(tout)
        if abs(turn) < 1e-12 && tin.dot(tout) > 0 { return [] }
        if abs(turn) < 1e-12 {
            // A full reversal: the outside is the half disc ahead (round) or nothing beyond the ends (miter/bevel,
            // since the miter length is infinite).
            return style.join == .round ? cap(at: p, direction: tin) : []
        }
        let side: Double = turn > 0 ? -1 : 1
        let a = tin.perpendicular * side
        let b = tout.perpendicular * side
        let bisector = (a + b).normalized
        let cosHalf = bisector.dot(a)
        switch style.join {
        case .bevel: return []
        case .round:
            return Self.axes.filter { $0.dot(bisector) >= cosHalf }.map { p + $0 * halfWidth }
        case .miter:
            guard cosHalf > 0, 1 / cosHalf <= style.miterLimit else { return [] }
            return [p + bisector * (halfWidth / cosHalf)]
        }
    }
}

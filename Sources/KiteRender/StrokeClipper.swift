import KiteGeometry

/// Cuts a stroke's centre line, mapped to device pixels, down to the part that can touch a rectangle (the viewport
/// grown by the stroke's reach) before `StrokeEncoder` splits it into pieces. A segment with a vertex at 1e19 or a
/// cubic thousands of viewports long then costs what its visible part costs, and no coordinate the shader sees is
/// far from the viewport.
///
/// A pixel's stroke coverage depends on the centre line within the stroke's reach of the pixel (half the width,
/// a miter or a square cap's corner), so for pixels inside the viewport nothing beyond the grown rectangle
/// matters: lines are cut where they leave it (after Liang and Barsky's parametric clipping), curves whose control
/// points all lie outside are dropped, and curves reaching in are halved (exactly, so the halves meet smoothly)
/// until each is at most twice the rectangle's size. Where a part is dropped the stroke is split into open
/// subpaths; their new ends lie on the rectangle, at least the reach from every viewport pixel, so their caps
/// never show. A closed subpath that is cut keeps the join at its start by running its last part into its first.
struct StrokeClipper {
    /// The rectangle, device pixels.
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Curves larger than this (device pixels, width or height) are halved while they reach into the rectangle.
    private let largestKept: Double
    /// At most this many nested halvings per curve: enough to bring the largest finite `Double` curve down to
    /// pixels (2^1024 / 2^1100 < 1); a guard no real curve meets.
    static let maximumHalvings = 1100

    /// A clipper for `bounds` (device pixels; finite, non-empty).
    init(bounds: Rect) {
        (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        largestKept = 2 * max(bounds.width, bounds.height, 1)
    }

    /// Whether some point of `path` mapped by `transform` lies outside the rectangle (or is not finite): only then
    /// is clipping needed. Allocates nothing.
    func isNeeded(for path: Path, transform: AffineTransform) -> Bool {
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                if !contains(transform.apply(to: p)) { return true }
            case .quad(let c, let p):
                if !contains(transform.apply(to: c)) || !contains(transform.apply(to: p)) { return true }
            case .cubic(let c1, let c2, let p):
                if !contains(transform.apply(to: c1)) || !contains(transform.apply(to: c2))
                    || !contains(transform.apply(to: p))
                {
                    return true
                }
            case .close: break
            }
        }
        return false
    }

    private func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The parts of `path`, mapped by `transform`, that can touch the rectangle, in device pixels.
    func clip(_ path: Path, transform: AffineTransform) -> Path {
        var output: [PathElement] = []
        var subpath = Subpath(start: .zero)
        var current = Point.zero
        var inSubpath = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if inSubpath { subpath.finish(closed: false, into: &output, clipper: self) }
                let q = transform.apply(to: p)
                (subpath, current, inSubpath) = (Subpath(start: q), q, true)
            case .line(let p):
                let q = transform.apply(to: p)
                subpath.add(.line(current, q), clipper: self)
                current = q
            case .quad(let c, let p):
                let q = transform.apply(to: p)
                subpath.add(.quad(QuadBezier(current, transform.apply(to: c), q)), clipper: self)
                current = q
            case .cubic(let c1, let c2, let p):
                let q = transform.apply(to: p)
                let cubic = CubicBezier(current, transform.apply(to: c1), transform.apply(to: c2), q)
                subpath.add(.cubic(cubic), clipper: self)
                current = q
            case .close:
                if current != subpath.start { subpath.add(.line(current, subpath.start), clipper: self) }
                subpath.finish(closed: true, into: &output, clipper: self)
                current = subpath.start
                subpath = Subpath(start: current)
                inSubpath = false
            }
        }
        if inSubpath { subpath.finish(closed: false, into: &output, clipper: self) }
        return Path(elements: output)
    }

    /// One subpath's kept parts, as runs of connected segments.
    private struct Subpath {
        let start: Point
        var runs: [[PathSegment]] = []
        /// Whether the last run ends where the next segment starts (nothing was dropped since).
        var connected = true
        /// Whether anything was dropped or cut.
        var cut = false
        var segmentCount = 0

        init(start: Point) { self.start = start }

        mutating func add(_ segment: PathSegment, clipper: StrokeClipper) {
            segmentCount += 1
            // The pen position along the segment: 0 at its start; a kept piece continues the run only from there.
            var pen = 0.0
            clipper.keptPieces(of: segment) { piece, t0, t1 in
                if connected && t0 == pen && !runs.isEmpty {
                    runs[runs.count - 1].append(piece)
                } else {
                    if !(runs.isEmpty && t0 == 0 && segmentCount == 1) { cut = true }
                    runs.append([piece])
                }
                (connected, pen) = (true, t1)
            }
            if pen != 1 { (connected, cut) = (false, true) }
        }

        func finish(closed: Bool, into output: inout [PathElement], clipper: StrokeClipper) {
            guard !runs.isEmpty else {
                // A lone point shows its caps where it is; nothing is left of a subpath cut away entirely.
                if segmentCount == 0 && clipper.contains(start) { output.append(.move(to: start)) }
                return
            }
            var runs = runs
            if closed && !cut {
                Self.emit(runs[0], into: &output)
                output.append(.close)
                return
            }
            // The last run ends at the start and the first begins there: one run, so the corner keeps its join.
            if closed, runs.count > 1, connected, runs[0].first?.start == start {
                runs[runs.count - 1] += runs[0]
                runs.removeFirst()
            }
            for run in runs { Self.emit(run, into: &output) }
        }

        static func emit(_ run: [PathSegment], into output: inout [PathElement]) {
            guard let first = run.first else { return }
            output.append(.move(to: first.start))
            for segment in run {
                switch segment {
                case .line(_, let b): output.append(.line(to: b))
                case .quad(let q): output.append(.quad(control: q.p1, to: q.p2))
                case .cubic(let c): output.append(.cubic(control1: c.p1, control2: c.p2, to: c.p3))
                }
            }
        }
    }

    /// Calls `body` with each part of `segment` to keep, in order, and its parameter range within `segment`.
    private func keptPieces(of segment: PathSegment, _ body: (PathSegment, Double, Double) -> Void) {
        switch segment {
        case .line(let a, let b):
            if let (t0, t1) = lineRange(a, b) { body(.line(a.lerp(to: b, t0), a.lerp(to: b, t1)), t0, t1) }
        case .quad(let q):
            keepCurve(q, 0, 1, depth: 0, split: { $0.split(at: 0.5) }, points: { [$0.p0, $0.p1, $0.p2] }) {
                body(.quad($0), $1, $2)
            }
        case .cubic(let c):
            keepCurve(c, 0, 1, depth: 0, split: { $0.split(at: 0.5) }, points: { [$0.p0, $0.p1, $0.p2, $0.p3] }) {
                body(.cubic($0), $1, $2)
            }
        }
    }

    /// The parameter range of a -> b inside the rectangle (Liang-Barsky), nil when it misses it.
    private func lineRange(_ a: Point, _ b: Point) -> (Double, Double)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        var (t0, t1) = (0.0, 1.0)
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            }
        }
        return t0 <= t1 ? (t0, t1) : nil
    }

    /// Keeps `curve` (parameters t0...t1 of the original) whole, drops it, or halves it, by its control points.
    private func keepCurve<C>(
        _ curve: C, _ t0: Double, _ t1: Double, depth: Int, split: (C) -> (C, C), points: (C) -> [Point],
        _ body: (C, Double, Double) -> Void
    ) {
        let ps = points(curve)
        guard ps.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let (loX, hiX) = (ps.map(\.x).min()!, ps.map(\.x).max()!)
        let (loY, hiY) = (ps.map(\.y).min()!, ps.map(\.y).max()!)
        // The curve lies within its control points' hull: a box missing the rectangle means the curve does.
        guard hiX >= minX, loX <= maxX, hiY >= minY, loY <= maxY else { return }
        let inside = loX >= minX && hiX <= maxX && loY >= minY && hiY <= maxY
        if inside || max(hiX - loX, hiY - loY) <= largestKept || depth >= Self.maximumHalvings {
            body(curve, t0, t1)
            return
        }
        let (a, b) = split(curve)
        let mid = (t0 + t1) / 2
        keepCurve(a, t0, mid, depth: depth + 1, split: split, points: points, body)
        keepCurve(b, mid, t1, depth: depth + 1, split: split, points: points, body)
    }
}

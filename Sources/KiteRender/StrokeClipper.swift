import KiteGeometry

/// Cuts a stroke's centre line down to the part that can touch a rectangle of device pixels (the viewport grown by
/// the stroke's reach) before it is flattened or split into pieces, so a segment with a vertex at 1e19 or a cubic
/// thousands of viewports long costs what its visible part costs, and no coordinate the shader sees is far away.
///
/// The cut is made in path space, so the pen keeps its shape under any transform: what to keep of each segment is
/// decided by `ViewportReach` on its device-space image (lines cut where they leave the rectangle, curves beyond
/// one side dropped, curves reaching in kept whole unless larger than `smallestHalvedSize` and twice the
/// rectangle, so every curve of ordinary size is flattened exactly as without clipping; larger ones halved until
/// each half is that small or dropped), the same decisions dashes are laid by. Where a part is dropped the subpath
/// is split into open ones whose new ends lie outside the rectangle, so their caps never reach the viewport; a
/// closed subpath that is cut keeps the join at its start by running its last part into its first.
struct StrokeClipper {
    /// What to keep of each segment: the rectangle, the transform, and the cut, drop and halving decisions.
    let reach: ViewportReach
    /// Maps the path to device pixels.
    var transform: AffineTransform { reach.transform }
    /// The rectangle, device pixels.
    var minX: Double { reach.minX }
    var minY: Double { reach.minY }
    var maxX: Double { reach.maxX }
    var maxY: Double { reach.maxY }
    /// Device pixels a curve may measure and still be kept whole: the stroke encoder splits such a curve into at
    /// most a few thousand pieces, and a curve kept whole gives the same pieces as when nothing is clipped.
    static let smallestHalvedSize = ViewportReach.smallestHalvedSize

    /// A clipper for `bounds` (device pixels, non-empty) and a path mapped to device pixels by `transform`.
    init(bounds: Rect, transform: AffineTransform) {
        reach = ViewportReach(bounds: bounds, transform: transform)
    }

    /// Whether `clip` would change the path: some point of the path mapped to device pixels lies outside the
    /// rectangle (or is not finite), or a curve is large enough to be halved. A curve counts by its tight bounds
    /// (end points and extrema), not its control points: one whose control points reach out while the curve stays
    /// inside is kept whole by `clip` anyway, so the path is used as it is instead of being copied. Allocates
    /// nothing.
    func isNeeded(for path: Path) -> Bool {
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                current = transform.apply(to: p)
                if !contains(current) { return true }
            case .quad(let c, let p):
                let (c1, end) = (transform.apply(to: c), transform.apply(to: p))
                if !contains(end) { return true }
                if !contains(c1), !curveStaysInside(QuadBezier(current, c1, end)) { return true }
                current = end
            case .cubic(let c1, let c2, let p):
                let (d1, d2, end) = (transform.apply(to: c1), transform.apply(to: c2), transform.apply(to: p))
                if !contains(end) { return true }
                if !contains(d1) || !contains(d2), !curveStaysInside(CubicBezier(current, d1, d2, end)) {
                    return true
                }
                current = end
            case .close: break
            }
        }
        return false
    }

    /// True when the device-space quadratic `q` (end points inside) lies within the rectangle and is small enough
    /// to be kept whole: its extremum on each axis, where the derivative vanishes, is inside too.
    private func curveStaysInside(_ q: QuadBezier) -> Bool {
        guard q.p1.x.isFinite, q.p1.y.isFinite, isKeptWhole(q.p0, q.p1, q.p2, q.p2) else { return false }
        for axis in 0..<2 {
            let (a, b, c) = axis == 0 ? (q.p0.x, q.p1.x, q.p2.x) : (q.p0.y, q.p1.y, q.p2.y)
            let denominator = a - 2 * b + c
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0, t < 1, !contains(q.eval(t)) { return false }
        }
        return true
    }

    /// True when the device-space cubic `c` (end points inside) lies within the rectangle and is small enough to
    /// be kept whole: its extrema on each axis, the roots in (0, 1) of the derivative's quadratic, are inside too.
    private func curveStaysInside(_ c: CubicBezier) -> Bool {
        guard c.p1.x.isFinite, c.p1.y.isFinite, c.p2.x.isFinite, c.p2.y.isFinite, isKeptWhole(c.p0, c.p1, c.p2, c.p3)
        else { return false }
        for axis in 0..<2 {
            let (p0, p1, p2, p3) = axis == 0 ? (c.p0.x, c.p1.x, c.p2.x, c.p3.x) : (c.p0.y, c.p1.y, c.p2.y, c.p3.y)
            // B'(t) / 3 = a t^2 + b t + k.
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let k = p1 - p0
            if abs(a) < 1e-12 * (abs(b) + abs(k) + 1) {
                guard b != 0 else { continue }
                let t = -k / b
                if t > 0, t < 1, !contains(c.eval(t)) { return false }
                continue
            }
            let discriminant = b * b - 4 * a * k
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            let (t1, t2) = ((-b - root) / (2 * a), (-b + root) / (2 * a))
            if t1 > 0, t1 < 1, !contains(c.eval(t1)) { return false }
            if t2 > 0, t2 < 1, !contains(c.eval(t2)) { return false }
        }
        return true
    }

    /// True when a curve with these device-space control points is no larger than `clip` keeps whole.
    private func isKeptWhole(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Bool {
        let width = max(max(p0.x, p1.x), max(p2.x, p3.x)) - min(min(p0.x, p1.x), min(p2.x, p3.x))
        let height = max(max(p0.y, p1.y), max(p2.y, p3.y)) - min(min(p0.y, p1.y), min(p2.y, p3.y))
        return max(width, height) <= reach.largestKept
    }

    fileprivate func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The parts of `path` that can touch the rectangle, in the path's own space.
    func clip(_ path: Path) -> Path {
        var output: [PathElement] = []
        var subpath = ClippedSubpath(start: .zero)
        var current = Point.zero
        var inSubpath = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if inSubpath { subpath.finish(closed: false, into: &output, clipper: self) }
                (subpath, current, inSubpath) = (ClippedSubpath(start: p), p, true)
            case .line(let p):
                subpath.add(.line(current, p), clipper: self)
                current = p
            case .quad(let c, let p):
                subpath.add(.quad(QuadBezier(current, c, p)), clipper: self)
                current = p
            case .cubic(let c1, let c2, let p):
                subpath.add(.cubic(CubicBezier(current, c1, c2, p)), clipper: self)
                current = p
            case .close:
                if current != subpath.start { subpath.add(.line(current, subpath.start), clipper: self) }
                subpath.finish(closed: true, into: &output, clipper: self)
                current = subpath.start
                subpath = ClippedSubpath(start: current)
                inSubpath = false
            }
        }
        if inSubpath { subpath.finish(closed: false, into: &output, clipper: self) }
        return Path(elements: output)
    }
}

/// One subpath's kept parts, as runs of connected segments (path space).
private struct ClippedSubpath {
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
        // How far along the segment the kept parts reach: a kept part continues the run only from there.
        var pen = 0.0
        clipper.reach.keptPieces(of: segment) { piece, t0, t1 in
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
            // A lone move is kept where it is; nothing is left of a subpath cut away entirely.
            if segmentCount == 0 && clipper.contains(clipper.transform.apply(to: start)) {
                output.append(.move(to: start))
            }
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

extension StrokeClipper {
    /// Device pixels added around the stroke's reach, for anti-aliasing and rounding.
    static let margin = 2.0

    /// A clipper for a stroke drawn with `StrokeEncoder` pieces of `halfWidth` device pixels into `viewport`.
    /// A pixel's coverage depends on the centre line within the pieces' reach: a miter's tip (`miterLimit` half
    /// widths) and the joint ownership radius R (at most `halfWidth / StrokeEncoder.smallestHalfCosine` plus
    /// `StrokeEncoder.padding`), which also covers a square cap's corner. The rectangle is grown by twice that:
    /// a joint's radius also shrinks to its pieces' length plus the half width, so a line cut at the rectangle
    /// must stay at least R long wherever its joint is within R of the viewport.
    init(pieces style: StrokeStyle, halfWidth: Double, viewport: Rect, transform: AffineTransform) {
        let miter = style.join == .miter ? style.miterLimit : 1
        let ownership = halfWidth / StrokeEncoder.smallestHalfCosine + StrokeEncoder.padding
        let reach = min(max(halfWidth * miter, 2 * ownership) + Self.margin, Self.largestReach)
        self.init(bounds: viewport.insetBy(dx: -reach, dy: -reach), transform: transform)
    }

    /// A clipper for the outline of a stroke with `style` (path units) filled into `viewport` after `transform`:
    /// the outline reaches the half width times the miter limit (or a square cap's corner, half width times
    /// sqrt 2) from the centre line in path space, stretched at most `transform.stretches.largest` times.
    init(outline style: StrokeStyle, viewport: Rect, transform: AffineTransform) {
        let miter = style.join == .miter ? style.miterLimit : 1
        let pathReach = style.width / 2 * max(miter, 2.0.squareRoot())
        let reach = min(pathReach * transform.stretches.largest + Self.margin, Self.largestReach)
        self.init(bounds: viewport.insetBy(dx: -reach, dy: -reach), transform: transform)
    }

    /// The most device pixels the rectangle grows by, so its bounds stay finite for any finite width.
    static let largestReach = 1e300

    /// `path` cut to this clipper's rectangle, or `path` itself when it lies within.
    func clipped(_ path: Path) -> Path { isNeeded(for: path) ? clip(path) : path }
}

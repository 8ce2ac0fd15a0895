import KiteGeometry

/// Cuts a fill's device-space outline down to a clip rectangle before the fill shader sees it, without changing
/// what any pixel inside the rectangle computes. Geometry far outside the viewport (a vertex at 1e19, an arc of
/// radius 1e99) thus costs what the visible part costs and never reaches `Float` or `Int` conversion.
///
/// The fill shader counts, for each pixel centre, the edges crossing a ray towards +x, and takes anti-aliasing
/// from the nearest edge. So, as Skia's `SkEdgeClipper` does for its scan converter: the parts of an edge above or
/// below the rectangle are dropped (they cross no ray from inside); the parts left or right of it become vertical
/// edges on its left or right side with the same vertical extent and direction (they cross the same rays, and
/// every row still crosses as many edges one way as the other); the rest is kept. The left side's edges cross no
/// ray from inside, but without them a fill reaching past the viewport's left side would have no edge there, and
/// the bands, which span their edges, would leave its pixels out. The rectangle is the viewport grown by a margin
/// wider than the shader's anti-aliasing reach, so replaced edges are too far to change any pixel's coverage.
///
/// A curve whose control points all lie outside is handled whole by the same rules (a continuous curve to the
/// right crosses a horizontal line as often, net, as its chord does); one reaching in is halved until its pieces
/// are small enough to flatten with a bounded number of steps.
struct FillEdgeClipper {
    /// The rectangle edges are cut to, device pixels.
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Curves larger than this (device pixels, width or height) are halved before flattening while they reach
    /// into the rectangle.
    private let largestFlattened: Double
    /// At most this many halvings per curve: enough to bring the largest finite `Double` curve down to pixels
    /// (2^1024 / 2^1100 < 1); a guard, not a limit any real curve meets.
    static let maximumHalvings = 1100

    /// The clipped edges as (x0, y0, x1, y1), in order.
    private(set) var edges: [SIMD4<Float>] = []
    /// Curves still to be clipped or halved (and how often each was halved), kept so a frame allocates nothing.
    private var pending: [(PathSegment, Int)] = []

    /// A clipper for `bounds` (device pixels; finite, non-empty).
    init(bounds: Rect) {
        (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        largestFlattened = 2 * max(bounds.width, bounds.height, 1)
    }

    /// Forgets the edges, keeping their storage.
    mutating func removeAll() {
        edges.removeAll(keepingCapacity: true)
    }

    /// Adds the part of the straight edge a -> b that matters inside the rectangle.
    mutating func addLine(_ a: Point, _ b: Point) {
        guard a != b, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        // Clip in a canonical direction (downwards, then rightwards), so an edge and its reverse give exactly the
        // same points and still cancel: a zero-area sliver at 1e20 must stay empty.
        let reversed = a.y > b.y || (a.y == b.y && a.x > b.x)
        var (p, q) = reversed ? (b, a) : (a, b)
        guard q.y >= minY, p.y <= maxY else { return }
        if p.y < minY { p = Point(x(at: minY, p, q), minY) }
        if q.y > maxY { q = Point(x(at: maxY, p, q), maxY) }
        // Split at the rectangle's left and right sides, in order along the edge; each piece is left, inside or
        // right as a whole.
        let left = Self.crossing(p, q, side: minX)
        let right = Self.crossing(p, q, side: maxX)
        let (first, second) = left <= right ? ((left, minX), (right, maxX)) : ((right, maxX), (left, minX))
        var start = p
        if first.0.isFinite {
            let crossing = Point(first.1, p.y + (q.y - p.y) * first.0)
            addPiece(start, crossing, reversed: reversed)
            start = crossing
        }
        if second.0.isFinite {
            let crossing = Point(second.1, p.y + (q.y - p.y) * second.0)
            addPiece(start, crossing, reversed: reversed)
            start = crossing
        }
        addPiece(start, q, reversed: reversed)
    }

    /// The parameter (0...1) where p -> q crosses the vertical line x = `side`, or infinity where it does not.
    private static func crossing(_ p: Point, _ q: Point, side: Double) -> Double {
        (p.x < side && q.x > side) || (p.x > side && q.x < side) ? (side - p.x) / (q.x - p.x) : .infinity
    }

    /// Adds a curve (device space) as edges within `tolerance` device pixels.
    mutating func addCurve(_ segment: PathSegment, tolerance: Double) {
        pending.removeAll(keepingCapacity: true)
        pending.append((segment, 0))
        while let (s, halvings) = pending.popLast() {
            guard let box = Self.controlBox(s) else { continue }  // not finite: nothing to draw
            if box.maxY < minY || box.minY > maxY { continue }
            if box.minX > maxX || box.maxX < minX {
                addLine(s.start, s.end)
                continue
            }
            if max(box.width, box.height) > largestFlattened, halvings < Self.maximumHalvings,
                let (first, second) = Self.halves(s)
            {
                pending.append((second, halvings + 1))
                pending.append((first, halvings + 1))
                continue
            }
            let steps = s.flatteningSteps(tolerance: tolerance)
            var previous = s.start
            for i in 1...steps {
                let p = i == steps ? s.end : s.eval(Double(i) / Double(steps))
                addLine(previous, p)
                previous = p
            }
        }
    }

    /// The x where the line through p and q (p.y != q.y) reaches height y.
    private func x(at y: Double, _ p: Point, _ q: Point) -> Double {
        let x = p.x + (q.x - p.x) * ((y - p.y) / (q.y - p.y))
        return x.isFinite ? x : (p.x + q.x) / 2
    }

    /// One piece lying wholly left of, inside or right of the rectangle (in x): moved onto the left side, kept,
    /// or moved onto the right side.
    private mutating func addPiece(_ p: Point, _ q: Point, reversed: Bool) {
        let midX = (p.x + q.x) / 2
        var (a, b) =
            midX < minX
            ? (Point(minX, p.y), Point(minX, q.y)) : midX > maxX ? (Point(maxX, p.y), Point(maxX, q.y)) : (p, q)
        if a == b { return }
        if reversed { swap(&a, &b) }
        edges.append(SIMD4(Float(a.x), Float(a.y), Float(b.x), Float(b.y)))
    }

    private static func controlBox(_ s: PathSegment) -> Rect? {
        // Four points for every kind (the last repeated), so no array is built.
        let (a, b, c, d): (Point, Point, Point, Point)
        switch s {
        case .line(let p, let q): (a, b, c, d) = (p, q, q, q)
        case .quad(let q): (a, b, c, d) = (q.p0, q.p1, q.p2, q.p2)
        case .cubic(let k): (a, b, c, d) = (k.p0, k.p1, k.p2, k.p3)
        }
        // Pairwise: the variadic min and max build an array.
        let (x0, x1) = (min(min(a.x, b.x), min(c.x, d.x)), max(max(a.x, b.x), max(c.x, d.x)))
        let (y0, y1) = (min(min(a.y, b.y), min(c.y, d.y)), max(max(a.y, b.y), max(c.y, d.y)))
        // min and max of a NaN are not NaN, so each coordinate is checked.
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, c.x.isFinite, c.y.isFinite, d.x.isFinite,
            d.y.isFinite
        else { return nil }
        guard (x1 - x0).isFinite, (y1 - y0).isFinite else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private static func halves(_ s: PathSegment) -> (PathSegment, PathSegment)? {
        switch s {
        case .line: return nil
        case .quad(let q):
            let (a, b) = q.split(at: 0.5)
            return (.quad(a), .quad(b))
        case .cubic(let c):
            let (a, b) = c.split(at: 0.5)
            return (.cubic(a), .cubic(b))
        }
    }
}

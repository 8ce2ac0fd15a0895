extension Path {
    /// Most elements a path may have to be recognised by `roundedRectOutline(tolerance:)`: a rounded rectangle
    /// built by `Path(roundedRect:)` or an SVG `<rect>` has about 20, a circle about 10.
    public static let roundedRectOutlineElementLimit = 64

    /// The rounded rectangle this path outlines: one closed subpath that runs once around an axis-aligned
    /// rectangle with equal circular corners (a sharp rectangle and a circle included), every point of it within
    /// `tolerance` of that outline; nil for any other path. A renderer can then draw a stroke of the path as an
    /// analytic ring between the shape grown and shrunk by half the stroke width.
    ///
    /// Each segment is first checked in closed form: a line lying along one straight side, or a cubic whose control
    /// points are within a bound of the standard cubic of an arc of one corner's circle (the curve is a weighted
    /// mean of its control points, so it stays that close to the standard cubic, whose own distance from the
    /// circle is known). A path with a segment that is neither is checked on the end points and a few points
    /// inside every segment instead. Either way the turn around the centre goes in one direction and the length
    /// of the outline is matched, so an outline traced twice or back and forth is refused. Allocates nothing.
    /// - Parameter tolerance: largest distance from the outline, points, > 0.
    public func roundedRectOutline(tolerance: Double) -> RoundedRect? {
        guard let shape = outlineCandidate(tolerance: tolerance) else { return nil }
        return walksRound(shape, tolerance: tolerance, exactly: true)
            || walksRound(shape, tolerance: tolerance, exactly: false) ? shape : nil
    }

    /// The rounded rectangle the path could outline: its end points' bounds, with the corner radius read off the
    /// top edge; nil when the path is not one closed subpath or is thinner than the tolerance.
    func outlineCandidate(tolerance: Double) -> RoundedRect? {
        guard elements.count >= 3, elements.count <= Self.roundedRectOutlineElementLimit,
            case .move(let start) = elements[0], case .close = elements[elements.count - 1]
        else { return nil }
        var (minX, minY, maxX, maxY) = (start.x, start.y, start.x, start.y)
        for element in elements.dropFirst().dropLast() {
            switch element {
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                (minX, maxX, minY, maxY) = (min(minX, p.x), max(maxX, p.x), min(minY, p.y), max(maxY, p.y))
            case .move, .close: return nil
            }
        }
        guard maxX - minX > 2 * tolerance, maxY - minY > 2 * tolerance else { return nil }
        // The corner radius: how far the top edge's first point lies from the left side.
        var radius = Double.infinity
        var current = start
        for element in elements.dropFirst().dropLast() {
            if abs(current.y - minY) <= tolerance { radius = min(radius, current.x - minX) }
            if case .line(let p) = element { current = p }
            if case .quad(_, let p) = element { current = p }
            if case .cubic(_, _, let p) = element { current = p }
        }
        if abs(current.y - minY) <= tolerance { radius = min(radius, current.x - minX) }
        guard radius.isFinite else { return nil }
        let shape = RoundedRect(
            rect: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), cornerRadius: max(radius, 0))
        guard abs(shape.cornerRadius - max(radius, 0)) <= tolerance else { return nil }
        return shape
    }

    /// True when every segment of the path is shown in closed form to lie within `tolerance` of `shape`'s
    /// outline (`OutlineWalk.followExactly`) and the path runs round it once; false when that cannot be shown.
    func provesOutline(of shape: RoundedRect, tolerance: Double) -> Bool {
        walksRound(shape, tolerance: tolerance, exactly: true)
    }

    /// True when the path runs round `shape`'s outline once with every segment within `tolerance` of it: shown in
    /// closed form when `exactly` (`OutlineWalk.followExactly`), else checked on the end points and a few points
    /// inside each segment (`OutlineWalk.follow`).
    private func walksRound(_ shape: RoundedRect, tolerance: Double, exactly: Bool) -> Bool {
        guard case .move(let start)? = elements.first else { return false }
        var walk = OutlineWalk(shape: shape, tolerance: tolerance, from: start)
        for element in elements.dropFirst() {
            let followed = exactly ? walk.followExactly(element, back: start) : walk.follow(element, back: start)
            guard followed else { return false }
        }
        return walk.closesOnce
    }
}

/// Follows a path's samples around a rounded rectangle: each within the tolerance of the outline, each turning the
/// same way around the centre, adding up their chord lengths.
private struct OutlineWalk {
    let shape: RoundedRect
    let tolerance: Double
    let center: Point
    let half: (x: Double, y: Double)
    var current: Point
    var length = 0.0
    /// +1 or -1 once the first sample turns around the centre; 0 before.
    var turn = 0.0
    /// Samples per curved segment, after its start point.
    static let curveSamples = 5

    init(shape: RoundedRect, tolerance: Double, from start: Point) {
        self.shape = shape
        self.tolerance = tolerance
        center = Point(shape.rect.midX, shape.rect.midY)
        half = (shape.rect.width / 2, shape.rect.height / 2)
        current = start
    }

    /// Samples `element` from the current point; false when a sample leaves the outline or turns back.
    mutating func follow(_ element: PathElement, back start: Point) -> Bool {
        let from = current
        switch element {
        case .line(let p): return visit(from.lerp(to: p, 0.5)) && visit(p)
        case .close: return visit(from.lerp(to: start, 0.5)) && visit(start)
        case .quad(let c, let p):
            for i in 1...Self.curveSamples {
                let t = Double(i) / Double(Self.curveSamples)
                let u = 1 - t
                let x = u * u * from.x + 2 * u * t * c.x + t * t * p.x
                let y = u * u * from.y + 2 * u * t * c.y + t * t * p.y
                guard visit(Point(x, y)) else { return false }
            }
            return true
        case .cubic(let c1, let c2, let p):
            for i in 1...Self.curveSamples {
                let t = Double(i) / Double(Self.curveSamples)
                let u = 1 - t
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                let x = a * from.x + b * c1.x + c * c2.x + d * p.x
                let y = a * from.y + b * c1.y + c * c2.y + d * p.y
                guard visit(Point(x, y)) else { return false }
            }
            return true
        case .move: return false
        }
    }

    /// Follows `element` when it provably stays within the tolerance of the outline (`followsSide`,
    /// `followsCorner`) and turns the same way as the segments before; false otherwise, also for a segment that
    /// might still be within the tolerance (the sampled walk decides then).
    mutating func followExactly(_ element: PathElement, back start: Point) -> Bool {
        switch element {
        case .line(let p):
            return followsSide(to: p) && advanceAlongSide(to: p)
        case .close:
            return followsSide(to: start) && advanceAlongSide(to: start)
        case .cubic(let c1, let c2, let p):
            guard let arc = cornerArcLength(c1, c2, p) else { return false }
            return advance(to: p, by: arc)
        case .quad, .move: return false
        }
    }

    /// Moves along a straight side to `p` in two halves, as `follow` does: a long side of a wide rectangle (1200 x
    /// 340) turns by more than three eighths of a turn around the centre, which `advance` refuses in one step.
    private mutating func advanceAlongSide(to p: Point) -> Bool {
        let half = current.distance(to: p) / 2
        return advance(to: current.lerp(to: p, 0.5), by: half) && advance(to: p, by: half)
    }

    /// True when the line from the current point to `p` lies along one straight side: both ends within half the
    /// tolerance of the side's line and at most half the tolerance past its ends. That rectangle is convex, so the
    /// whole line is in it, and each of its points is within the tolerance of the outline: on the side itself
    /// within half, past an end within half across plus half along from the side's end point.
    private func followsSide(to p: Point) -> Bool {
        let h = tolerance / 2
        let r = shape.cornerRadius
        let (minX, maxX) = (shape.rect.minX, shape.rect.maxX)
        let (minY, maxY) = (shape.rect.minY, shape.rect.maxY)
        let a = current
        func alongX(_ y: Double) -> Bool {
            abs(a.y - y) <= h && abs(p.y - y) <= h && min(a.x, p.x) >= minX + r - h && max(a.x, p.x) <= maxX - r + h
        }
        func alongY(_ x: Double) -> Bool {
            abs(a.x - x) <= h && abs(p.x - x) <= h && min(a.y, p.y) >= minY + r - h && max(a.y, p.y) <= maxY - r + h
        }
        return alongX(minY) || alongX(maxY) || alongY(minX) || alongY(maxX)
    }

    /// The length of the corner arc that the cubic from the current point is, or nil when it cannot be shown
    /// within the tolerance of one. The corner is the one on the side of the centre where the chord's middle
    /// lies; the standard cubic of the arc between the end points' directions from that corner's centre has
    /// its ends on the circle, end tangents along it and control distance 4/3 tan(sweep / 4) of the radius
    /// (`Path.unitArcCubic`), and lies within 0.08 tan(sweep / 4)^6 of the radius from the arc (the published
    /// bound (2 / 27) (sweep / 4)^6, with headroom). The cubic is the same weighted mean (Bernstein weights,
    /// at most 1, 4/9, 4/9, 1) of its own control points, so it lies within the weighted control point
    /// distances of the standard one.
    private func cornerArcLength(_ c1: Point, _ c2: Point, _ p: Point) -> Double? {
        let r = shape.cornerRadius
        let a = current
        let sx: Double = (a.x + p.x) / 2 > center.x ? 1 : -1
        let sy: Double = (a.y + p.y) / 2 > center.y ? 1 : -1
        let cx = center.x + sx * (half.x - r)
        let cy = center.y + sy * (half.y - r)
        let (ax, ay) = (a.x - cx, a.y - cy)
        let (px, py) = (p.x - cx, p.y - cy)
        let (la, lp) = ((ax * ax + ay * ay).squareRoot(), (px * px + py * py).squareRoot())
        guard r > 0, la > 0, lp > 0 else { return nil }
        // Unit directions of the ends, inside the corner's quarter (a direction a hair outside it points at a
        // circle point a hair inside the straight side's line, by r (1 - cos) < r 1e-12).
        let (ux, uy, vx, vy) = (ax / la, ay / la, px / lp, py / lp)
        let slack = 1e-6
        guard ux * sx >= -slack, uy * sy >= -slack, vx * sx >= -slack, vy * sy >= -slack else { return nil }
        let cross = ux * vy - uy * vx
        let cosine = min(max(ux * vx + uy * vy, -1), 1)
        let cosHalf = ((1 + cosine) / 2).squareRoot()
        let sinHalf = ((1 - cosine) / 2).squareRoot()
        let tanQuarter = sinHalf / (1 + cosHalf)
        let k = 4.0 / 3 * tanQuarter * r
        // Turning towards the end: the start's tangent is its direction turned a quarter that way.
        let turn: Double = cross >= 0 ? 1 : -1
        let s0 = Point(cx + r * ux, cy + r * uy)
        let s3 = Point(cx + r * vx, cy + r * vy)
        let s1 = Point(s0.x - turn * k * uy, s0.y + turn * k * ux)
        let s2 = Point(s3.x + turn * k * vy, s3.y - turn * k * vx)
        let t2 = tanQuarter * tanQuarter
        // Each distance taken as |dx| + |dy|, never below the true one.
        func gap(_ q: Point, _ s: Point) -> Double { abs(q.x - s.x) + abs(q.y - s.y) }
        let bound =
            gap(a, s0) + gap(p, s3) + 4.0 / 9 * (gap(c1, s1) + gap(c2, s2)) + 0.08 * t2 * t2 * t2 * r + r * 1e-12
        guard bound <= tolerance else { return nil }
        // The sweep, 4 atan(tan(sweep / 4)), from atan's series: off by under 1e-4 of the sweep at a quarter turn
        // (the next term, t^9 / 9), far inside the length check's margin, and a fifth of libm's atan2.
        let t4 = t2 * t2
        return 4 * tanQuarter * (1 - t2 / 3 + t4 / 5 - t4 * t2 / 7) * r
    }

    /// True when the samples went round exactly once: a closed walk that never turned back has turned by a
    /// multiple of a full turn, and the outline's length tells one turn from more.
    var closesOnce: Bool {
        let r = shape.cornerRadius
        let perimeter = 2 * (shape.rect.width + shape.rect.height) - (8 - 2 * Double.pi) * r
        // Chords fall short of the arcs they cut by at most a few percent at these sample counts.
        return turn != 0 && length <= perimeter * 1.001 + tolerance && length >= perimeter * 0.97
    }

    private mutating func visit(_ p: Point) -> Bool {
        guard abs(distanceToOutline(p)) <= tolerance else { return false }
        return advance(to: p, by: current.distance(to: p))
    }

    /// Moves to `p`, adding `step` to the length; false when the move turns the other way around the centre than
    /// the moves before, or by more than three eighths of a turn.
    private mutating func advance(to p: Point, by step: Double) -> Bool {
        let (ax, ay) = (current.x - center.x, current.y - center.y)
        let (bx, by) = (p.x - center.x, p.y - center.y)
        let cross = ax * by - ay * bx
        length += step
        current = p
        // A step too short to turn measurably says nothing about the direction.
        guard abs(cross) > tolerance * tolerance else { return ax * bx + ay * by >= 0 }
        let sign: Double = cross > 0 ? 1 : -1
        if turn == 0 { turn = sign }
        return sign == turn && ax * bx + ay * by > -abs(cross)
    }

    /// Signed distance from `p` to the outline (negative inside).
    private func distanceToOutline(_ p: Point) -> Double {
        let r = shape.cornerRadius
        let qx = abs(p.x - center.x) - (half.x - r)
        let qy = abs(p.y - center.y) - (half.y - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }
}

extension Path {
    /// Most elements a path may have to be recognised by `roundedRectOutline(tolerance:)`: a rounded rectangle
    /// built by `Path(roundedRect:)` or an SVG `<rect>` has about 20, a circle about 10.
    public static let roundedRectOutlineElementLimit = 64

    /// The rounded rectangle this path outlines: one closed subpath that runs once around an axis-aligned
    /// rectangle with equal circular corners (a sharp rectangle and a circle included), every point of it within
    /// `tolerance` of that outline; nil for any other path. A renderer can then draw a stroke of the path as an
    /// analytic ring between the shape grown and shrunk by half the stroke width.
    ///
    /// Checked on the end points and a few points inside every segment (arcs are cubics within
    /// `defaultArcTolerance` of the circle), with the turn around the centre always in one direction and the
    /// length of the outline matched, so an outline traced twice or back and forth is refused. Allocates nothing.
    /// - Parameter tolerance: largest distance from the outline, points, > 0.
    public func roundedRectOutline(tolerance: Double) -> RoundedRect? {
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
        var walk = OutlineWalk(shape: shape, tolerance: tolerance, from: start)
        for element in elements.dropFirst() {
            guard walk.follow(element, back: start) else { return nil }
        }
        return walk.closesOnce ? shape : nil
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

    /// True when the samples went round exactly once: a closed walk that never turned back has turned by a
    /// multiple of a full turn, and the outline's length tells one turn from more.
    var closesOnce: Bool {
        let r = shape.cornerRadius
        let perimeter = 2 * (shape.rect.width + shape.rect.height) - (8 - 2 * Double.pi) * r
        // Chords fall short of the arcs they cut by at most a few percent at these sample counts.
        return turn != 0 && length <= perimeter * 1.001 + tolerance && length >= perimeter * 0.97
    }

    private mutating func visit(_ p: Point) -> Bool {
        let (ax, ay) = (current.x - center.x, current.y - center.y)
        let (bx, by) = (p.x - center.x, p.y - center.y)
        let cross = ax * by - ay * bx
        length += current.distance(to: p)
        current = p
        guard abs(distanceToOutline(p)) <= tolerance else { return false }
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

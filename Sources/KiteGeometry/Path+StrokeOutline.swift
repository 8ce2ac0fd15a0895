extension Path {
    /// Default largest distance, in points, between a stroke outline and the exact stroke.
    public static let defaultStrokeOutlineTolerance = 0.01

    /// The area a stroke of the path covers, as a path to fill with the nonzero rule: what SVG, Core Animation and
    /// cairo draw when a stroke is transformed with its layer (the pen is a disc in this path's space, so an
    /// elliptical one after a non-uniform scale or skew).
    ///
    /// The path is flattened within `tolerance`, then every piece becomes its own clockwise (y down) closed
    /// subpath: a quad per flattened segment, a join at every vertex between two segments (round, miter within
    /// `style.miterLimit`, else bevel; vertices inside a curve get a round join), and a cap at each open end.
    /// All pieces wind the same way, so the nonzero fill is exactly their union: overlaps are not drawn twice.
    /// A zero-length subpath gives a disc (round caps), an axis-aligned square (square caps) or nothing (butt).
    /// Dashes and trims are applied before (`Path.dashed`, `PathMeasure.strokedPieces`).
    /// - Parameter tolerance: points, > 0: how far the outline's edges may stray from the exact stroke's.
    /// - Returns: an empty path when the width is not a positive finite number.
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double = defaultStrokeOutlineTolerance) -> Path {
        precondition(tolerance > 0, "stroke outline tolerance must be positive")
        let halfWidth = style.width / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        var outline = StrokeOutline(style: style, halfWidth: halfWidth, tolerance: tolerance)
        for subpath in subpaths { outline.add(subpath) }
        return outline.path
    }
}

/// Builds a stroke's outline piece by piece; see `Path.strokeOutline(_:tolerance:)`.
struct StrokeOutline {
    /// Points closer than this (in points) count as one.
    static let degenerateLength = 1e-9

    let style: StrokeStyle
    let halfWidth: Double
    let tolerance: Double
    private(set) var path = Path()

    init(style: StrokeStyle, halfWidth: Double, tolerance: Double) {
        (self.style, self.halfWidth, self.tolerance) = (style, halfWidth, tolerance)
    }

    /// A flattened vertex: `corner` is true where two path segments meet (the style's join applies there),
    /// false inside a flattened curve (a round join follows the curve's offset).
    private struct Vertex {
        var point: Point
        var corner: Bool
    }

    mutating func add(_ subpath: Subpath) {
        var vertices = [Vertex(point: subpath.start, corner: true)]
        for segment in subpath.segments {
            let points = segment.flattened(tolerance: tolerance)
            for (i, p) in points.enumerated()
            where p.distance(to: vertices[vertices.count - 1].point) > Self.degenerateLength {
                vertices.append(Vertex(point: p, corner: i == points.count - 1))
            }
        }
        if subpath.isClosed, vertices.count > 2,
            vertices[vertices.count - 1].point.distance(to: vertices[0].point) <= Self.degenerateLength
        {
            vertices.removeLast()
        }
        guard vertices.count > 1 else {
            addDot(at: subpath.start)
            return
        }
        let closed = subpath.isClosed && vertices.count > 2
        let n = vertices.count
        for i in 0..<(closed ? n : n - 1) {
            addQuad(vertices[i].point, vertices[(i + 1) % n].point)
        }
        for i in (closed ? 0 : 1)..<(closed ? n : n - 1) {
            let previous = vertices[(i + n - 1) % n].point
            let next = vertices[(i + 1) % n].point
            let v = vertices[i]
            addJoin(
                at: v.point, from: (v.point - previous).normalized, to: (next - v.point).normalized, corner: v.corner)
        }
        if !closed {
            addCap(at: vertices[0].point, outward: (vertices[0].point - vertices[1].point).normalized)
            addCap(at: vertices[n - 1].point, outward: (vertices[n - 1].point - vertices[n - 2].point).normalized)
        }
    }

    private mutating func addQuad(_ a: Point, _ b: Point) {
        let n = (b - a).normalized.perpendicular * halfWidth
        addPiece([a + n, b + n, b - n, a - n])
    }

    /// The piece filling the outer wedge between two segments meeting at `p` with directions `d0` then `d1`.
    private mutating func addJoin(at p: Point, from d0: Vector, to d1: Vector, corner: Bool) {
        let turn = d0.cross(d1)
        let cosine = d0.dot(d1)
        guard abs(turn) > 1e-12 || cosine < 0 else { return }  // Straight on: the quads already meet.
        // The outer side is the one the path turns away from.
        let side = turn > 0 ? -1.0 : 1.0
        let a = p + d0.perpendicular * (halfWidth * side)
        let b = p + d1.perpendicular * (halfWidth * side)
        switch corner ? style.join : .round {
        case .round:
            addPiece([p] + arc(around: p, from: a, to: b))
        case .miter:
            // The miter's length over the width is 1 / cos(theta / 2), theta the angle between the directions.
            let halfCosine = ((1 + cosine) / 2).squareRoot()
            if halfCosine * style.miterLimit >= 1, halfCosine > 0 {
                let bisector = ((a - p) + (b - p)).normalized
                addPiece([p, a, p + bisector * (halfWidth / halfCosine), b])
            } else {
                addPiece([p, a, b])
            }
        case .bevel:
            addPiece([p, a, b])
        }
    }

    private mutating func addCap(at p: Point, outward d: Vector) {
        let n = d.perpendicular * halfWidth
        switch style.cap {
        case .butt: break
        case .square: addPiece([p + n, p + n + d * halfWidth, p - n + d * halfWidth, p - n])
        // n is d turned a quarter towards +angle, so the half turn from p + n through p + d to p - n goes
        // towards -angle.
        case .round: addPiece(arc(around: p, from: p + n, to: p - n, halfTurn: true))
        }
    }

    private mutating func addDot(at p: Point) {
        switch style.cap {
        case .butt: break
        case .square:
            let h = halfWidth
            addPiece([p + Vector(-h, -h), p + Vector(h, -h), p + Vector(h, h), p + Vector(-h, h)])
        case .round:
            let steps = arcSteps(for: 2 * Double.pi)
            addPiece(
                (0..<steps).map { k in
                    let angle = 2 * Double.pi * Double(k) / Double(steps)
                    return p + Vector(cosDouble(angle), sinDouble(angle)) * halfWidth
                })
        }
    }

    /// Points on the circle around `c` through `a`, from `a` to `b` (both included), turning the short way, or
    /// half a turn towards -angle when `halfTurn`. Chords stay within `tolerance` of the circle.
    private func arc(around c: Point, from a: Point, to b: Point, halfTurn: Bool = false) -> [Point] {
        let start = (a - c).angle
        var sweep = (b - c).angle - start
        if halfTurn {
            sweep = -Double.pi
        } else {
            while sweep > Double.pi { sweep -= 2 * Double.pi }
            while sweep < -Double.pi { sweep += 2 * Double.pi }
        }
        let steps = arcSteps(for: abs(sweep))
        var points = [a]
        for k in 1..<steps {
            let angle = start + sweep * Double(k) / Double(steps)
            points.append(c + Vector(cosDouble(angle), sinDouble(angle)) * halfWidth)
        }
        points.append(b)
        return points
    }

    /// Chords for an arc of `sweep` radians on a circle of the half width, each within `tolerance` of it.
    private func arcSteps(for sweep: Double) -> Int {
        // A chord spanning angle phi strays r (1 - cos(phi / 2)) from its arc.
        let ratio = max(1 - tolerance / halfWidth, -1)
        let maxStep = max(2 * acosDouble(ratio), 1e-3)
        let steps = (sweep / maxStep).rounded(.up)
        return steps.isFinite ? Int(min(max(steps, 1), 10_000)) : 10_000
    }

    /// Appends a closed polygon, turned clockwise (y down) when it is not already; degenerate ones are dropped.
    private mutating func addPiece(_ points: [Point]) {
        var area = 0.0
        for (p, q) in zip(points, points.dropFirst() + [points[0]]) { area += p.x * q.y - q.x * p.y }
        guard abs(area) > Self.degenerateLength * halfWidth, area.isFinite else { return }
        let ordered = area > 0 ? points : points.reversed()
        path.move(to: ordered[0])
        for p in ordered.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
    }
}

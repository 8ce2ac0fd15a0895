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
    /// - Parameters:
    ///   - style: width, caps, joins and miter limit of the stroke.
    ///   - tolerance: points, > 0: how far the outline's edges may stray from the exact stroke's.
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

    /// Directions whose angle's cosine is above this meet without a visible corner: the run goes on through them.
    static let smoothCosine = 0.99995

    /// A flattened vertex: `corner` is true where two path segments meet at an angle (the style's join applies
    /// there), false inside a flattened curve or where segments meet smoothly.
    private struct Vertex {
        var point: Point
        var corner: Bool
    }

    mutating func add(_ subpath: Subpath) {
        var vertices = [Vertex(point: subpath.start, corner: true)]
        var arriving: Vector?
        for segment in subpath.segments {
            if let a = arriving, let d = segment.startTangent, a.dot(d) > Self.smoothCosine {
                vertices[vertices.count - 1].corner = false
            }
            let points = segment.flattened(tolerance: tolerance)
            for (i, p) in points.enumerated()
            where p.distance(to: vertices[vertices.count - 1].point) > Self.degenerateLength {
                vertices.append(Vertex(point: p, corner: i == points.count - 1))
            }
            arriving = segment.endTangent ?? arriving
        }
        if subpath.isClosed, vertices.count > 2,
            vertices[vertices.count - 1].point.distance(to: vertices[0].point) <= Self.degenerateLength
        {
            vertices.removeLast()
            if let a = arriving, let d = subpath.segments.first?.startTangent, a.dot(d) > Self.smoothCosine {
                vertices[0].corner = false
            }
        }
        guard vertices.count > 1 else {
            addDot(at: subpath.start)
            return
        }
        if subpath.isClosed && vertices.count > 2 {
            addClosed(vertices)
        } else {
            addOpen(vertices)
        }
    }

    /// One polygon with both caps when the offsets do not fold; else a piece per segment, join and cap.
    private mutating func addOpen(_ vertices: [Vertex]) {
        let p = vertices.map(\.point)
        let n = p.count
        let start = capPoints(at: p[0], outward: (p[0] - p[1]).normalized)
        let end = capPoints(at: p[n - 1], outward: (p[n - 1] - p[n - 2]).normalized)
        if let sides = outline(p, corners: vertices.map(\.corner)) {
            addPiece(sides.left + end.dropFirst().dropLast() + sides.right.reversed() + start.dropFirst().dropLast())
            return
        }
        addPieces(vertices, closed: false)
        if style.cap != .butt {
            addPiece(start)
            addPiece(end)
        }
    }

    /// One polygon cut open at the start, with the start's join as its own piece, when the offsets do not fold;
    /// else a piece per segment and join.
    private mutating func addClosed(_ vertices: [Vertex]) {
        let p = vertices.map(\.point) + [vertices[0].point]
        if let sides = outline(p, corners: vertices.map(\.corner) + [true]) {
            addPiece(sides.left + sides.right.reversed())
            addJoin(vertices, at: 0)
        } else {
            addPieces(vertices, closed: true)
        }
    }

    private mutating func addJoin(_ vertices: [Vertex], at i: Int) {
        let n = vertices.count
        let (previous, p, next) = (vertices[(i + n - 1) % n].point, vertices[i].point, vertices[(i + 1) % n].point)
        addJoin(at: p, from: (p - previous).normalized, to: (next - p).normalized, corner: vertices[i].corner)
    }

    /// A quad per segment and a join per vertex between two segments.
    private mutating func addPieces(_ vertices: [Vertex], closed: Bool) {
        let n = vertices.count
        for i in 0..<(closed ? n : n - 1) { addQuad(vertices[i].point, vertices[(i + 1) % n].point) }
        for i in (closed ? 0 : 1)..<(closed ? n : n - 1) { addJoin(vertices, at: i) }
    }

    /// The two offset sides of the polyline `points`, left (+perpendicular) and right, both from its start to its
    /// end: at each vertex the outer side follows the join (the style's at a corner, the pen's arc elsewhere) and
    /// the inner side is cut where the two offset edges cross. Nil where the pen is wider than a bend allows (an
    /// inner cut longer than its segment, or a turn near a reversal): the inner offset would fold back on itself.
    private func outline(_ points: [Point], corners: [Bool]) -> (left: [Point], right: [Point])? {
        let m = points.count
        let directions = (0..<(m - 1)).map { (points[$0 + 1] - points[$0]).normalized }
        var left = [points[0] + directions[0].perpendicular * halfWidth]
        var right = [points[0] - directions[0].perpendicular * halfWidth]
        var cuts = [Double](repeating: 0, count: m - 1)
        for i in 1..<max(m - 1, 1) {
            let (d0, d1, p) = (directions[i - 1], directions[i], points[i])
            let halfCosine = ((1 + d0.dot(d1)) / 2).squareRoot()
            guard halfCosine > 0.1 else { return nil }
            // The inner offsets cross halfWidth * tan(theta / 2) along each segment from the vertex.
            let cut = halfWidth * (1 - halfCosine * halfCosine).squareRoot() / halfCosine
            cuts[i - 1] += cut
            cuts[i] += cut
            let (n0, n1) = (d0.perpendicular * halfWidth, d1.perpendicular * halfWidth)
            let inner = (n0 + n1).normalized * (halfWidth / halfCosine)
            let turn = d0.cross(d1)
            let join = corners[i] ? style.join : .round
            if turn > 0 {  // The +perpendicular side is inside the bend.
                left.append(p + inner)
                right += outerPoints(around: p, from: p - n0, to: p - n1, join: join, halfCosine: halfCosine)
            } else if turn < 0 {
                left += outerPoints(around: p, from: p + n0, to: p + n1, join: join, halfCosine: halfCosine)
                right.append(p - inner)
            } else {
                left.append(p + n1)
                right.append(p - n1)
            }
        }
        for i in 0..<(m - 1) where cuts[i] > points[i].distance(to: points[i + 1]) { return nil }
        left.append(points[m - 1] + directions[m - 2].perpendicular * halfWidth)
        right.append(points[m - 1] - directions[m - 2].perpendicular * halfWidth)
        return (left, right)
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
        let halfCosine = ((1 + cosine) / 2).squareRoot()
        addPiece(
            [p] + outerPoints(around: p, from: a, to: b, join: corner ? style.join : .round, halfCosine: halfCosine))
    }

    /// The outer edge of a join around `p` from `a` to `b` (both included). The miter's length over the width is
    /// 1 / cos(theta / 2) (`halfCosine`), theta the angle between the directions; past the limit it is bevelled.
    private func outerPoints(around p: Point, from a: Point, to b: Point, join: LineJoin, halfCosine: Double)
        -> [Point]
    {
        switch join {
        case .round:
            return arc(around: p, from: a, to: b)
        case .miter where halfCosine * style.miterLimit >= 1 && halfCosine > 0:
            return [a, p + ((a - p) + (b - p)).normalized * (halfWidth / halfCosine), b]
        case .miter, .bevel:
            return [a, b]
        }
    }

    /// The cap's edge at the end `p` of a segment leaving it in direction -`d`: from p + n to p - n (n is d turned
    /// a quarter towards +angle), both included.
    private func capPoints(at p: Point, outward d: Vector) -> [Point] {
        let n = d.perpendicular * halfWidth
        switch style.cap {
        case .butt: return [p + n, p - n]
        case .square: return [p + n, p + n + d * halfWidth, p - n + d * halfWidth, p - n]
        // The half turn from p + n through p + d to p - n goes towards -angle.
        case .round: return arc(around: p, from: p + n, to: p - n, halfTurn: true)
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

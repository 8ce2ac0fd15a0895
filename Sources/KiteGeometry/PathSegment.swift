/// One drawable piece of a path: a straight line, a quadratic or a cubic.
public enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(QuadBezier)
    case cubic(CubicBezier)

    public var start: Point {
        switch self {
        case .line(let a, _): a
        case .quad(let q): q.p0
        case .cubic(let c): c.p0
        }
    }

    public var end: Point {
        switch self {
        case .line(_, let b): b
        case .quad(let q): q.p2
        case .cubic(let c): c.p3
        }
    }

    /// The point at parameter `t` in 0...1.
    public func eval(_ t: Double) -> Point {
        switch self {
        case .line(let a, let b): a.lerp(to: b, t)
        case .quad(let q): q.eval(t)
        case .cubic(let c): c.eval(t)
        }
    }

    /// dB/dt at `t`, in points per unit of parameter.
    public func derivative(_ t: Double) -> Vector {
        switch self {
        case .line(let a, let b): b - a
        case .quad(let q): q.derivative(t)
        case .cubic(let c): c.derivative(t)
        }
    }

    /// The part between parameters `t0` and `t1`, reparameterised to 0...1.
    public func subsegment(_ t0: Double, _ t1: Double) -> PathSegment {
        switch self {
        case .line: .line(eval(t0), eval(t1))
        case .quad(let q): .quad(q.subsegment(t0, t1))
        case .cubic(let c): .cubic(c.subsegment(t0, t1))
        }
    }

    /// The tight bounding box.
    public var bounds: Rect {
        switch self {
        case .line(let a, let b): Rect.enclosing([a, b])!
        case .quad(let q): q.bounds
        case .cubic(let c): c.bounds
        }
    }

    /// The control points in order (2, 3 or 4 of them).
    public var points: [Point] {
        switch self {
        case .line(let a, let b): [a, b]
        case .quad(let q): [q.p0, q.p1, q.p2]
        case .cubic(let c): [c.p0, c.p1, c.p2, c.p3]
        }
    }

    /// True when every control point coincides with the start: the segment draws nothing but a dot.
    public var isDegenerate: Bool { points.allSatisfy { $0 == start } }

    /// The unit direction the segment leaves its start in, or nil for a degenerate segment. Coincident control
    /// points are skipped, so a cubic whose first control sits on its start still has the right tangent.
    public var startTangent: Vector? {
        let pts = points
        return pts.dropFirst().first { $0 != pts[0] }.map { ($0 - pts[0]).normalized }
    }

    /// The unit direction the segment arrives at its end in, or nil for a degenerate segment.
    public var endTangent: Vector? {
        let pts = points
        let last = pts[pts.count - 1]
        return pts.dropLast().last { $0 != last }.map { (last - $0).normalized }
    }

    /// The same segment under an affine transform (exact for Bezier curves).
    public func applying(_ t: AffineTransform) -> PathSegment {
        switch self {
        case .line(let a, let b): .line(t.apply(to: a), t.apply(to: b))
        case .quad(let q): .quad(QuadBezier(t.apply(to: q.p0), t.apply(to: q.p1), t.apply(to: q.p2)))
        case .cubic(let c):
            .cubic(CubicBezier(t.apply(to: c.p0), t.apply(to: c.p1), t.apply(to: c.p2), t.apply(to: c.p3)))
        }
    }
}

/// A cubic Bezier curve: start `p0`, controls `p1` and `p2`, end `p3`.
public struct CubicBezier: Hashable, Sendable {
    public var p0: Point
    public var p1: Point
    public var p2: Point
    public var p3: Point

    @inlinable public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// The point at parameter `t` in 0...1.
    @inlinable public func eval(_ t: Double) -> Point {
        let mt = 1 - t
        let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
        return Point(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative dB/dt at `t`, in points per unit of parameter.
    @inlinable public func derivative(_ t: Double) -> Vector {
        let mt = 1 - t
        return 3 * (mt * mt * (p1 - p0) + 2 * mt * t * (p2 - p1) + t * t * (p3 - p2))
    }

    /// The two halves at parameter `t` (de Casteljau).
    public func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0.lerp(to: p1, t)
        let b = p1.lerp(to: p2, t)
        let c = p2.lerp(to: p3, t)
        let ab = a.lerp(to: b, t)
        let bc = b.lerp(to: c, t)
        let m = ab.lerp(to: bc, t)
        return (CubicBezier(p0, a, ab, m), CubicBezier(m, bc, c, p3))
    }

    /// The part of the curve between parameters `t0` and `t1`, reparameterised to 0...1.
    public func subsegment(_ t0: Double, _ t1: Double) -> CubicBezier {
        let start = eval(t0)
        let end = eval(t1)
        let scale = (t1 - t0) / 3
        return CubicBezier(start, start + derivative(t0) * scale, end - derivative(t1) * scale, end)
    }

    /// Parameters in (0, 1) where dx/dt or dy/dt vanishes.
    public var extremaParameters: [Double] {
        var ts: [Double] = []
        for axis in [\Point.x, \Point.y] {
            let (q0, q1, q2, q3) = (p0[keyPath: axis], p1[keyPath: axis], p2[keyPath: axis], p3[keyPath: axis])
            let a = q3 - 3 * q2 + 3 * q1 - q0
            let b = 2 * (q2 - 2 * q1 + q0)
            let c = q1 - q0
            ts += Polynomial.quadraticRoots(a: a, b: b, c: c).filter { $0 > 0 && $0 < 1 }
        }
        return ts
    }

    /// The tight bounding box (end points and extrema).
    public var bounds: Rect {
        Rect.enclosing([p0, p3] + extremaParameters.map(eval))!
    }

    /// The third difference p3 - 3 p2 + 3 p1 - p0: zero exactly when the cubic is a (degree-elevated) quadratic.
    var thirdDifference: Vector {
        Vector(dx: p3.x - 3 * p2.x + 3 * p1.x - p0.x, dy: p3.y - 3 * p2.y + 3 * p1.y - p0.y)
    }
}

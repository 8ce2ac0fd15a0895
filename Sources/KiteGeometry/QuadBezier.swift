/// A quadratic Bezier curve: start `p0`, control `p1`, end `p2`.
public struct QuadBezier: Hashable, Sendable {
    public var p0: Point
    public var p1: Point
    public var p2: Point

    public init(_ p0: Point, _ p1: Point, _ p2: Point) {
        (self.p0, self.p1, self.p2) = (p0, p1, p2)
    }

    /// The point at parameter `t` in 0...1.
    public func eval(_ t: Double) -> Point {
        let mt = 1 - t
        let (a, b, c) = (mt * mt, 2 * mt * t, t * t)
        return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    /// The derivative dB/dt at `t`, in points per unit of parameter.
    public func derivative(_ t: Double) -> Vector {
        2 * ((1 - t) * (p1 - p0) + t * (p2 - p1))
    }

    /// The two halves at parameter `t` (de Casteljau).
    public func split(at t: Double) -> (QuadBezier, QuadBezier) {
        let a = p0.lerp(to: p1, t)
        let b = p1.lerp(to: p2, t)
        let m = a.lerp(to: b, t)
        return (QuadBezier(p0, a, m), QuadBezier(m, b, p2))
    }

    /// The part of the curve between parameters `t0` and `t1`, reparameterised to 0...1.
    public func subsegment(_ t0: Double, _ t1: Double) -> QuadBezier {
        let m0 = eval(t0)
        let m1 = eval(t1)
        // The control point is where the end tangents meet: the blossom B(t0, t1).
        let a = p0.lerp(to: p1, t0)
        let b = p1.lerp(to: p2, t0)
        return QuadBezier(m0, a.lerp(to: b, t1), m1)
    }

    /// Parameters in (0, 1) where dx/dt or dy/dt vanishes.
    public var extremaParameters: [Double] {
        let d0 = p1 - p0
        let d1 = p2 - p1
        var ts: [Double] = []
        for (a, b) in [(d0.dx, d1.dx), (d0.dy, d1.dy)] where a != b {
            let t = a / (a - b)
            if t > 0 && t < 1 { ts.append(t) }
        }
        return ts
    }

    /// The tight bounding box (end points and extrema).
    public var bounds: Rect {
        Rect.enclosing([p0, p2] + extremaParameters.map(eval))!
    }

    /// The same curve as a cubic (exact degree elevation).
    public var cubic: CubicBezier {
        CubicBezier(p0, p0 + (p1 - p0) * (2.0 / 3), p2 + (p1 - p2) * (2.0 / 3), p2)
    }
}

/// A displacement in a 2D coordinate space: the difference of two points.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    @inlinable public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    @inlinable public init(_ dx: Double, _ dy: Double) {
        self.init(dx: dx, dy: dy)
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length.
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Squared Euclidean length; cheaper than `length` when only comparing.
    @inlinable public var lengthSquared: Double { dx * dx + dy * dy }

    /// Angle from the positive x axis in radians, in -pi...pi (y grows downwards, so positive angles turn clockwise
    /// on screen).
    public var angle: Double { atan2Double(dy, dx) }

    /// The vector scaled to length 1, or `.zero` when the length is zero.
    @inlinable public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
    }

    /// The vector turned by +90 degrees (clockwise on a y-down screen).
    @inlinable public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

    @inlinable public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }

    /// z component of the 3D cross product; positive when `o` is clockwise from `self` on a y-down screen.
    @inlinable public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

    public var description: String { "<\(dx), \(dy)>" }

    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    @inlinable public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    @inlinable public static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }
    @inlinable public static func * (s: Double, v: Vector) -> Vector { v * s }
    @inlinable public static func / (v: Vector, s: Double) -> Vector { Vector(dx: v.dx / s, dy: v.dy / s) }
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
}

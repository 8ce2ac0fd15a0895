/// A location in a 2D coordinate space, in points (logical pixels) unless the space says otherwise.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downwards, as in UIKit and Wayland surface coordinates.
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Straight-line distance to `other`, in the same units as the coordinates.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// The point a fraction `t` of the way from `self` to `other` (t = 0 gives `self`, 1 gives `other`).
    @inlinable public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public var description: String { "(\(x), \(y))" }

    @inlinable public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    @inlinable public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    @inlinable public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
    public static func += (p: inout Point, v: Vector) { p = p + v }
}

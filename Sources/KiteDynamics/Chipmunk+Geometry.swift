import CChipmunk
import KiteGeometry

// Chipmunk keeps its own vector type; these conversions are the only place the two meet. Chipmunk's y axis has no
// built-in direction, so Kite's y-down coordinates pass through unchanged and positive angles stay clockwise on screen.

extension cpVect {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    init(_ vector: Vector) { self.init(x: vector.dx, y: vector.dy) }

    var point: Point { Point(x: x, y: y) }
    var vector: Vector { Vector(dx: x, dy: y) }
}

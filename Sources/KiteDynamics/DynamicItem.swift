import KiteGeometry

/// Something the dynamic animator can move: it reads the item's frame once, when the item first joins the
/// simulation, and writes the simulated centre and angle back after every `advance(to:)`.
///
/// The renderer's layer conforms to this (as a UIView conforms to UIDynamicItem), so the physics writes straight
/// into the layer model that is drawn; `DynamicBox` is a plain conforming value holder for simulations and tests.
public protocol DynamicItem: AnyObject {
    /// Centre of the item in the animator's coordinate space, in points (y grows downwards).
    var center: Point { get set }
    /// Rotation about the centre in radians; positive turns clockwise on a y-down screen.
    var angle: Double { get set }
    /// Size of the item's collision box, in points; read once, when the item joins the simulation. Both sides
    /// must be positive and finite.
    var size: Size { get }
}

/// A rectangle with no drawing attached: the simplest `DynamicItem`.
public final class DynamicBox: DynamicItem {
    public var center: Point
    public var angle: Double
    public let size: Size

    /// Creates a box; throws `DynamicsError` unless the size is positive and everything is finite.
    /// - Parameters:
    ///   - center: centre in points.
    ///   - size: width and height in points, both > 0.
    ///   - angle: radians, clockwise on screen; default 0.
    public init(center: Point, size: Size, angle: Double = 0) throws {
        try DynamicsError.check(center, "center")
        try DynamicsError.checkSize(size)
        try DynamicsError.check(angle, "angle")
        self.center = center
        self.size = size
        self.angle = angle
    }
}

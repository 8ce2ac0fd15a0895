import CChipmunk
import KiteGeometry

/// A uniform acceleration of its items, whatever their mass (UIGravityBehavior).
public final class GravityBehavior: DynamicBehavior {
    /// Acceleration of magnitude 1, in points per second squared (UIKit's convention).
    public static let pointsPerSecondSquaredPerUnit = 1000.0

    /// Direction of the acceleration in radians from +x, clockwise on screen; default pi/2 (straight down).
    public var angle: Double { didSet { setNeedsSync() } }
    /// Strength in units of 1000 pt/s^2; finite, may be negative or zero; default 1.
    public var magnitude: Double { didSet { setNeedsSync() } }

    /// - Parameters:
    ///   - items: the items to accelerate.
    ///   - angle: radians, clockwise from +x; default pi/2 (down).
    ///   - magnitude: units of 1000 pt/s^2; default 1.
    public init(items: [any DynamicItem], angle: Double = .pi / 2, magnitude: Double = 1) throws {
        self.angle = angle
        self.magnitude = magnitude
        super.init(items: items)
        try validate()
    }

    /// The acceleration, in points per second squared.
    public var acceleration: Vector {
        Vector(dx: cosine(angle), dy: sine(angle)) * (magnitude * Self.pointsPerSecondSquaredPerUnit)
    }

    public func addItem(_ item: any DynamicItem) { insertItem(item) }
    public func removeItem(_ item: any DynamicItem) { deleteItem(item) }

    override func validate() throws {
        try DynamicsError.check(angle, "gravity angle")
        try DynamicsError.check(magnitude, "gravity magnitude")
    }

    override func applyForces(in animator: DynamicAnimator) {
        let acceleration = acceleration
        for item in items {
            guard let body = try? animator.body(for: item), body.isDynamic else { continue }
            cpBodyApplyForceAtWorldPoint(body.body, cpVect(acceleration * body.mass), cpBodyGetPosition(body.body))
        }
    }
}

import CChipmunk
import KiteGeometry

// Reading and handing off item state: a gesture's release velocity becomes the body's velocity here.
extension DynamicAnimator {
    /// The items in the simulation, in the order they joined it.
    public var items: [any DynamicItem] { bodies.map(\.item) }

    /// Velocity of the item's centre, in points per second.
    public func linearVelocity(of item: any DynamicItem) throws -> Vector { try body(for: item).velocity }

    /// Angular velocity of the item, in radians per second (positive clockwise on screen).
    public func angularVelocity(of item: any DynamicItem) throws -> Double { try body(for: item).angularVelocity }

    /// Adds `velocity` (points per second) to the item's centre velocity, e.g. a pan gesture's release velocity.
    public func addLinearVelocity(_ velocity: Vector, to item: any DynamicItem) throws {
        try DynamicsError.check(velocity, "velocity")
        let body = try body(for: item)
        guard body.isDynamic else { return }
        cpBodySetVelocity(body.body, cpVect(body.velocity + velocity))
        wake()
    }

    /// Adds `velocity` (radians per second, positive clockwise) to the item's angular velocity.
    public func addAngularVelocity(_ velocity: Double, to item: any DynamicItem) throws {
        try DynamicsError.check(velocity, "angular velocity")
        let body = try body(for: item)
        guard body.isDynamic, body.material.allowsRotation else { return }
        cpBodySetAngularVelocity(body.body, body.angularVelocity + velocity)
        wake()
    }

    /// Mass of the item (density * area / 10^4); infinite when anchored.
    public func mass(of item: any DynamicItem) throws -> Double { try body(for: item).mass }

    /// Moment of inertia about the item's centre, in mass units times points squared; infinite when the item
    /// is anchored or may not rotate.
    public func momentOfInertia(of item: any DynamicItem) throws -> Double { try body(for: item).moment }

    /// Takes the item's current centre and angle into the simulation after the caller moved it (during a drag,
    /// say), as UIKit's `updateItemUsingCurrentState`.
    public func updateItemUsingCurrentState(_ item: any DynamicItem) throws {
        try body(for: item).reloadFromItem()
        if let index = bodies.firstIndex(where: { $0.item === item }) {
            cpSpaceReindexShapesForBody(space, bodies[index].body)
        }
        wake()
    }

    /// Forgets any rest so that detection starts over after an outside change.
    func wake() {
        restStartStep = nil
        isAtRest = false
    }
}

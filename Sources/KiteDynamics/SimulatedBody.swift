import CChipmunk
import KiteGeometry

/// The Chipmunk body and box shape standing for one item inside an animator's space.
final class SimulatedBody {
    /// Mass of a 100 x 100 pt item of density 1: the unit UIKit's push magnitudes are expressed in.
    static let referenceMass = 1.0
    /// Points squared per unit of mass at density 1 (mass = density * area / 10^4, as in UIKit).
    static let areaPerUnitMass = 10_000.0

    let item: any DynamicItem
    let size: Size
    /// Opaque `cpBody *`, owned by this object and freed in `destroy(in:)`.
    let body: OpaquePointer
    /// Opaque `cpShape *` (a box centred on the body), owned like `body`.
    let shape: OpaquePointer
    private(set) var material = ItemMaterial.default
    /// Velocity factors applied before every step to model resistance, from `material` and the step length.
    private(set) var linearDecayPerStep = 1.0
    private(set) var angularDecayPerStep = 1.0

    init(item: any DynamicItem, in space: OpaquePointer) throws {
        try DynamicsError.checkSize(item.size)
        try DynamicsError.check(item.center, "item center")
        try DynamicsError.check(item.angle, "item angle")
        self.item = item
        size = item.size
        let (mass, moment) = try Self.massAndMoment(density: ItemMaterial.default.density, size: size)
        body = cpSpaceAddBody(space, cpBodyNew(mass, moment))
        shape = cpSpaceAddShape(space, cpBoxShapeNew(body, size.width, size.height, 0))
        cpBodySetPosition(body, cpVect(item.center))
        cpBodySetAngle(body, item.angle)
    }

    /// mass = density * area / 10^4, so a 100 x 100 pt item of density 1 has mass 1.
    static func mass(density: Double, size: Size) -> Double {
        density * size.width * size.height / areaPerUnitMass
    }

    /// The range the mass and the moment of inertia must lie in. Chipmunk aborts on a zero or infinite mass, and
    /// its pivot solver on a determinant of inverse masses that underflows ("Unsolvable constraint", which a density
    /// of 1e200 reached); within this range inverse masses, their squares and products with lever arms up to
    /// `DynamicAnimator.maximumCoordinate` stay finite and non-zero.
    static let massRange = 1e-60...1e60

    /// The mass and the box's moment of inertia about its centre, m (w^2 + h^2) / 12 as `cpMomentForBox` computes
    /// it; throws unless both lie in `massRange`.
    static func massAndMoment(density: Double, size: Size) throws -> (mass: Double, moment: Double) {
        let mass = mass(density: density, size: size)
        let moment = mass * (size.width * size.width + size.height * size.height) / 12
        guard massRange.contains(mass), massRange.contains(moment) else {
            throw DynamicsError.invalidMass(size: size, density: density)
        }
        return (mass, moment)
    }

    /// Throws unless `material`'s density gives this box a simulable mass.
    func check(_ material: ItemMaterial) throws {
        _ = try Self.massAndMoment(density: material.density, size: size)
    }

    /// Whether position, angle and both velocities are finite.
    var isFinite: Bool {
        position.isFinite && angle.isFinite && velocity.dx.isFinite && velocity.dy.isFinite
            && angularVelocity.isFinite
    }

    /// Whether a step of `seconds` with the forces applied so far keeps the state finite and the speeds within
    /// `DynamicAnimator.maximumSpeed`. Chipmunk checks each body after integrating it and aborts the process on an
    /// infinite or NaN value, and its constraint solver turns speeds near the overflow into NaN, so this runs before
    /// `cpSpaceStep`; the factor 2 leaves room for the solver's own corrections.
    func canStep(seconds: Double) -> Bool {
        guard isDynamic else { return true }
        let acceleration = cpBodyGetForce(body).vector * (1 / mass)
        let angularAcceleration = cpBodyGetTorque(body) / moment
        let v = velocity + acceleration * seconds
        let w = angularVelocity + angularAcceleration * seconds
        let p = position + v * (2 * seconds)
        let limit = DynamicAnimator.maximumSpeed
        return abs(v.dx) <= limit && abs(v.dy) <= limit && abs(w) <= limit && p.isFinite
            && (angle + 2 * w * seconds).isFinite
    }

    var isDynamic: Bool { !material.isAnchored }
    var mass: Double { isDynamic ? cpBodyGetMass(body) : .infinity }
    var moment: Double { isDynamic ? cpBodyGetMoment(body) : .infinity }
    var position: Point { cpBodyGetPosition(body).point }
    var angle: Double { cpBodyGetAngle(body) }
    var velocity: Vector { cpBodyGetVelocity(body).vector }
    var angularVelocity: Double { cpBodyGetAngularVelocity(body) }
    /// Half the diagonal, in points: the farthest any point of the box lies from its centre.
    var radius: Double { (size.width * size.width + size.height * size.height).squareRoot() / 2 }
    /// An upper bound on the speed of any point of the box, in points per second.
    var maximumPointSpeed: Double { velocity.length + abs(angularVelocity) * radius }

    /// Applies `newMaterial` to the Chipmunk body and shape. `stepSeconds` sets the resistance decay per step.
    func apply(_ newMaterial: ItemMaterial, stepSeconds: Double) {
        linearDecayPerStep = decayFactor(rate: newMaterial.resistance, seconds: stepSeconds)
        angularDecayPerStep = decayFactor(rate: newMaterial.angularResistance, seconds: stepSeconds)
        cpShapeSetElasticity(shape, newMaterial.elasticity)
        cpShapeSetFriction(shape, newMaterial.friction)
        guard newMaterial != material else { return }
        material = newMaterial
        if newMaterial.isAnchored {
            cpBodySetType(body, CP_BODY_TYPE_KINEMATIC)
            cpBodySetVelocity(body, cpVect(x: 0, y: 0))
            cpBodySetAngularVelocity(body, 0)
            return
        }
        // Mass can only be set on a dynamic body, so the type goes first.
        if cpBodyGetType(body) != CP_BODY_TYPE_DYNAMIC { cpBodySetType(body, CP_BODY_TYPE_DYNAMIC) }
        let mass = Self.mass(density: newMaterial.density, size: size)
        cpBodySetMass(body, mass)
        let moment = newMaterial.allowsRotation ? cpMomentForBox(mass, size.width, size.height) : Double.infinity
        cpBodySetMoment(body, moment)
    }

    /// Clears the forces accumulated for the previous step and applies resistance to the velocities.
    func prepareStep() {
        cpBodySetForce(body, cpVect(x: 0, y: 0))
        cpBodySetTorque(body, 0)
        guard isDynamic else { return }
        if linearDecayPerStep != 1 { cpBodySetVelocity(body, cpVect(velocity * linearDecayPerStep)) }
        if angularDecayPerStep != 1 { cpBodySetAngularVelocity(body, angularVelocity * angularDecayPerStep) }
    }

    /// Reads the item's centre and angle again, after someone moved it outside the simulation.
    func reloadFromItem() throws {
        try DynamicsError.check(item.center, "item center")
        try DynamicsError.check(item.angle, "item angle")
        cpBodySetPosition(body, cpVect(item.center))
        cpBodySetAngle(body, item.angle)
    }

    /// Writes the simulated centre and angle to the item.
    func writeBack() {
        item.center = position
        item.angle = angle
    }

    /// Removes the shape and body from `space` and frees them; the object is unusable afterwards.
    func destroy(in space: OpaquePointer) {
        cpSpaceRemoveShape(space, shape)
        cpSpaceRemoveBody(space, body)
        cpShapeFree(shape)
        cpBodyFree(body)
    }
}

import CChipmunk
import KiteGeometry

/// A force or impulse of fixed direction applied to its items (UIPushBehavior).
///
/// A magnitude of 1 gives a 100 x 100 pt item of density 1 (mass 1) an acceleration of 100 pt/s^2 when
/// continuous, or a velocity change of 100 pt/s when instantaneous. The force does not depend on the item's mass,
/// so heavier items accelerate less. Applied away from the centre (see `setTargetOffsetFromCenter`), it also
/// produces torque.
public final class PushBehavior: DynamicBehavior {
    /// Force of magnitude 1, in mass units times points per second squared.
    public static let forcePerUnit = 100.0 * SimulatedBody.referenceMass

    public enum Mode: Sendable {
        /// A force applied at every step while `active`.
        case continuous
        /// An impulse applied once, at the first step after `active` became true; `active` then turns false.
        case instantaneous
    }

    public let mode: Mode
    /// Direction in radians from +x, clockwise on screen; default 0.
    public var angle: Double { didSet { setNeedsSync() } }
    /// Strength; finite and >= 0; default 0 (UIKit's default).
    public var magnitude: Double { didSet { setNeedsSync() } }
    /// Whether the push acts; default true.
    public var active = true
    private var offsets: [ObjectIdentifier: Vector] = [:]

    /// - Parameters:
    ///   - items: the items to push.
    ///   - mode: continuous force or one-off impulse.
    ///   - angle: radians clockwise from +x; default 0.
    ///   - magnitude: >= 0, see the type's documentation; default 0.
    public init(items: [any DynamicItem], mode: Mode, angle: Double = 0, magnitude: Double = 0) throws {
        self.mode = mode
        self.angle = angle
        self.magnitude = magnitude
        super.init(items: items)
        try validate()
    }

    /// The push as a vector whose length is the magnitude.
    public var pushDirection: Vector { Vector(dx: cosine(angle), dy: sine(angle)) * magnitude }

    public func addItem(_ item: any DynamicItem) { insertItem(item) }
    public func removeItem(_ item: any DynamicItem) { deleteItem(item) }

    /// Applies the push to `item` at `offset` from its centre, in the item's own (unrotated) coordinates, in
    /// points; the point turns with the item. Default zero (no torque).
    public func setTargetOffsetFromCenter(_ offset: Vector, for item: any DynamicItem) throws {
        try DynamicsError.checkOffset(offset, "push offset")
        offsets[ObjectIdentifier(item)] = offset
    }

    public func targetOffsetFromCenter(for item: any DynamicItem) -> Vector { offsets[ObjectIdentifier(item)] ?? .zero }

    override func validate() throws {
        try DynamicsError.check(angle, "push angle")
        try DynamicsError.checkNonNegative(magnitude, "push magnitude")
    }

    override func applyForces(in animator: DynamicAnimator) {
        guard active else { return }
        let push = cpVect(pushDirection * Self.forcePerUnit)
        for item in items {
            guard let body = try? animator.body(for: item), body.isDynamic else { continue }
            let point = cpBodyLocalToWorld(body.body, cpVect(targetOffsetFromCenter(for: item)))
            switch mode {
            case .continuous: cpBodyApplyForceAtWorldPoint(body.body, push, point)
            case .instantaneous: cpBodyApplyImpulseAtWorldPoint(body.body, push, point)
            }
        }
        if mode == .instantaneous { active = false }
    }
}

import CChipmunk
import KiteGeometry

/// Ties a point of an item to a fixed anchor or to a point of another item (UIAttachmentBehavior).
///
/// With `frequency` 0 the tie is rigid: a pivot (the item turns about the anchor, like a nail) when `length` is 0,
/// a rod of that length otherwise. With `frequency` > 0 it is a damped spring of that rest length.
public final class AttachmentBehavior: DynamicBehavior {
    /// What the item is attached to.
    public enum Anchor {
        /// A fixed point of the animator's space, in points.
        case point(Point)
        /// A point of another item, given as an offset from its centre in its own unrotated coordinates.
        case item(any DynamicItem, offsetFromCenter: Vector)
    }

    /// The kind of tie the current values make.
    public enum Kind: Equatable, Sendable {
        case pivot
        case rod
        case spring
    }

    /// The attached item.
    public var item: any DynamicItem { items[0] }
    /// Where on `item` the tie holds: an offset from its centre in its own unrotated coordinates, in points.
    public let offsetFromCenter: Vector
    public let anchor: Anchor
    /// Distance kept between the two attachment points, in points, in 0 ... 4 * `DynamicAnimator.maximumCoordinate`;
    /// the rest length of a spring. Defaults to their distance when the behaviour is created.
    public var length: Double { didSet { setNeedsSync() } }
    /// Spring frequency in hertz, >= 0 and at most `maximumFrequency(stepSeconds:)` of the animator; 0 (the
    /// default) makes the tie rigid.
    public var frequency: Double { didSet { setNeedsSync() } }
    /// Spring damping ratio, >= 0: 1 is critical damping; default 0. Ignored when `frequency` is 0.
    public var dampingRatio: Double { didSet { setNeedsSync() } }
    /// The Chipmunk constraint (an opaque `cpConstraint *`), owned here while installed.
    private var constraint: OpaquePointer?

    /// Attaches `item` at `offsetFromCenter` to a fixed `anchor` point.
    /// - Parameters:
    ///   - item: the item held.
    ///   - offsetFromCenter: where on the item the attachment holds, from its centre in points; default the centre.
    ///   - anchor: the fixed point, in the animator's coordinates (points).
    ///   - length: points, >= 0; default the current distance between the attachment point and the anchor.
    ///   - frequency: hertz, >= 0; default 0 (rigid).
    ///   - dampingRatio: >= 0; default 0.
    public convenience init(
        item: any DynamicItem, offsetFromCenter: Vector = .zero, attachedToAnchor anchor: Point,
        length: Double? = nil, frequency: Double = 0, dampingRatio: Double = 0
    ) throws {
        try self.init(
            item: item, offsetFromCenter: offsetFromCenter, anchor: .point(anchor), length: length,
            frequency: frequency, dampingRatio: dampingRatio)
    }

    /// Attaches `item` at `offsetFromCenter` to `other` at `otherOffset`; parameters as the anchor variant.
    public convenience init(
        item: any DynamicItem, offsetFromCenter: Vector = .zero, attachedTo other: any DynamicItem,
        offsetFromCenter otherOffset: Vector = .zero, length: Double? = nil, frequency: Double = 0,
        dampingRatio: Double = 0
    ) throws {
        try self.init(
            item: item, offsetFromCenter: offsetFromCenter, anchor: .item(other, offsetFromCenter: otherOffset),
            length: length, frequency: frequency, dampingRatio: dampingRatio)
    }

    private init(
        item: any DynamicItem, offsetFromCenter: Vector, anchor: Anchor, length: Double?, frequency: Double,
        dampingRatio: Double
    ) throws {
        try DynamicsError.checkOffset(offsetFromCenter, "attachment offset")
        if case .item(let other, _) = anchor, other === item { throw DynamicsError.itemAttachedToItself }
        self.offsetFromCenter = offsetFromCenter
        self.anchor = anchor
        self.frequency = frequency
        self.dampingRatio = dampingRatio
        self.length = 0
        var items = [item]
        if case .item(let other, _) = anchor { items.append(other) }
        super.init(items: items)
        self.length = try length ?? currentDistance()
        try validate()
    }

    public var kind: Kind { frequency > 0 ? .spring : (length == 0 ? .pivot : .rod) }

    private static func checkLever(_ offset: Vector, of item: any DynamicItem, _ name: String) throws {
        let diagonal = (item.size.width * item.size.width + item.size.height * item.size.height).squareRoot()
        let limit = maximumLeverInDiagonals * diagonal
        guard offset.length <= limit else {
            throw DynamicsError.invalidParameter(
                name: "\(name) length", value: offset.length,
                expected: "at most \(maximumLeverInDiagonals) times the item's diagonal, \(limit) points")
        }
    }

    /// The attachment point on `item` in the animator's space, from the item's current centre and angle.
    public var attachmentPoint: Point { Self.worldPoint(of: item, offset: offsetFromCenter) }

    /// The anchor point in the animator's space.
    public var anchorPoint: Point {
        switch anchor {
        case .point(let point): point
        case .item(let other, let offset): Self.worldPoint(of: other, offset: offset)
        }
    }

    private func currentDistance() throws -> Double {
        try DynamicsError.check(item.center, "item center")
        if case .point(let point) = anchor { try DynamicsError.check(point, "anchor") }
        return attachmentPoint.distance(to: anchorPoint)
    }

    private static func worldPoint(of item: any DynamicItem, offset: Vector) -> Point {
        let (s, c) = (sine(item.angle), cosine(item.angle))
        return item.center + Vector(dx: offset.dx * c - offset.dy * s, dy: offset.dx * s + offset.dy * c)
    }

    /// The stiffest spring a step of `stepSeconds` can integrate: 2 pi f * step <= 1 (76 Hz at the default 1/480 s).
    /// Chipmunk applies spring forces explicitly, which diverges once 2 pi f * step passes 2 (a 160 Hz spring at
    /// 1/480 s used to abort the process within a second); the bound keeps a margin of two.
    public static func maximumFrequency(stepSeconds: Double) -> Double { 1 / (2 * Double.pi * stepSeconds) }

    /// How far from an item's centre an attachment point may lie, in multiples of the item's diagonal. Chipmunk's
    /// pivot solver inverts a 2 x 2 matrix whose determinant cancels catastrophically when the lever arm dwarfs the
    /// item (an arm of 7e8 diagonals made it abort with "Unsolvable constraint"); at 10^4 diagonals the
    /// determinant keeps about seven digits.
    public static let maximumLeverInDiagonals = 1e4

    override func validate() throws {
        if case .point(let point) = anchor { try DynamicsError.check(point, "anchor") }
        if case .item(let other, let offset) = anchor {
            try DynamicsError.checkOffset(offset, "anchor offset")
            try Self.checkLever(offset, of: other, "anchor offset")
        }
        try Self.checkLever(offsetFromCenter, of: item, "attachment offset")
        try DynamicsError.check(length, "attachment length", in: 0...(4 * DynamicAnimator.maximumCoordinate))
        try DynamicsError.checkNonNegative(frequency, "attachment frequency")
        if let animator {
            let limit = Self.maximumFrequency(stepSeconds: animator.stepSeconds)
            try DynamicsError.check(frequency, "attachment frequency", in: 0...limit)
        }
        try DynamicsError.checkNonNegative(dampingRatio, "attachment damping ratio")
    }

    override func install(in animator: DynamicAnimator) throws {
        let a = try animator.body(for: item)
        let (b, anchorB, massB): (OpaquePointer, cpVect, Double)
        switch anchor {
        case .point(let point):
            // The static body sits at the origin unrotated, so its local coordinates are world coordinates.
            (b, anchorB, massB) = (animator.staticBody, cpVect(point), .infinity)
        case .item(let other, let offset):
            let body = try animator.body(for: other)
            (b, anchorB, massB) = (body.body, cpVect(offset), body.mass)
        }
        // Between two ends that cannot move (an anchored item and a point, or two anchored items) there is nothing
        // to solve, and Chipmunk aborts on the singular system ("Unsolvable constraint"); the tie is made again
        // when a material change lets one end move.
        guard a.mass.isFinite || massB.isFinite else { return }
        let anchorA = cpVect(offsetFromCenter)
        let made: OpaquePointer
        switch kind {
        case .pivot:
            made = cpPivotJointNew2(a.body, b, anchorA, anchorB)
        case .rod:
            made = cpPinJointNew(a.body, b, anchorA, anchorB)
            cpPinJointSetDist(made, length)
        case .spring:
            let (stiffness, damping) = springConstants(reducedMass: Self.reducedMass(a.mass, massB))
            made = cpDampedSpringNew(a.body, b, anchorA, anchorB, length, stiffness, damping)
        }
        constraint = cpSpaceAddConstraint(animator.space, made)
    }

    override func uninstall(from animator: DynamicAnimator) {
        guard let constraint else { return }
        cpSpaceRemoveConstraint(animator.space, constraint)
        cpConstraintFree(constraint)
        self.constraint = nil
    }

    /// Puts a pivot's two points back together after the step.
    ///
    /// Chipmunk holds joints at the velocity level and removes position error only gradually (Baumgarte
    /// stabilisation). A body swinging at angular speed w about a pivot at distance r drifts outwards by about
    /// r (w dt)^2 / 2 every step (0.03 pt per 1/240 s step for the Guillotine menu at impact), so the pivot would
    /// lag by up to a point during a fast swing. Moving the bodies back along the error, shared by inverse mass,
    /// keeps the pivot exact without touching velocities (post-stabilisation).
    override func correctPositions(in animator: DynamicAnimator) {
        guard kind == .pivot, let a = try? animator.body(for: item) else { return }
        let pointA = cpBodyLocalToWorld(a.body, cpVect(offsetFromCenter)).point
        let pointB: Point
        var b: SimulatedBody?
        switch anchor {
        case .point(let point):
            pointB = point
        case .item(let other, let offset):
            guard let body = try? animator.body(for: other) else { return }
            b = body
            pointB = cpBodyLocalToWorld(body.body, cpVect(offset)).point
        }
        let inverseA = 1 / a.mass
        let inverseB = 1 / (b?.mass ?? .infinity)
        guard inverseA + inverseB > 0 else { return }
        let error = pointB - pointA
        if a.isDynamic { cpBodySetPosition(a.body, cpVect(a.position + error * (inverseA / (inverseA + inverseB)))) }
        if let b, b.isDynamic {
            cpBodySetPosition(b.body, cpVect(b.position - error * (inverseB / (inverseA + inverseB))))
        }
    }

    /// Stiffness k = m w^2 and damping c = 2 zeta m w for angular frequency w = 2 pi f, so that the attached mass
    /// oscillates at `frequency` with `dampingRatio`.
    func springConstants(reducedMass: Double) -> (stiffness: Double, damping: Double) {
        let omega = 2 * Double.pi * frequency
        return (reducedMass * omega * omega, 2 * dampingRatio * reducedMass * omega)
    }

    /// The mass that oscillates when two masses share a spring; an infinite mass is a wall. 0 when neither moves.
    static func reducedMass(_ a: Double, _ b: Double) -> Double {
        switch (a.isFinite, b.isFinite) {
        case (true, true): a * b / (a + b)
        case (true, false): a
        case (false, true): b
        case (false, false): 0
        }
    }
}

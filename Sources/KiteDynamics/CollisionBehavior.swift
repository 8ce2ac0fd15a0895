import CChipmunk
import KiteGeometry

/// Makes its items collide with boundaries and with each other (UICollisionBehavior).
///
/// Boundaries are static, perfectly elastic segments; an item's own `DynamicItemBehavior.elasticity` therefore sets
/// the rebound. Items only collide with items of the same collision behaviour.
public final class CollisionBehavior: DynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let items = Mode(rawValue: 1)
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }

    /// A named polyline the items cannot cross.
    public struct Boundary: Equatable, Sendable {
        public let identifier: String
        /// Vertices in points, at least two; consecutive vertices are joined by segments.
        public let points: [Point]
    }

    /// Identifier of the boundary made from the animator's reference bounds.
    public static let referenceBoundsIdentifier = "referenceBounds"

    /// Default `.everything`.
    public var mode: Mode { didSet { setNeedsSync() } }
    /// Whether the animator's reference bounds, inset by `referenceBoundsInsets`, are a boundary; default false.
    public var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsSync() } }
    /// Insets of the reference-bounds boundary, in points; default zero.
    public var referenceBoundsInsets = EdgeInsets.zero { didSet { setNeedsSync() } }
    /// Called after each step with the contacts that began or ended in it, in the order Chipmunk found them.
    public var contactHandler: ((ContactEvent) -> Void)?
    /// The named boundaries, in the order added.
    public private(set) var boundaries: [Boundary] = []

    /// Which pair of collision-filter bits this behaviour owns in its animator.
    var filterSlot: Int?
    /// The boundary shapes (opaque `cpShape *`), owned here while installed.
    private var shapes: [OpaquePointer] = []

    public init(items: [any DynamicItem], mode: Mode = .everything) {
        self.mode = mode
        super.init(items: items)
    }

    public func addItem(_ item: any DynamicItem) { insertItem(item) }
    public func removeItem(_ item: any DynamicItem) { deleteItem(item) }

    /// Adds (or replaces) the straight boundary `identifier` from `start` to `end`, in points.
    public func addBoundary(identifier: String, from start: Point, to end: Point) throws {
        try addBoundary(identifier: identifier, path: [start, end])
    }

    /// Adds (or replaces) the polyline boundary `identifier` through `path` (at least two points); `closed`
    /// joins the last point back to the first.
    public func addBoundary(identifier: String, path: [Point], closed: Bool = false) throws {
        guard path.count >= 2 else {
            throw DynamicsError.invalidParameter(
                name: "boundary \(identifier) point count", value: Double(path.count), expected: "at least 2")
        }
        for point in path { try DynamicsError.check(point, "boundary \(identifier) point") }
        removeBoundary(identifier: identifier)
        boundaries.append(Boundary(identifier: identifier, points: closed ? path + [path[0]] : path))
        setNeedsSync()
    }

    public func removeBoundary(identifier: String) {
        let before = boundaries.count
        boundaries.removeAll { $0.identifier == identifier }
        if boundaries.count != before { setNeedsSync() }
    }

    static func itemBit(_ slot: Int) -> cpBitmask { 1 << cpBitmask(2 * slot) }
    static func boundaryBit(_ slot: Int) -> cpBitmask { 1 << cpBitmask(2 * slot + 1) }

    override func validate() throws {
        guard referenceBoundsInsets.isFinite else {
            throw DynamicsError.invalidParameter(
                name: "reference bounds insets", value: .nan, expected: "finite insets \(referenceBoundsInsets)")
        }
        if translatesReferenceBoundsIntoBoundary, let animator, animator.referenceBounds == nil {
            throw DynamicsError.missingReferenceBounds
        }
    }

    override func install(in animator: DynamicAnimator) throws {
        guard let slot = filterSlot else { return }
        var all = boundaries
        if translatesReferenceBoundsIntoBoundary {
            // validate() has checked that the bounds exist.
            guard let bounds = animator.referenceBounds else { throw DynamicsError.missingReferenceBounds }
            let r = bounds.inset(by: referenceBoundsInsets)
            let corners = [
                Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY),
                Point(r.minX, r.minY),
            ]
            all.append(Boundary(identifier: Self.referenceBoundsIdentifier, points: corners))
        }
        for boundary in all {
            for (start, end) in zip(boundary.points, boundary.points.dropFirst()) {
                addSegment(from: start, to: end, identifier: boundary.identifier, slot: slot, in: animator)
            }
        }
    }

    private func addSegment(
        from start: Point, to end: Point, identifier: String, slot: Int, in animator: DynamicAnimator
    ) {
        let shape = cpSegmentShapeNew(animator.staticBody, cpVect(start), cpVect(end), 0)!
        // Chipmunk multiplies the two shapes' elasticities and frictions: 1 leaves the item's own values in charge.
        cpShapeSetElasticity(shape, 1)
        cpShapeSetFriction(shape, 1)
        cpShapeSetFilter(shape, cpShapeFilter(group: 0, categories: Self.boundaryBit(slot), mask: Self.itemBit(slot)))
        cpSpaceAddShape(animator.space, shape)
        animator.shapeOwners[shape] = .boundary(slot: slot, identifier: identifier)
        shapes.append(shape)
    }

    override func uninstall(from animator: DynamicAnimator) {
        for shape in shapes {
            cpSpaceRemoveShape(animator.space, shape)
            animator.shapeOwners[shape] = nil
            cpShapeFree(shape)
        }
        shapes.removeAll()
    }
}

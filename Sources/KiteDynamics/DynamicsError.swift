import KiteGeometry

/// Why the dynamics module refused a request. Every case carries the offending value and says what was expected.
public enum DynamicsError: Error, Equatable, CustomStringConvertible {
    /// A number was NaN, infinite or outside its allowed range.
    case invalidParameter(name: String, value: Double, expected: String)
    /// An item's side was not finite or outside `DynamicAnimator.minimumSize ... DynamicAnimator.maximumCoordinate`.
    case invalidSize(Size)
    /// `advance(to:)` was asked to go back in time.
    case timeWentBackwards(from: Double, to: Double)
    /// The item is not part of any behaviour of this animator.
    case unknownItem
    /// The behaviour already belongs to an animator.
    case behaviorAlreadyAdded
    /// A collision behaviour asked for the reference bounds of an animator created without them.
    case missingReferenceBounds
    /// More collision behaviours than the collision filter has bits for.
    case tooManyCollisionBehaviors(limit: Int)
    /// An item's size and density give a mass (density * area / 10^4) or moment of inertia outside 1e-60...1e60,
    /// which Chipmunk cannot simulate (its checks abort the process).
    case invalidMass(size: Size, density: Double)
    /// An attachment names the same item at both ends.
    case itemAttachedToItself
    /// A step would have taken a body's speed past `DynamicAnimator.maximumSpeed` or its position past the largest
    /// number, at this simulated time in seconds (extreme forces on a tiny mass); the items keep the last state
    /// written to them and the animator refuses to step further.
    case diverged(timeSeconds: Double)

    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let expected):
            return "invalid \(name) \(value): expected \(expected)"
        case .invalidSize(let size):
            return "invalid item size \(size): width and height must lie in \(DynamicAnimator.minimumSize)..."
                + "\(DynamicAnimator.maximumCoordinate) points"
        case .timeWentBackwards(let from, let to):
            return "time went backwards: the animator is at \(from) s and was asked to go to \(to) s"
        case .unknownItem:
            return "the item belongs to no behaviour of this animator"
        case .behaviorAlreadyAdded:
            return "the behaviour already belongs to an animator"
        case .missingReferenceBounds:
            return "the collision behaviour uses the reference bounds but the animator has none"
        case .tooManyCollisionBehaviors(let limit):
            return "at most \(limit) collision behaviours can share one animator"
        case .invalidMass(let size, let density):
            return "an item of size \(size) at density \(density) has no simulable mass: density * width * height "
                + "/ 10^4 and its moment of inertia must lie in \(SimulatedBody.massRange)"
        case .itemAttachedToItself:
            return "an attachment needs two different items (or an item and an anchor point)"
        case .diverged(let time):
            return "the simulation diverged at \(time) s: a body would move faster than "
                + "\(DynamicAnimator.maximumSpeed) points per second or leave the representable range"
        }
    }
}

extension DynamicsError {
    /// Throws unless `value` is finite.
    static func check(_ value: Double, _ name: String) throws {
        guard value.isFinite else { throw invalidParameter(name: name, value: value, expected: "a finite number") }
    }

    /// Throws unless `value` is finite and `value >= 0`.
    static func checkNonNegative(_ value: Double, _ name: String) throws {
        guard value.isFinite, value >= 0 else {
            throw invalidParameter(name: name, value: value, expected: "a finite number >= 0")
        }
    }

    /// Throws unless `value` is finite and `value > 0`.
    static func checkPositive(_ value: Double, _ name: String) throws {
        guard value.isFinite, value > 0 else {
            throw invalidParameter(name: name, value: value, expected: "a finite number > 0")
        }
    }

    /// Throws unless `value` lies in `range`.
    static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws {
        guard range.contains(value) else {
            throw invalidParameter(name: name, value: value, expected: "a number in \(range)")
        }
    }

    /// Throws unless both coordinates are finite and within `DynamicAnimator.maximumCoordinate` of zero.
    static func check(_ point: Point, _ name: String) throws {
        let range = -DynamicAnimator.maximumCoordinate...DynamicAnimator.maximumCoordinate
        try check(point.x, "\(name).x", in: range)
        try check(point.y, "\(name).y", in: range)
    }

    /// An offset within an item: bounded like a point.
    static func checkOffset(_ offset: Vector, _ name: String) throws {
        try check(Point(offset.dx, offset.dy), name)
    }

    static func check(_ vector: Vector, _ name: String) throws {
        try check(vector.dx, "\(name).dx")
        try check(vector.dy, "\(name).dy")
    }

    static func checkSize(_ size: Size) throws {
        let sides = DynamicAnimator.minimumSize...DynamicAnimator.maximumCoordinate
        guard sides.contains(size.width), sides.contains(size.height) else { throw invalidSize(size) }
    }
}

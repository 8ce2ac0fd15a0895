import CChipmunk
import KiteGeometry

/// Runs a rigid-body simulation of its behaviours' items on Chipmunk2D and writes each item's centre and angle
/// back after every `advance(to:)`, in the manner of UIKit's UIDynamicAnimator.
///
/// The simulation advances in fixed steps of `stepSeconds`, whatever the rate at which `advance(to:)` is called, so
/// the same inputs give bit-identical trajectories and the render rate never changes the physics. Items are
/// rectangles; lengths are points, times seconds, angles radians (positive clockwise on a y-down screen).
public final class DynamicAnimator {
    /// The default fixed step: 1/480 s, a whole number of steps per frame at 30, 60, 120, 240 and 480 Hz.
    ///
    /// Chipmunk solves joints at the velocity level, which bleeds kinetic energy at a rate of about w^2 * dt per
    /// second for a body turning at w rad/s (a free pendulum swinging to 1 rad loses about 6% of its energy in
    /// 10 s at this step, 12% at 1/240 s); halving the step halves the loss and doubles the cost.
    public static let defaultStepSeconds = 1.0 / 480
    /// The largest coordinate accepted for centres, anchors, boundary points, offsets and sizes, in points: far
    /// beyond any screen, and small enough that Chipmunk's solver, which divides distances by the step, stays
    /// finite (a pivot 1e300 pt from its item used to overflow it and abort the process).
    public static let maximumCoordinate = 1e12
    /// The smallest side an item may have, in points: a millionth of a point. Chipmunk's collision code turns a box
    /// 375 pt wide and 1e-200 pt tall into NaN velocities and aborts the process.
    public static let minimumSize = 1e-6
    /// The largest speed a body may reach, in points (or radians) per second: beyond anything on a screen, and far
    /// enough below the overflow that Chipmunk's solver stays finite. A step that would pass it throws
    /// `DynamicsError.diverged` instead (a push on a body of density 1e-300 used to abort the process).
    public static let maximumSpeed = 1e15
    /// The default number of solver iterations per step.
    public static let defaultSolverIterations = 20

    /// Length of one simulation step, in seconds.
    public let stepSeconds: Double
    /// Time at which the simulation starts, in seconds on the caller's clock.
    public let startTime: Double
    /// The rectangle a `CollisionBehavior` can turn into a boundary, in points; nil when there is none.
    public let referenceBounds: Rect?
    /// The behaviours, in the order they were added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Number of steps taken since `startTime`.
    public internal(set) var stepCount = 0
    /// Simulated time reached: `startTime + stepCount * stepSeconds`, in seconds.
    public var time: Double { startTime + Double(stepCount) * stepSeconds }

    /// What counts as at rest; validated at the next `advance(to:)`. Default `RestThreshold.default`.
    public var restThreshold = RestThreshold.default
    /// Which event completes the motion; default `.atRest`.
    public var completionPolicy = CompletionPolicy.atRest
    /// Called once, after the step in which every item came to rest; again only after they moved and stopped.
    public var onRest: (() -> Void)?
    /// Called once, when the completion policy's event first happens.
    public var onCompletion: (() -> Void)?
    /// True once every item has stayed within `restThreshold` for its duration.
    public internal(set) var isAtRest = false
    /// True once the completion policy's event has happened.
    public internal(set) var isComplete = false

    /// The Chipmunk space (an opaque `cpSpace *`), owned by the animator and freed in `deinit`.
    let space: OpaquePointer
    /// Bodies in order of arrival; iteration always goes through this array so that order never depends on hashing.
    var bodies: [SimulatedBody] = []
    var bodyByItem: [ObjectIdentifier: SimulatedBody] = [:]
    /// What each Chipmunk shape stands for, read by the contact callbacks.
    var shapeOwners: [OpaquePointer: ShapeOwner] = [:]
    /// Contacts recorded by the Chipmunk callbacks during a step, dispatched after it.
    var pendingContacts: [PendingContact] = []
    var needsSync = true
    var restStartStep: Int?
    var lastAdvanceTime: Double
    /// Set while tearing down, so that the separate callbacks Chipmunk raises on removal record nothing.
    var isTearingDown = false

    /// Creates an empty animator.
    /// - Parameters:
    ///   - referenceBounds: the rectangle collision behaviours may use as a boundary, in points; default none.
    ///   - stepSeconds: the fixed step in seconds, in (0, 0.1]; default 1/480.
    ///   - solverIterations: Chipmunk solver iterations per step, in 1...1000; default 20.
    ///   - startTime: the clock reading at which the simulation starts, in seconds; default 0.
    public init(
        referenceBounds: Rect? = nil, stepSeconds: Double = defaultStepSeconds,
        solverIterations: Int = defaultSolverIterations, startTime: Double = 0
    ) throws {
        try DynamicsError.check(stepSeconds, "step seconds", in: .ulpOfOne...0.1)
        try DynamicsError.check(Double(solverIterations), "solver iterations", in: 1...1000)
        try DynamicsError.check(startTime, "start time")
        if let bounds = referenceBounds {
            try DynamicsError.check(bounds.origin, "reference bounds origin")
            try DynamicsError.checkSize(bounds.standardized.size)
        }
        self.referenceBounds = referenceBounds
        self.stepSeconds = stepSeconds
        self.startTime = startTime
        lastAdvanceTime = startTime
        ChipmunkBanner.silenced
        space = cpSpaceNew()
        cpSpaceSetIterations(space, Int32(solverIterations))
        installContactCallbacks()
    }

    deinit {
        isTearingDown = true
        for behavior in behaviors { behavior.uninstall(from: self) }
        for body in bodies { body.destroy(in: space) }
        cpSpaceFree(space)
    }

    /// Adds `behavior`; its items join the simulation at their current centre and angle, at rest.
    /// Throws if the behaviour belongs to an animator already or one of its values is out of range.
    public func addBehavior(_ behavior: DynamicBehavior) throws {
        guard behavior.animator == nil else { throw DynamicsError.behaviorAlreadyAdded }
        behavior.animator = self
        do {
            try behavior.validate()
        } catch {
            behavior.animator = nil
            throw error
        }
        behaviors.append(behavior)
        behavior.needsSync = true
        needsSync = true
        do {
            try sync()
        } catch {
            removeBehavior(behavior)
            throw error
        }
    }

    /// Removes `behavior`; items no other behaviour names leave the simulation.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.uninstall(from: self)
        behaviors.remove(at: index)
        behavior.animator = nil
        behavior.needsSync = true
        (behavior as? CollisionBehavior)?.filterSlot = nil
        needsSync = true
        // A failure here comes from another behaviour's bad value; `needsSync` stays set and the next
        // `advance(to:)` throws it.
        try? sync()
    }

    /// Removes every behaviour, and with them every item.
    public func removeAllBehaviors() {
        for behavior in behaviors.reversed() { removeBehavior(behavior) }
    }

    /// The static Chipmunk body boundaries and anchors hang from (an opaque `cpBody *` owned by the space).
    var staticBody: OpaquePointer { cpSpaceGetStaticBody(space) }

    func body(for item: any DynamicItem) throws -> SimulatedBody {
        guard let body = bodyByItem[ObjectIdentifier(item)] else { throw DynamicsError.unknownItem }
        return body
    }
}

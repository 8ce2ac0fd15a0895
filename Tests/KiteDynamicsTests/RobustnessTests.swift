import Foundation
import KiteDynamics
import KiteGeometry
import KiteTestSupport
import Testing

/// Random scenes built from values at the edges of what the API accepts (zero, 1e-9, 1e12, 1e300; anchored and
/// non-rotating items; pivots, rods and springs; boundaries; hand-off velocities). Chipmunk aborts the whole process
/// on a singular or non-finite state, so the property checked is that every scene either runs or stops with a
/// `DynamicsError`, and that whatever ran wrote only finite values back. Without the fix for ties between
/// anchored ends (`aTieBetweenTwoImmovableEndsWaitsUntilOneCanMove`) these 30,000 seeds abort the test process;
/// a wider ad hoc sweep of 60,000 seeds ran clean with it. About 2 s in a debug build.
@Suite struct RobustnessTests {
    /// Values at the edges: each pick is from these, with a random sign where a sign makes sense.
    static let edges = [0, 1e-9, 1e-6, 0.5, 1, 10, 300, 1e6, 1e9, 1e12, 1e100, 1e300]

    struct Scene {
        var rng: SplitMix64
        var boxes: [DynamicBox] = []
        let animator: DynamicAnimator

        init(seed: UInt64) throws {
            rng = SplitMix64(seed: seed)
            animator = try DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        }

        mutating func value() -> Double { Self.pick(&rng) }
        mutating func signed() -> Double { value() * (Bool.random(using: &rng) ? 1 : -1) }
        mutating func point() -> Point { Point(signed(), signed()) }
        mutating func vector() -> Vector { Vector(signed(), signed()) }
        static func pick(_ rng: inout SplitMix64) -> Double { edges.randomElement(using: &rng)! }

        mutating func build() throws {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                boxes.append(try DynamicBox(center: point(), size: Size(value(), value()), angle: signed()))
            }
            for _ in 0..<Int.random(in: 1...5, using: &rng) { try addBehavior() }
            try animator.addLinearVelocity(vector(), to: boxes[0])
        }

        mutating func addBehavior() throws {
            let item = boxes.randomElement(using: &rng)!
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: try animator.addBehavior(try GravityBehavior(items: boxes, angle: signed(), magnitude: signed()))
            case 1: try addPush(item)
            case 2: try addAttachment(item)
            case 3: try addCollision()
            case 4: try addMaterial(item)
            default: try animator.addAngularVelocity(signed(), to: item)
            }
        }

        mutating func addPush(_ item: DynamicBox) throws {
            let mode: PushBehavior.Mode = Bool.random(using: &rng) ? .continuous : .instantaneous
            let push = try PushBehavior(items: [item], mode: mode, angle: signed(), magnitude: value())
            try push.setTargetOffsetFromCenter(vector(), for: item)
            try animator.addBehavior(push)
        }

        mutating func addAttachment(_ item: DynamicBox) throws {
            let other = boxes.randomElement(using: &rng)!
            let length: Double? = Bool.random(using: &rng) ? 0 : nil
            let frequency = [0, 0, 0.5, 5, 50, 70].randomElement(using: &rng)!
            let attachment =
                other !== item && Bool.random(using: &rng)
                ? try AttachmentBehavior(
                    item: item, offsetFromCenter: vector(), attachedTo: other, offsetFromCenter: vector(),
                    length: length, frequency: frequency, dampingRatio: value())
                : try AttachmentBehavior(
                    item: item, offsetFromCenter: vector(), attachedToAnchor: point(), length: length,
                    frequency: frequency, dampingRatio: value())
            try animator.addBehavior(attachment)
        }

        mutating func addCollision() throws {
            let collision = CollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = Bool.random(using: &rng)
            try collision.addBoundary(identifier: "edge", from: point(), to: point())
            try animator.addBehavior(collision)
        }

        mutating func addMaterial(_ item: DynamicBox) throws {
            let material = try DynamicItemBehavior(
                items: [item], elasticity: [0, 0.5, 1].randomElement(using: &rng)!, friction: value(),
                density: max(value(), 1e-9), resistance: value(), angularResistance: value(),
                allowsRotation: Bool.random(using: &rng), isAnchored: Int.random(in: 0..<3, using: &rng) == 0)
            try animator.addBehavior(material)
        }
    }

    @Test func edgeValueScenesRunOrFailWithADynamicsError() throws {
        var simulated = 0
        for seed in 0..<30000 as Range<UInt64> {
            do {
                var scene = try Scene(seed: seed)
                try scene.build()
                simulated += 1
                for frame in 1...30 { try scene.animator.advance(to: Double(frame) / 30) }
                for box in scene.boxes {
                    #expect(box.center.isFinite && box.angle.isFinite, "seed \(seed)")
                }
            } catch is DynamicsError {
                // Refused or stopped with a message: what the sweep allows.
            }
        }
        #expect(simulated > 100, "the sweep must reach the simulation often enough to mean something")
    }

    /// The case the sweep found: a tie between an anchored item and a fixed point (or two anchored items) is a
    /// singular system that made Chipmunk abort; it is left out until an end can move, and then holds again.
    @Test func aTieBetweenTwoImmovableEndsWaitsUntilOneCanMove() throws {
        let animator = try DynamicAnimator()
        let box = try DynamicBox(center: Point(0, 100), size: Size(20, 20))
        let wall = try DynamicBox(center: Point(100, 100), size: Size(20, 20))
        let material = try DynamicItemBehavior(items: [box, wall], isAnchored: true)
        try animator.addBehavior(material)
        try animator.addBehavior(
            try AttachmentBehavior(item: box, offsetFromCenter: Vector(0, -100), attachedToAnchor: .zero, length: 0))
        try animator.addBehavior(try AttachmentBehavior(item: box, attachedToAnchor: Point(0, 300), frequency: 2))
        try animator.addBehavior(try AttachmentBehavior(item: box, attachedTo: wall))
        try animator.addBehavior(try GravityBehavior(items: [box, wall]))
        try animator.advance(to: 1)
        #expect(box.center == Point(0, 100) && wall.center == Point(100, 100))
        // Released, the box hangs from the pivot, the rod to the (still anchored) wall and the spring.
        let released = try DynamicItemBehavior(items: [box])
        try animator.addBehavior(released)
        try animator.addBehavior(try DynamicItemBehavior(items: [wall], isAnchored: true))
        try animator.advance(to: 2)
        let pivot = box.center + Vector(dx: 100 * sin(box.angle), dy: -100 * cos(box.angle))
        #expect(pivot.distance(to: .zero) < 0.01)
        #expect(abs(box.center.distance(to: wall.center) - 100) < 0.5)
    }
}

import Foundation
import KiteDynamics
import KiteGeometry
import Testing

/// Bad values are refused with an error naming them, never passed on to Chipmunk (whose debug checks abort).
@Suite struct ValidationTests {
    let box: DynamicBox

    init() throws {
        box = try DynamicBox(center: .zero, size: Size(10, 10))
    }

    func expectInvalid(_ name: String, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("expected \(name) to be rejected")
        } catch let error as DynamicsError {
            guard case .invalidParameter(let reported, _, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reported.contains(name))
            #expect(error.description.contains(name))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func itemsNeedAPositiveFiniteSize() {
        for size in [Size(0, 10), Size(10, -1), Size(.nan, 10), Size(.infinity, 10)] {
            #expect {
                try DynamicBox(center: .zero, size: size)
            } throws: { error in
                guard case .invalidSize = error as? DynamicsError else { return false }
                return true
            }
        }
        expectInvalid("center") { _ = try DynamicBox(center: Point(.nan, 0), size: Size(1, 1)) }
    }

    @Test func itemPropertiesAreChecked() {
        expectInvalid("density") { _ = try DynamicItemBehavior(items: [box], density: -1) }
        expectInvalid("density") { _ = try DynamicItemBehavior(items: [box], density: 0) }
        expectInvalid("elasticity") { _ = try DynamicItemBehavior(items: [box], elasticity: .nan) }
        expectInvalid("elasticity") { _ = try DynamicItemBehavior(items: [box], elasticity: 1.5) }
        expectInvalid("friction") { _ = try DynamicItemBehavior(items: [box], friction: -0.1) }
        expectInvalid("resistance") { _ = try DynamicItemBehavior(items: [box], resistance: .infinity) }
    }

    @Test func behaviourParametersAreChecked() {
        expectInvalid("gravity magnitude") { _ = try GravityBehavior(items: [box], magnitude: .nan) }
        expectInvalid("push magnitude") { _ = try PushBehavior(items: [box], mode: .continuous, magnitude: -1) }
        expectInvalid("attachment frequency") {
            _ = try AttachmentBehavior(item: box, attachedToAnchor: .zero, frequency: -1)
        }
        expectInvalid("anchor") { _ = try AttachmentBehavior(item: box, attachedToAnchor: Point(.nan, 0)) }
        expectInvalid("step seconds") { _ = try DynamicAnimator(stepSeconds: 0) }
        let collision = CollisionBehavior(items: [box])
        expectInvalid("boundary") { try collision.addBoundary(identifier: "x", path: [.zero]) }
    }

    @Test func aValueBrokenAfterAddingIsCaughtAtTheNextAdvance() throws {
        let animator = try DynamicAnimator()
        let material = try DynamicItemBehavior(items: [box])
        try animator.addBehavior(material)
        material.density = -2
        expectInvalid("density") { try animator.advance(to: 1) }
        material.density = 2
        try animator.advance(to: 1)
        #expect(try animator.mass(of: box) == 2 * 100 / 10_000)
    }

    /// An item type of the caller's own, as the renderer's layer will be.
    final class ForeignItem: DynamicItem {
        var center = Point.zero
        var angle = 0.0
        let size: Size
        init(size: Size) { self.size = size }
    }

    @Test func anItemWithoutAreaIsRefusedAndTheAnimatorCarriesOn() throws {
        let animator = try DynamicAnimator()
        let flat = ForeignItem(size: Size(10, 0))
        #expect(throws: DynamicsError.invalidSize(Size(10, 0))) {
            try animator.addBehavior(try GravityBehavior(items: [flat]))
        }
        #expect(animator.behaviors.isEmpty)
        #expect(animator.items.isEmpty)
        let good = ForeignItem(size: Size(10, 10))
        try animator.addBehavior(try GravityBehavior(items: [good]))
        try animator.advance(to: 1)
        #expect(good.center.y > 400)
    }

    @Test func misuseIsReported() throws {
        let animator = try DynamicAnimator()
        let gravity = try GravityBehavior(items: [box])
        try animator.addBehavior(gravity)
        #expect(throws: DynamicsError.behaviorAlreadyAdded) { try animator.addBehavior(gravity) }
        let stranger = try DynamicBox(center: .zero, size: Size(1, 1))
        #expect(throws: DynamicsError.unknownItem) { try animator.linearVelocity(of: stranger) }
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        #expect(throws: DynamicsError.missingReferenceBounds) { try animator.addBehavior(collision) }
        #expect(animator.behaviors.count == 1)
    }

    /// Sizes and densities that are each positive and finite can still multiply to a zero or infinite mass, on which
    /// Chipmunk aborts the whole process ("Mass must be positive and finite"); they are refused with an error.
    @Test func sizesAndDensitiesWithoutASimulableMassAreRefused() throws {
        let animator = try DynamicAnimator()
        // A subnormal mass (its inverse overflows), an infinite one, and a merely huge one (1e200 made Chipmunk's
        // pivot solver abort with "Unsolvable constraint"), from the smallest, largest and ordinary sides.
        let cases = [(DynamicAnimator.minimumSize, 1e-300), (DynamicAnimator.maximumCoordinate, 1e290), (10, 1e200)]
        for (side, density) in cases {
            let item = ForeignItem(size: Size(side, side))
            #expect(throws: DynamicsError.invalidMass(size: Size(side, side), density: density)) {
                try animator.addBehavior(try DynamicItemBehavior(items: [item], density: density))
            }
        }
        #expect(animator.behaviors.isEmpty && animator.items.isEmpty)
        #expect(throws: DynamicsError.invalidMass(size: Size(10, 10), density: 1e308)) {
            try animator.addBehavior(try DynamicItemBehavior(items: [box], density: 1e308))
        }
        // Changed after adding: caught at the next advance, and the animator carries on once it is fixed.
        let material = try DynamicItemBehavior(items: [box], density: 2)
        try animator.addBehavior(material)
        try animator.addBehavior(try GravityBehavior(items: [box]))
        material.density = 1e307
        #expect(throws: DynamicsError.invalidMass(size: Size(10, 10), density: 1e307)) {
            try animator.advance(to: 0.5)
        }
        material.density = 2
        try animator.advance(to: 0.5)
        #expect(abs(try animator.linearVelocity(of: box).dy - 500) < 1e-9)
    }

    @Test func anItemCannotBeAttachedToItself() {
        #expect(throws: DynamicsError.itemAttachedToItself) {
            try AttachmentBehavior(item: box, offsetFromCenter: Vector(5, 0), attachedTo: box)
        }
    }

    /// A push of 1e300 on a mass of 1e-50 overflows the velocity; Chipmunk would abort on it inside its step
    /// ("Body's velocity is invalid"), so the animator stops before that step and says so, every time it is asked.
    @Test func forcesThatOverflowTheStateStopTheAnimatorWithAnError() throws {
        let animator = try DynamicAnimator()
        let speck = try DynamicBox(center: Point(1, 2), size: Size(1, 1))
        try animator.addBehavior(try DynamicItemBehavior(items: [speck], density: 1e-46))
        try animator.addBehavior(try PushBehavior(items: [speck], mode: .continuous, magnitude: 1e300))
        #expect(throws: DynamicsError.diverged(timeSeconds: 0)) { try animator.advance(to: 0.1) }
        #expect(throws: DynamicsError.diverged(timeSeconds: 0)) { try animator.advance(to: 0.2) }
        #expect(speck.center == Point(1, 2), "the item keeps its last finite state")
        #expect(
            DynamicsError.diverged(timeSeconds: 0).description.contains(
                "faster than 1000000000000000.0 points per second"))
    }

    /// Near-overflow speeds that are still finite become NaN inside Chipmunk's pivot solver, which aborts the process
    /// ("Body's velocity is invalid"): the Guillotine drop with density 1e-300 did, and a 1e-300 s duration (a push
    /// of 4e302) printed speeds of 1e297. The first is now outside the mass range, the second stops at the speed
    /// limit; both with an error.
    @Test func theGuillotineDropWithAbsurdValuesStopsWithAnError() throws {
        var feather = GuillotineDrop()
        feather.density = 1e-300
        #expect(throws: DynamicsError.invalidMass(size: Size(375, 667), density: 1e-300)) { try feather.csv() }
        var instant = GuillotineDrop()
        instant.durationSeconds = 1e-300
        #expect(throws: DynamicsError.diverged(timeSeconds: 0)) { try instant.csv() }
        // An ordinary fast fling stays well inside the limit.
        var quick = GuillotineDrop()
        quick.durationSeconds = 0.05
        quick.maximumSeconds = 1
        #expect(try quick.simulate().allSatisfy { abs($0.angularVelocity) < 1000 })
    }

    /// Finite but astronomical coordinates overflow Chipmunk's solver (a boundary from -1e308 to 1e308, a pivot
    /// 1e300 pt away), which aborts the process; coordinates are bounded by `DynamicAnimator.maximumCoordinate`.
    @Test func coordinatesBeyondTheLimitAreRefused() throws {
        // Sides below a millionth of a point: a 375 x 1e-200 pt box turned into NaN inside Chipmunk's collisions.
        for size in [Size(375, 1e-200), Size(1e-7, 10)] {
            #expect(throws: DynamicsError.invalidSize(size)) { try DynamicBox(center: .zero, size: size) }
        }
        var lead = GuillotineDrop()
        lead.density = 1e200
        #expect(throws: DynamicsError.invalidMass(size: Size(375, 667), density: 1e200)) { try lead.csv() }
        var sliver = GuillotineDrop()
        (sliver.height, sliver.topOffset) = (1e-200, 0)
        #expect(throws: DynamicsError.invalidSize(Size(375, 1e-200))) { try sliver.csv() }
        let far = 2 * DynamicAnimator.maximumCoordinate
        expectInvalid("center") { _ = try DynamicBox(center: Point(far, 0), size: Size(1, 1)) }
        #expect(throws: DynamicsError.invalidSize(Size(far, 1))) {
            try DynamicBox(center: .zero, size: Size(far, 1))
        }
        expectInvalid("anchor") { _ = try AttachmentBehavior(item: box, attachedToAnchor: Point(1e300, 0), length: 0) }
        expectInvalid("attachment offset") {
            _ = try AttachmentBehavior(item: box, offsetFromCenter: Vector(0, -1e300), attachedToAnchor: .zero)
        }
        expectInvalid("attachment length") {
            _ = try AttachmentBehavior(item: box, attachedToAnchor: .zero, length: 1e300, frequency: 1)
        }
        expectInvalid("push offset") {
            try PushBehavior(items: [box], mode: .continuous).setTargetOffsetFromCenter(Vector(1e300, 0), for: box)
        }
        let collision = CollisionBehavior(items: [box])
        expectInvalid("boundary edge point") {
            try collision.addBoundary(identifier: "edge", from: Point(-1e308, 100), to: Point(1e308, 100))
        }
        // The limit itself is accepted.
        let edge = DynamicAnimator.maximumCoordinate
        try collision.addBoundary(identifier: "edge", from: Point(-edge, 100), to: Point(edge, 100))
        let animator = try DynamicAnimator()
        try animator.addBehavior(collision)
        try animator.addBehavior(try GravityBehavior(items: [box]))
        try animator.advance(to: 1)
        #expect(abs(box.center.y + 5 - 100) < 0.5, "the box rests on the boundary")
    }

    /// Chipmunk integrates spring forces explicitly: at 2 pi f dt > 2 the spring diverges and Chipmunk aborts the
    /// process (a 160 Hz spring at 1/480 s did within a second). Springs stiffer than 2 pi f dt = 1 are refused.
    @Test func springsTooStiffForTheStepAreRefused() throws {
        let limit = AttachmentBehavior.maximumFrequency(stepSeconds: DynamicAnimator.defaultStepSeconds)
        #expect(abs(limit - 480 / (2 * Double.pi)) < 1e-9)
        let animator = try DynamicAnimator()
        let stiff = try AttachmentBehavior(item: box, attachedToAnchor: .zero, length: 10, frequency: 160)
        expectInvalid("attachment frequency") { try animator.addBehavior(stiff) }
        #expect(animator.behaviors.isEmpty)
        // Just under the limit it runs, and at 1/960 s steps 160 Hz is allowed.
        let firm = try AttachmentBehavior(item: box, attachedToAnchor: .zero, length: 10, frequency: limit * 0.99)
        try animator.addBehavior(firm)
        try animator.addBehavior(try GravityBehavior(items: [box]))
        try animator.advance(to: 2)
        #expect(box.center.isFinite)
        firm.frequency = 160
        expectInvalid("attachment frequency") { try animator.advance(to: 3) }
        let fine = try DynamicAnimator(stepSeconds: 1.0 / 960)
        try fine.addBehavior(try AttachmentBehavior(item: box, attachedToAnchor: .zero, length: 10, frequency: 150))
        try fine.advance(to: 1)
    }

    /// A pivot whose arm is 7e8 times the item's diagonal made Chipmunk's 2 x 2 solve cancel to zero and abort
    /// ("Unsolvable constraint"); arms are limited to `maximumLeverInDiagonals` diagonals, on either item.
    @Test func attachmentArmsFarBeyondTheItemAreRefused() throws {
        let speck = try DynamicBox(center: .zero, size: Size(1e-6, 1e-6))
        expectInvalid("attachment offset length") {
            _ = try AttachmentBehavior(item: speck, offsetFromCenter: Vector(1e3, 700), attachedToAnchor: Point(3, 4))
        }
        expectInvalid("anchor offset length") {
            _ = try AttachmentBehavior(
                item: box, offsetFromCenter: .zero, attachedTo: speck, offsetFromCenter: Vector(1, 0))
        }
        // Within the limit the pivot is solved and holds.
        let animator = try DynamicAnimator()
        let arm = Vector(1e-3, 7e-4)
        try animator.addBehavior(
            try AttachmentBehavior(item: speck, offsetFromCenter: arm, attachedToAnchor: Point(3, 4), length: 0))
        try animator.addBehavior(try GravityBehavior(items: [speck]))
        try animator.advance(to: 0.5)
        #expect(TestScenes.worldPoint(arm, of: speck).distance(to: Point(3, 4)) < 1e-6)
    }
}

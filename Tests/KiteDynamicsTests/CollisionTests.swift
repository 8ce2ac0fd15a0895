import Foundation
import KiteDynamics
import KiteGeometry
import Testing

@Suite struct CollisionTests {
    @Test func boxFallsOntoTheInsetReferenceBoundsAndRests() throws {
        let box = try DynamicBox(center: Point(200, 100), size: Size(40, 40))
        let animator = try DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.referenceBoundsInsets = EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        var events: [ContactEvent] = []
        collision.contactHandler = { events.append($0) }
        try animator.addBehavior(collision)
        try animator.addBehavior(try GravityBehavior(items: [box]))
        animator.completionPolicy = .firstContact(boundary: CollisionBehavior.referenceBoundsIdentifier)
        var completedAt: Double?
        var restCount = 0
        animator.onCompletion = { completedAt = animator.time }
        animator.onRest = { restCount += 1 }
        for frame in 1...180 { try animator.advance(to: Double(frame) / 60) }

        // The bottom edge falls 230 pt to the floor at y = 350: t = sqrt(2 h / g).
        let landing = (2 * 230 / TestScenes.g).squareRoot()
        let first = try #require(events.first)
        #expect(first.phase == .began)
        #expect(first.boundaryIdentifier == CollisionBehavior.referenceBoundsIdentifier)
        #expect(first.item === box)
        #expect(abs(first.timeSeconds - landing) < 2 * animator.stepSeconds)
        #expect(completedAt == first.timeSeconds)
        // Resting on the floor within Chipmunk's collision slop (0.1 pt by default).
        let collisionSlopTolerance = 0.2
        #expect(abs(box.center.y + 20 - 350) < collisionSlopTolerance)
        #expect(animator.isAtRest)
        #expect(restCount == 1)
    }

    @Test func equalBoxesExchangeVelocitiesInAnElasticHeadOnCollision() throws {
        let a = try DynamicBox(center: Point(0, 0), size: Size(50, 50))
        let b = try DynamicBox(center: Point(200, 0), size: Size(50, 50))
        let animator = try DynamicAnimator()
        let collision = CollisionBehavior(items: [a, b], mode: .items)
        var phases: [ContactEvent.Phase] = []
        collision.contactHandler = { event in
            phases.append(event.phase)
            if case .item(let other) = event.partner { #expect(other !== event.item) }
        }
        try animator.addBehavior(collision)
        try animator.addBehavior(try DynamicItemBehavior(items: [a, b], elasticity: 1))
        try animator.addLinearVelocity(Vector(100, 0), to: a)
        try animator.advance(to: 3)
        let va = try animator.linearVelocity(of: a)
        let vb = try animator.linearVelocity(of: b)
        #expect(abs(va.dx) < 2)
        #expect(abs(vb.dx - 100) < 2)
        #expect(abs(va.dx + vb.dx - 100) < 1e-6)
        #expect(phases == [.began, .ended])
    }

    @Test func itemsInBoundaryOnlyModePassThroughEachOther() throws {
        let a = try DynamicBox(center: Point(0, 0), size: Size(50, 50))
        let b = try DynamicBox(center: Point(200, 0), size: Size(50, 50))
        let animator = try DynamicAnimator()
        let collision = CollisionBehavior(items: [a, b], mode: .boundaries)
        var events = 0
        collision.contactHandler = { _ in events += 1 }
        try animator.addBehavior(collision)
        try animator.addLinearVelocity(Vector(100, 0), to: a)
        try animator.advance(to: 3)
        #expect(events == 0)
        #expect(abs(a.center.x - 300) < 1e-9)
    }

    @Test func closedPathBoundaryKeepsABouncingBoxInside() throws {
        let box = try DynamicBox(center: Point(100, 100), size: Size(20, 20))
        let animator = try DynamicAnimator()
        let collision = CollisionBehavior(items: [box])
        try collision.addBoundary(
            identifier: "pen", path: [Point(0, 0), Point(200, 0), Point(200, 200), Point(0, 200)], closed: true)
        var hits = 0
        collision.contactHandler = { if $0.phase == .began, $0.boundaryIdentifier == "pen" { hits += 1 } }
        try animator.addBehavior(collision)
        try animator.addBehavior(try DynamicItemBehavior(items: [box], elasticity: 1, allowsRotation: false))
        try animator.addLinearVelocity(Vector(700, 300), to: box)
        for frame in 1...120 {
            try animator.advance(to: Double(frame) / 60)
            #expect(Rect(x: 0, y: 0, width: 200, height: 200).contains(box.center))
        }
        #expect(hits > 4)
        // A perfectly elastic box against perfectly elastic walls keeps its speed.
        #expect(abs(try animator.linearVelocity(of: box).length / Vector(700, 300).length - 1) < 0.02)
    }

    @Test func removingTheBoundaryLetsTheItemThrough() throws {
        let box = try DynamicBox(center: Point(0, 0), size: Size(20, 20))
        let animator = try DynamicAnimator()
        let collision = CollisionBehavior(items: [box])
        try collision.addBoundary(identifier: "wall", from: Point(100, -100), to: Point(100, 100))
        try animator.addBehavior(collision)
        try animator.addBehavior(try DynamicItemBehavior(items: [box], elasticity: 0))
        try animator.addLinearVelocity(Vector(100, 0), to: box)
        try animator.advance(to: 2)
        #expect(box.center.x < 100)
        collision.removeBoundary(identifier: "wall")
        try animator.addLinearVelocity(Vector(100, 0), to: box)
        try animator.advance(to: 4)
        #expect(box.center.x > 150)
    }

    @Test func anchoredItemStaysPutAndStillCollides() throws {
        let wall = try DynamicBox(center: Point(100, 0), size: Size(20, 200))
        let ball = try DynamicBox(center: Point(0, 0), size: Size(20, 20))
        let animator = try DynamicAnimator()
        try animator.addBehavior(CollisionBehavior(items: [wall, ball]))
        try animator.addBehavior(try DynamicItemBehavior(items: [wall], elasticity: 1, isAnchored: true))
        try animator.addBehavior(try DynamicItemBehavior(items: [ball], elasticity: 1, allowsRotation: false))
        try animator.addLinearVelocity(Vector(100, 0), to: ball)
        try animator.advance(to: 2)
        #expect(wall.center == Point(100, 0))
        #expect(abs(try animator.linearVelocity(of: ball).dx + 100) < 2)
    }
    @Test func releasingAnAnchoredItemLetsItFall() throws {
        let box = try DynamicBox(center: .zero, size: Size(100, 100))
        let animator = try DynamicAnimator()
        let material = try DynamicItemBehavior(items: [box], density: 3, isAnchored: true)
        try animator.addBehavior(material)
        try animator.addBehavior(try GravityBehavior(items: [box]))
        try animator.advance(to: 1)
        #expect(box.center == .zero)
        #expect(try animator.mass(of: box) == .infinity)
        material.isAnchored = false
        try animator.advance(to: 2)
        #expect(abs(try animator.mass(of: box) - 3) < 1e-12)
        #expect(abs(try animator.linearVelocity(of: box).dy - TestScenes.g) < 1e-9)
    }
}

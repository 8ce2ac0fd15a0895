import Foundation
import KiteDynamics
import KiteGeometry
import Testing

/// Determinism and independence from the render rate.
@Suite struct ClockTests {
    /// A scene with contacts between items, boundaries, a spring and a pivot: enough for any
    /// order-dependence to show.
    static func pile() throws -> (DynamicAnimator, [DynamicBox]) {
        let animator = try DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 300, height: 400))
        var boxes: [DynamicBox] = []
        for index in 0..<6 {
            let x = 60 + Double(index % 3) * 70 + Double(index) * 3
            boxes.append(try DynamicBox(center: Point(x, 40 + Double(index) * 45), size: Size(40, 30), angle: 0.1))
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(collision)
        try animator.addBehavior(try GravityBehavior(items: boxes))
        try animator.addBehavior(try DynamicItemBehavior(items: boxes, elasticity: 0.4, friction: 0.5))
        try animator.addBehavior(
            try AttachmentBehavior(item: boxes[0], attachedToAnchor: Point(150, 10), frequency: 3, dampingRatio: 0.2))
        try animator.addBehavior(
            try AttachmentBehavior(item: boxes[1], offsetFromCenter: Vector(10, 0), attachedTo: boxes[2], length: 0))
        return (animator, boxes)
    }

    static func bits(_ boxes: [DynamicBox]) -> [UInt64] {
        boxes.flatMap { [$0.center.x.bitPattern, $0.center.y.bitPattern, $0.angle.bitPattern] }
    }

    @Test func sameInputsGiveBitIdenticalTrajectories() throws {
        var runs: [[UInt64]] = []
        for _ in 0..<2 {
            let (animator, boxes) = try Self.pile()
            var trace: [UInt64] = []
            for frame in 1...180 {
                try animator.advance(to: Double(frame) / 60)
                trace += Self.bits(boxes)
            }
            runs.append(trace)
        }
        #expect(runs[0] == runs[1])
        let guillotine = try (0..<2).map { _ in try GuillotineDrop().csv() }
        #expect(guillotine[0] == guillotine[1])
    }

    @Test func renderRateNeverChangesThePhysics() throws {
        // 1/6 s is a whole number of frames at every rate.
        var traces: [[UInt64]] = []
        for rate in [30, 60, 120, 144] {
            let (animator, boxes) = try Self.pile()
            var trace: [UInt64] = []
            for frame in 1...(3 * rate) {
                try animator.advance(to: Double(frame) / Double(rate))
                if frame % (rate / 6) == 0 { trace += Self.bits(boxes) }
            }
            traces.append(trace)
        }
        #expect(traces.count == 4)
        for trace in traces.dropFirst() { #expect(trace == traces[0]) }
    }

    @Test func stepsAreWholeAndTimeOnlyMovesForward() throws {
        let box = try DynamicBox(center: .zero, size: Size(10, 10))
        let animator = try DynamicAnimator(startTime: 100)
        try animator.addBehavior(try GravityBehavior(items: [box]))
        try animator.advance(to: 100 + 1.0 / 60)
        #expect(animator.stepCount == 8)
        try animator.advance(to: 100 + 1.0 / 60 + 0.5 / 480)
        #expect(animator.stepCount == 8)
        #expect(throws: DynamicsError.timeWentBackwards(from: 100 + 1.0 / 60 + 0.5 / 480, to: 100)) {
            try animator.advance(to: 100)
        }
        #expect(throws: DynamicsError.self) { try animator.advance(to: .nan) }
        #expect(throws: DynamicsError.self) { try animator.advance(to: .infinity) }
    }

    @Test func itemsGetTheSimulatedStateWrittenBack() throws {
        let box = try DynamicBox(center: Point(5, 5), size: Size(10, 10))
        let animator = try DynamicAnimator()
        try animator.addBehavior(try GravityBehavior(items: [box]))
        try animator.advance(to: 0.5)
        #expect(box.center.y > 100)
        // A drag moves the item; the simulation takes it from there.
        box.center = Point(0, 0)
        try animator.updateItemUsingCurrentState(box)
        try animator.advance(to: 0.5 + 1.0 / 480)
        #expect(box.center.y < 5)
        animator.removeAllBehaviors()
        #expect(animator.items.isEmpty)
    }
}

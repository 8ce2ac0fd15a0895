import Foundation
import KiteComponents
import KiteDynamics
import KiteGeometry
import KiteLayerAnimation
import KiteScene
import Testing

/// The layer write-back: the body's centre and angle land in the layer model the renderer draws.
@Suite struct LayerDynamicItemTests {
    /// The centre of the bounds as the layer tree itself maps it into the superlayer (the reference).
    static func drawnCenter(of layer: Layer) -> Point {
        layer.transformToSuperlayer.apply(to: layer.bounds.center)!
    }

    static func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool { a.distance(to: b) <= tolerance }

    @Test func centreIsTheDrawnCentreOfTheBoundsForAnyAnchorAndAngle() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.anchorPoint = Point(0, 0)
        layer.position = Point(10, 20)
        layer.transformComponents.rotation = .pi / 2
        let item = LayerDynamicItem(layer: layer, spaceOrigin: Vector(dx: 5, dy: -5))
        // The anchor's offset from the centre, (-50, -25), turned a quarter clockwise is (25, -50).
        #expect(Self.close(item.center, Point(10 - 25 - 5, 20 + 50 + 5), 1e-12))
        #expect(Self.close(item.center + Vector(dx: 5, dy: -5), Self.drawnCenter(of: layer), 1e-12))
        #expect(item.angle == .pi / 2)
        #expect(item.size == Size(100, 50))
    }

    @Test func settingCentreAndAngleMovesTheDrawnLayer() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
        layer.anchorPoint = Point(0.1, 0.9)
        let item = LayerDynamicItem(layer: layer)
        for (center, angle) in [(Point(30, 40), 0.3), (Point(-12, 7.5), -2.0), (Point(100, 0), 4 * Double.pi + 1)] {
            item.center = center
            item.angle = angle
            #expect(Self.close(Self.drawnCenter(of: layer), center, 1e-9))
            #expect(abs(layer.transform.m11 - cos(angle)) < 1e-12 && abs(layer.transform.m12 - sin(angle)) < 1e-12)
            #expect(item.angle == angle)
        }
    }

    /// A layer and a plain `DynamicBox` under the same behaviours follow the same trajectory, and the layer shows it.
    @Test func layerFollowsTheSameTrajectoryAsABox() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 120, height: 60)
        layer.position = Point(200, 100)
        let item = LayerDynamicItem(layer: layer)
        let box = try DynamicBox(center: Point(200, 100), size: Size(120, 60))
        var animators: [DynamicAnimator] = []
        for body in [item as any DynamicItem, box] {
            let animator = try DynamicAnimator()
            try animator.addBehavior(try GravityBehavior(items: [body]))
            try animator.addBehavior(
                try AttachmentBehavior(
                    item: body, offsetFromCenter: Vector(dx: -60, dy: 0), attachedToAnchor: Point(140, 100), length: 0))
            animators.append(animator)
        }
        for frame in 1...90 {
            for animator in animators { try animator.advance(to: Double(frame) / 60) }
            #expect(Self.close(item.center, box.center, 1e-6))
            #expect(abs(item.angle - box.angle) < 1e-9)
            #expect(Self.close(Self.drawnCenter(of: layer), box.center, 1e-6))
        }
        #expect(box.angle > 0.5)
    }

    /// With the anchor point on the pivot, the layer's position is the pivot at every frame while it swings.
    @Test func layerPinnedAtItsAnchorKeepsItsPosition() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 200, height: 40)
        layer.anchorPoint = Point(0.1, 0.5)
        layer.position = Point(50, 50)
        let item = LayerDynamicItem(layer: layer)
        let animator = try DynamicAnimator()
        try animator.addBehavior(try GravityBehavior(items: [item]))
        try animator.addBehavior(
            try AttachmentBehavior(
                item: item, offsetFromCenter: Vector(dx: -80, dy: 0), attachedToAnchor: Point(50, 50), length: 0))
        var angles: [Double] = []
        for frame in 1...120 {
            try animator.advance(to: Double(frame) / 60)
            #expect(Self.close(layer.position, Point(50, 50), 0.01))
            #expect(abs(layer.transform.m11 - cos(item.angle)) < 1e-9)
            #expect(abs(layer.transform.m12 - sin(item.angle)) < 1e-9)
            angles.append(item.angle)
        }
        #expect(angles.max()! > 1)
    }
}

import Foundation
import KiteDynamics
import KiteGeometry

/// Scenes and reference formulas shared by the dynamics tests.
enum TestScenes {
    /// Gravity of magnitude 1, in points per second squared.
    static let g = 1000.0

    /// A box of `size` hanging from a pivot at the origin, its centre `arm` points below the pivot when upright,
    /// started at `angle` (radians) at rest.
    static func pendulum(
        size: Size = Size(20, 20), arm: Double = 100, angle: Double, resistance: Double = 0,
        stepSeconds: Double = DynamicAnimator.defaultStepSeconds
    ) throws -> (animator: DynamicAnimator, box: DynamicBox) {
        let center = Point(x: -arm * sin(angle), y: arm * cos(angle))
        let box = try DynamicBox(center: center, size: size, angle: angle)
        let animator = try DynamicAnimator(stepSeconds: stepSeconds)
        try animator.addBehavior(
            try AttachmentBehavior(
                item: box, offsetFromCenter: Vector(0, -arm), attachedToAnchor: .zero, length: 0))
        try animator.addBehavior(try GravityBehavior(items: [box]))
        try animator.addBehavior(
            try DynamicItemBehavior(items: [box], resistance: resistance, angularResistance: resistance))
        return (animator, box)
    }

    /// Kinetic plus gravitational potential energy of `box` (y grows downwards, so the potential is -m g y).
    static func energy(of box: DynamicBox, in animator: DynamicAnimator) throws -> Double {
        let m = try animator.mass(of: box)
        let v = try animator.linearVelocity(of: box)
        let w = try animator.angularVelocity(of: box)
        return 0.5 * m * v.lengthSquared + 0.5 * (try animator.momentOfInertia(of: box)) * w * w - m * g * box.center.y
    }

    /// World position of a point given in `item`'s own coordinates as an offset from its centre.
    static func worldPoint(_ offset: Vector, of item: DynamicItem) -> Point {
        let (s, c) = (sin(item.angle), cos(item.angle))
        return item.center + Vector(dx: offset.dx * c - offset.dy * s, dy: offset.dx * s + offset.dy * c)
    }

    /// Times at which `samples` (t, value) cross zero upwards, linearly interpolated.
    static func upwardZeroCrossings(_ samples: [(t: Double, value: Double)]) -> [Double] {
        zip(samples, samples.dropFirst()).compactMap { a, b in
            guard a.value < 0, b.value >= 0 else { return nil }
            return a.t + (b.t - a.t) * (-a.value) / (b.value - a.value)
        }
    }

    static func meanPeriod(_ crossings: [Double]) -> Double {
        (crossings.last! - crossings.first!) / Double(crossings.count - 1)
    }
}

import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

/// The instantly reactive button of "Building Instantly-Reactive Buttons" (Mike Rundle, `DTCTestButton`): the moment a finger or button goes down the layer
/// springs to scale 0.8 and turns π/6, and springs back to 1 and 0 on release (bounciness 20, speed 18).
///
/// Both springs run under fixed keys and are retargeted while they run, so rapid taps keep their value and velocity.
struct PressFeedback {
    /// Animation keys on the pressed layer, as the original names them.
    static let scaleKey = "scale"
    static let rotationKey = "rotate"
    /// Scale while pressed; 1 at rest.
    static let pressedScale = 0.8
    /// Rotation while pressed, radians (clockwise on screen); 0 at rest.
    static let pressedRotation = Double.pi / 6

    let layer: Layer
    let animator: Animator
    let spring: SpringParameters

    /// Throws only if Pop's conversion of (20, 18) were rejected, which it is not.
    init(layer: Layer, animator: Animator) throws(AnimationError) {
        (self.layer, self.animator) = (layer, animator)
        spring = try SpringParameters(bounciness: 20, speed: 18)
    }

    /// Touch-down (`touchesBegan`).
    func press() { spring(scale: Self.pressedScale, rotation: Self.pressedRotation) }

    /// Touch-up or cancel (`touchesEnded`).
    func release() { spring(scale: 1, rotation: 0) }

    private func spring(scale: Double, rotation: Double) {
        animator.spring(
            .scaleXY, of: layer, to: Point(x: scale, y: scale), key: Self.scaleKey, parameters: spring, kind: .scale)
        animator.spring(
            .rotation, of: layer, to: rotation, key: Self.rotationKey, parameters: spring, kind: .rotation)
    }
}

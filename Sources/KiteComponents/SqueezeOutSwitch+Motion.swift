import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// Taps and drags. The circle's x is one keyed spring on the shared animator: every new goal replaces it under the
// same key, so the new spring starts from the on-screen x and inherits the velocity (or takes the pan's).
extension SqueezeOutSwitch {
    /// Whether the circle is being animated or dragged.
    public var isMoving: Bool {
        drag != nil || animator.animation(forKey: Self.motionKey, on: knobLayer) != nil
    }

    /// A tap: heads for the other state, or, when a tap is already heading there, back to the state it had.
    public func toggle() {
        setOn(!(travelTarget ?? isOn))
    }

    /// Sends the circle towards `on`: through the middle (switching there) when that is the other side, straight
    /// to its rest otherwise. Ignored while a drag goes on.
    public func setOn(_ on: Bool) {
        guard drag == nil else { return }
        if on == isOn {
            travelTarget = nil
            approach = nil
            settle(velocity: nil)
        } else {
            travelTarget = on
            approachMiddle()
        }
    }

    private func approachMiddle() {
        reachedMiddle = false
        let middle = layer.bounds.origin.x + geometry.middleX
        // A circle already at (or past) the middle on its way switches at the next frame.
        guard
            let spring = try? SpringAnimation<Double>(
                spring: Self.approachSpring, to: middle, kind: kind, clampsOvershoot: true)
        else { return }
        approach = spring
        spring.onReachedTarget = { [weak self, weak spring] in
            // Only the latest approach counts: a replaced one may still report from its last frame.
            guard let self, let spring, self.approach === spring else { return }
            self.reachedMiddle = true
        }
        animator.add(spring, to: knobLayer, property: .positionX, forKey: Self.motionKey)
    }

    /// The tap's circle is at the middle: it changes its look and springs on to the far side, from rest at the
    /// middle at the instant the approach arrived there (not at the frame that noticed it), so every frame rate
    /// shows the same motion.
    func passMiddle() {
        reachedMiddle = false
        let arrival = approach?.currentSegment.flatMap { segment in
            segment.curve.reachedTargetTime.map { segment.startTime + $0 }
        }
        approach = nil
        guard let target = travelTarget else { return }
        travelTarget = nil
        isOn = target
        let middle = layer.bounds.origin.x + geometry.middleX
        let rest = layer.bounds.origin.x + geometry.restX(on: isOn)
        let elapsed = max(animator.time - (arrival ?? animator.time), 0)
        guard
            let curve = try? SpringCurve<Double>(
                spring: Self.settleSpring, from: middle, to: rest, threshold: kind.threshold),
            let spring = try? SpringAnimation<Double>(
                spring: Self.settleSpring, to: rest, from: curve.sample(at: elapsed).value,
                velocity: curve.sample(at: elapsed).velocity, kind: kind)
        else { return }
        knobLayer.position.x = curve.sample(at: elapsed).value
        animator.add(spring, to: knobLayer, property: .positionX, forKey: Self.motionKey)
    }

    /// Springs the circle to the rest of its current side, with `velocity` in points per second (nil: the
    /// velocity of the spring it replaces).
    func settle(velocity: Double?) {
        let rest = layer.bounds.origin.x + geometry.restX(on: isOn)
        guard
            let spring = try? SpringAnimation<Double>(
                spring: Self.settleSpring, to: rest, velocity: velocity, kind: kind)
        else { return }
        animator.add(spring, to: knobLayer, property: .positionX, forKey: Self.motionKey)
    }

    /// Completion threshold of the circle's x: a tenth of a point (and a tenth of a point per second), below what
    /// shows at scale 2, so the end of the bounce is not cut visibly.
    var kind: PropertyKind { .custom(threshold: 0.1) }

    /// After a relayout that scaled the width by `scale`: the same goal, from the circle's new place.
    func restartMotion(scale: Double) {
        if let drag {
            let startX = drag.startX * scale
            self.drag = (startX, dragRange(from: startX))
        } else if travelTarget != nil {
            approachMiddle()
        } else {
            settle(velocity: nil)
        }
    }

    /// The x range a drag starting at `x` may use: its half up to the baffler's maximum stretch, widened to
    /// include `x` itself so that grabbing an overshooting circle does not make it jump.
    func dragRange(from x: Double) -> ClosedRange<Double> {
        let range = geometry.dragRange(on: isOn)
        return min(range.lowerBound, x)...max(range.upperBound, x)
    }

    /// Pan began: the circle stops where it is on screen and follows the finger from there.
    func beginDrag() {
        animator.removeAnimation(forKey: Self.motionKey, on: knobLayer)
        travelTarget = nil
        approach = nil
        reachedMiddle = false
        drag = (knobX, dragRange(from: knobX))
    }

    /// Pan changed: the circle follows the horizontal translation, clamped to its range.
    func moveDrag(by translation: Vector) {
        // A non-finite translation (a broken input device or replay file) is ignored rather than drawn.
        guard let drag, translation.dx.isFinite else { return }
        let x = min(max(drag.startX + translation.dx, drag.range.lowerBound), drag.range.upperBound)
        knobLayer.position.x = layer.bounds.origin.x + x
        updateBaffler()
    }

    /// Pan ended: past the middle the switch changes state; either way the circle springs to its side's rest
    /// with the pan's horizontal velocity.
    func endDrag(translation: Vector, velocity: Vector) {
        guard drag != nil else { return }
        moveDrag(by: translation)
        drag = nil
        let middle = geometry.middleX
        if isOn ? knobX < middle : knobX > middle { isOn.toggle() }
        settle(velocity: velocity.dx.isFinite ? velocity.dx : 0)
        updateBaffler()
    }
}

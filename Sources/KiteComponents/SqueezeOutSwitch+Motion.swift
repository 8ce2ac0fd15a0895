import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// Taps and drags. The circle's x is one keyed animation on the shared animator: every new goal replaces it under the
// same key, so the new one starts from the on-screen x (and a spring inherits the velocity or takes the pan's).
extension SqueezeOutSwitch {
    /// Whether the circle is being animated or dragged.
    public var isMoving: Bool {
        drag != nil || animator.animation(forKey: Self.motionKey, on: knobLayer) != nil
    }

    /// A tap: heads for the other state, or, when a tap is already heading there, back to the state it had.
    public func toggle() {
        setOn(!(travelTarget ?? isOn))
    }

    /// Sends the circle towards `on`: through `switchX` (changing state there) when that is the other side,
    /// straight back to its rest otherwise. Ignored while a drag goes on.
    public func setOn(_ on: Bool) {
        guard drag == nil else { return }
        if on == isOn {
            travelTarget = nil
            settle(velocity: nil)
        } else {
            travelTarget = on
            approachSwitchPoint()
        }
    }

    /// The tap's first part: 0.3 s with UIKit's ease-in-out, (0.42, 0, 0.58, 1), from where the circle is to
    /// `switchX`. A circle already moving starts the curve at its own velocity (the first control point's y is
    /// 0.42 v T / D for velocity v, duration T and distance D), so a tap mid-bounce has no jump in speed.
    private func approachSwitchPoint() {
        pulse = nil
        let origin = layer.bounds.origin.x
        let target = origin + geometry.switchX(on: isOn)
        let from = knobLayer.position.x
        let distance = target - from
        guard abs(distance) > 1e-9 else {
            passSwitchPoint(arrival: animator.time)
            return
        }
        let velocity = currentVelocity
        let limit = AnimationLimits.maximumControlPointY
        let firstY = min(max(0.42 * velocity * Self.approachSeconds / distance, -limit), limit)
        guard let curve = try? TimingFunction(controlPoints: 0.42, firstY, 0.58, 1),
            let approach = try? BasicAnimation<Double>(
                from: from, to: target, duration: Self.approachSeconds, timingFunction: curve)
        else { return }
        approach.completion = { [weak self, weak approach] finished in
            // Only an approach that ran to its end switches; one replaced by a tap or a drag reports false.
            guard finished, let self, let approach else { return }
            self.passSwitchPoint(arrival: approach.startTime + Self.approachSeconds)
        }
        animator.add(approach, to: knobLayer, property: .positionX, forKey: Self.motionKey)
        // The model value, as Core Animation code sets it: what the circle shows when the curve ends.
        knobLayer.position.x = target
    }

    /// The circle's velocity on screen now, in points per second (0 when nothing moves it).
    private var currentVelocity: Double {
        guard let running = animator.animation(forKey: Self.motionKey, on: knobLayer) else { return 0 }
        if let spring = running as? SpringAnimation<Double>, let segment = spring.currentSegment {
            return segment.curve.sample(at: animator.time - segment.startTime).velocity
        }
        if let curve = running as? BasicAnimation<Double>, let from = curve.fromValue, let to = curve.toValue {
            let progress = (animator.time - curve.startTime) / Self.approachSeconds
            guard progress < 1 else { return 0 }
            return (to - from) * curve.timingFunction.slope(at: max(progress, 0)) / Self.approachSeconds
        }
        return 0
    }

    /// The tap's circle reached `switchX` at animator time `arrival`: the state and the circle's image change
    /// there (under the baffler) and the spring takes it from rest to the far side. The spring is sampled at the
    /// time since `arrival`, not since the frame that noticed it, so every frame rate shows the same motion.
    func passSwitchPoint(arrival: Double) {
        guard let target = travelTarget else { return }
        travelTarget = nil
        let start = layer.bounds.origin.x + geometry.switchX(on: isOn)
        let startTip = abs(geometry.followTipOffset(circleX: start - layer.bounds.origin.x, on: isOn))
        isOn = target
        let rest = layer.bounds.origin.x + geometry.restX(on: isOn)
        let elapsed = max(animator.time - arrival, 0)
        guard
            let curve = try? SpringCurve<Double>(
                spring: Self.settleSpring, from: start, to: rest, threshold: kind.threshold),
            let spring = try? SpringAnimation<Double>(
                spring: Self.settleSpring, to: rest, from: curve.sample(at: elapsed).value,
                velocity: curve.sample(at: elapsed).velocity, kind: kind)
        else { return }
        pulse = (start, startTip)
        knobLayer.position.x = curve.sample(at: elapsed).value
        animator.add(spring, to: knobLayer, property: .positionX, forKey: Self.motionKey)
        updateBaffler()
    }

    /// Springs the circle to the rest of its current side, with `velocity` in points per second (nil: the
    /// velocity of the animation it replaces).
    func settle(velocity: Double?) {
        let rest = layer.bounds.origin.x + geometry.restX(on: isOn)
        guard
            let spring = try? SpringAnimation<Double>(
                spring: Self.settleSpring, to: rest, velocity: velocity ?? currentVelocity, kind: kind)
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
            approachSwitchPoint()
        } else {
            let keptPulse = pulse
            settle(velocity: nil)
            pulse = keptPulse
        }
    }

    /// The x range a drag starting at `x` may use: from its rest to `switchX`, widened to include `x` itself so
    /// that grabbing an overshooting circle does not make it jump.
    func dragRange(from x: Double) -> ClosedRange<Double> {
        let range = geometry.dragRange(on: isOn)
        return min(range.lowerBound, x)...max(range.upperBound, x)
    }

    /// Pan began: the circle stops where it is on screen and follows the finger from there.
    func beginDrag() {
        animator.removeAnimation(forKey: Self.motionKey, on: knobLayer)
        travelTarget = nil
        pulse = nil
        drag = (knobX, dragRange(from: knobX))
        updateBaffler()
    }

    /// Pan changed: the circle follows the horizontal translation, clamped to its range.
    func moveDrag(by translation: Vector) {
        // A non-finite translation (a broken input device or replay file) is ignored rather than drawn.
        guard let drag, translation.dx.isFinite else { return }
        let x = min(max(drag.startX + translation.dx, drag.range.lowerBound), drag.range.upperBound)
        knobLayer.position.x = layer.bounds.origin.x + x
        updateBaffler()
    }

    /// Pan ended: past the middle the state and the circle's image change and the circle bounces to the other
    /// side with the baffler pulsing; before it, the circle springs back and the baffler follows it home. Either
    /// way the spring starts with the pan's horizontal velocity: Kite's improvement over the original, which
    /// starts it at rest.
    func endDrag(translation: Vector, velocity: Vector) {
        guard drag != nil else { return }
        moveDrag(by: translation)
        drag = nil
        let startTip = abs(bafflerTipOffset)
        let past = isOn ? knobX > geometry.middleX : knobX < geometry.middleX
        if past {
            isOn.toggle()
            pulse = (knobLayer.position.x, startTip)
        }
        settle(velocity: velocity.dx.isFinite ? velocity.dx : 0)
        updateBaffler()
    }
}

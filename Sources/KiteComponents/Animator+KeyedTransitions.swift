import KiteAnimation
import KiteScene

// The two ways the originals animate, as one call each, both keyed so a new call replaces (never stacks on) the running
// one and continues from what is on screen.

extension Animator {
    /// Core Animation style (robb's hamburger button): a `BasicAnimation` from the value on screen now to `value`, after
    /// `delaySeconds` (holding the start value meanwhile: backwards fill), over `durationSeconds` with `curve`; the
    /// model value is set to `value` at once, so it stays when the animation is removed. Replaces the animation under
    /// `key`, which is how a tap mid-flight reverses without a jump. When the start cannot be animated from (not
    /// finite) or the timing is invalid, the value is set without animation.
    func transition<Target: Layer, Value: Animatable>(
        _ property: AnimatableProperty<Target, Value>, of target: Target, to value: Value, key: String,
        durationSeconds: Double, delaySeconds: Double = 0, curve: TimingFunction
    ) {
        let from = presentedValue(property, of: target, key: key)
        do {
            let timing = try MediaTiming(duration: durationSeconds, beginTime: delaySeconds, fillMode: .backwards)
            let animation = try BasicAnimation(from: from, to: value, timing: timing, timingFunction: curve)
            add(animation, to: target, property: property, forKey: key)
        } catch {
            removeAnimation(forKey: key, on: target)
        }
        property.set(target, value)
    }

    /// The value on screen now. Normally the property itself (the animator writes what it shows); but between a
    /// `transition` added at this very instant and the next frame the property already holds the new model value
    /// while the screen still shows that animation's start.
    private func presentedValue<Target: Layer, Value: Animatable>(
        _ property: AnimatableProperty<Target, Value>, of target: Target, key: String
    ) -> Value {
        if let running = animation(forKey: key, on: target) as? BasicAnimation<Value>, running.startTime == time,
            let from = running.fromValue
        {
            return from
        }
        return property.get(target)
    }

    /// Pop style (the `pop_animationForKey` pattern of Mike Rundle's Pop examples): retargets the spring running under `key` to
    /// `value`, keeping its value and velocity, or, when none runs (or one with other parameters), adds a new one from
    /// the value on screen (or `restingValue`), inheriting the velocity of whatever it replaces. `restingValue` is for
    /// properties that read back in another form than they were set: a rotation read from the matrix comes back
    /// wrapped into -π...π, so a square that spun to 4π would otherwise spin back from 0. Should the spring be refused
    /// (a target that is not finite), the value is set directly, where the layer's own finiteness checks report it.
    func spring<Target: AnyObject, Value: Animatable>(
        _ property: AnimatableProperty<Target, Value>, of target: Target, to value: Value, key: String,
        parameters: SpringParameters, kind: PropertyKind, restingValue: Value? = nil
    ) {
        do {
            if let running = animation(forKey: key, on: target) as? SpringAnimation<Value>,
                running.spring == parameters, running.kind == kind
            {
                try running.retarget(to: value)
            } else {
                let spring = try SpringAnimation(spring: parameters, to: value, from: restingValue, kind: kind)
                add(spring, to: target, property: property, forKey: key)
            }
        } catch {
            removeAnimation(forKey: key, on: target)
            property.set(target, value)
        }
    }
}

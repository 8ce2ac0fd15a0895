/// Binds a `PropertyAnimation` to a property of a target and writes its values there.
final class PropertyTrack<Target: AnyObject, Value: Animatable>: AnimationTrack {
    // Strong, as UIKit's animation blocks hold their views: the target lives until its animations end or are
    // removed. A weak reference would move every retain and release of the target onto the slow side-table path.
    let target: Target
    let property: AnimatableProperty<Target, Value>
    let propertyAnimation: PropertyAnimation<Value>
    /// The model value: what the property holds without this animation. Updated when someone else writes the
    /// property, which is how an app sets the final model value right after adding a Core Animation style animation.
    var base: AnimationVector
    var lastWritten: AnimationVector
    var hasWritten = false
    /// Cached `animation.readsModelValue`: fixed by the animation's type.
    let readsModelValue: Bool

    init(
        key: AnimationKey, sequence: Int, target: Target, property: AnimatableProperty<Target, Value>,
        animation: PropertyAnimation<Value>
    ) {
        self.target = target
        self.property = property
        self.propertyAnimation = animation
        self.base = property.readVector(target)
        self.lastWritten = base
        self.readsModelValue = animation.readsModelValue
        super.init(key: key, sequence: sequence)
    }

    override var animation: Animation { propertyAnimation }

    override func velocity<V: Animatable>(as type: V.Type) -> AnimationVector? {
        V.self == Value.self ? propertyAnimation.velocityVector(at: propertyAnimation.lastFrameTime) : nil
    }

    override func advance(to time: Double, reducedMotion: Bool, events: inout [AnimatorEvent]) -> Bool {
        if readsModelValue {
            let current = property.readVector(target)
            if !hasWritten || current != lastWritten { base = current }
        }
        let animation = propertyAnimation
        animation.lastFrameTime = time
        let end = animation.endTime
        let finishing = reducedMotion || time >= end
        if let reached = animation.pendingReachedTime, finishing || reached <= time {
            events.append(
                AnimatorEvent(time: min(reached, time), sequence: sequence, kind: .reachedTarget, animation: animation))
        }
        let vector = finishing ? animation.finalVector(base: base) : animation.vector(at: time, base: base)
        property.writeVector(target, vector)
        if readsModelValue {
            // Read back so that lanes the value type drops compare equal next frame.
            lastWritten = property.readVector(target)
            hasWritten = true
        }
        guard finishing else { return true }
        if !hasCompleted {
            hasCompleted = true
            events.append(
                AnimatorEvent(
                    time: min(end, time), sequence: sequence, kind: .completed(finished: true), animation: animation))
        }
        return animation.isHeldAfterCompletion
    }
}

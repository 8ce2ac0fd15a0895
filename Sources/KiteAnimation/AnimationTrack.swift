/// Something the animator evaluates every frame: one animation bound to one property of one target.
class AnimationTrack {
    let key: AnimationKey
    /// Order of addition: ties between events at the same instant fire in this order.
    let sequence: Int
    var animation: Animation { fatalError("AnimationTrack is abstract") }
    /// Set once the completion event has been queued.
    var hasCompleted = false

    init(key: AnimationKey, sequence: Int) {
        self.key = key
        self.sequence = sequence
    }

    /// Writes the value for animator time `time` and queues events; returns false when the track should go.
    func advance(to time: Double, reducedMotion: Bool, events: inout [AnimatorEvent]) -> Bool {
        fatalError("AnimationTrack is abstract")
    }

    /// The velocity at the latest frame, packed, if the animation animates values of type `V`.
    func velocity<V: Animatable>(as type: V.Type) -> AnimationVector? { nil }
}

/// Identity of a keyed animation: the target object and the key string.
struct AnimationKey: Hashable {
    let object: ObjectIdentifier
    let name: String
}

/// A callback due at an instant; the animator sorts them so they fire in time order.
struct AnimatorEvent {
    enum Kind { case reachedTarget, completed(finished: Bool) }
    let time: Double
    let sequence: Int
    let kind: Kind
    let animation: Animation

    /// Earlier first; at the same instant, earlier-added first, and "reached" before "completed".
    static func precedes(_ a: AnimatorEvent, _ b: AnimatorEvent) -> Bool {
        if a.time != b.time { return a.time < b.time }
        if a.sequence != b.sequence { return a.sequence < b.sequence }
        if case .reachedTarget = a.kind, case .completed = b.kind { return true }
        return false
    }
}

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

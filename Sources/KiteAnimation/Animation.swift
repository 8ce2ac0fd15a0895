/// The part of every animation that does not depend on the value type: completion and bookkeeping.
///
/// Animations are reference types, as in Pop: ask the animator for the one running under a key and change it
/// (`SpringAnimation.toValue`) to retarget it in flight. One animation object runs under one key at a time.
public class Animation {
    /// Called once when the animation stops: `true` when it ran to its end (or was completed at once by reduced
    /// motion), `false` when it was removed or replaced first.
    public var completion: ((_ finished: Bool) -> Void)?
    /// True from `Animator.add` until the animation completes or is removed.
    public internal(set) var isRunning = false
    /// Animator time (seconds) at which it was added.
    public internal(set) var startTime = 0.0
    /// Animator time of the latest frame that evaluated it; retargeting happens at this instant.
    public internal(set) var lastFrameTime = 0.0

    init() {}

    /// Animator time at which the animation ends (infinite when it repeats for ever or never settles). Stored, not
    /// computed, so the per-frame check is a load: subclasses set it when they start or retarget.
    var endTime = Double.infinity
    /// Animator time of a pending "reached the target" event, nil when there is none to fire. Stored likewise.
    var pendingReachedTime: Double?
    /// Marks the pending "reached the target" event as delivered and calls its handler.
    func deliverReached() { pendingReachedTime = nil }
    /// Whether the value depends on the property's model value (Core Animation style curves); Pop style animations
    /// ignore it, and the animator then skips reading the property back every frame.
    var readsModelValue: Bool { true }
    /// Whether the animation stays attached, holding its final value, after completing.
    var isHeldAfterCompletion: Bool { false }
}

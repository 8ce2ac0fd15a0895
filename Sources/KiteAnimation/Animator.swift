/// The clock and registry of running animations. Nothing moves until the owner calls `advance(to:)` with the time at
/// which the next frame will be presented, so tests step it by hand and the frame loop feeds it predicted
/// presentation times.
///
/// Every animation is evaluated in closed form from its start instant, so the value at a given instant does not
/// depend on which frames came before it: 30, 60, 120 and 144 Hz agree at their shared instants.
public final class Animator {
    /// Host time (seconds) of the latest `advance(to:)`, or the creation time.
    public private(set) var hostTime: Double
    /// Animation time (seconds): host time run through the time scale. Animations start and end in this time.
    public private(set) var time: Double
    /// Slow-motion factor: animation seconds per host second, > 0. Default 1.
    public private(set) var timeScale = 1.0
    /// When true every running or newly added animation completes at the next `advance(to:)`: it jumps to its final
    /// value, and "reached target" and completion callbacks still fire, in the order the animations were added.
    public var reducesMotion = false

    /// Host and animation time at the last change of `timeScale`; animation time is linear in host time after it.
    private var anchor: (host: Double, time: Double)
    private var tracks: [AnimationTrack] = []
    private var tracksByKey: [AnimationKey: AnimationTrack] = [:]
    private var events: [AnimatorEvent] = []
    private var nextSequence = 0

    /// `hostTime`: the current host time in seconds (for instance the frame loop's clock), so that animations added
    /// before the first frame start now rather than at zero. Throws if it is not finite.
    public init(hostTime: Double = 0) throws(AnimationError) {
        self.hostTime = try Check.finite(hostTime, "animator start time")
        time = hostTime
        anchor = (hostTime, hostTime)
        tracks.reserveCapacity(64)
        events.reserveCapacity(64)
    }

    /// Changes the slow-motion factor from the current instant on, without a jump in any animation.
    public func setTimeScale(_ scale: Double) throws(AnimationError) {
        timeScale = try Check.positive(scale, "animator time scale")
        anchor = (hostTime, time)
    }

    /// Number of attached animations (running, or held after completion).
    public var animationCount: Int { tracks.count }

    /// Whether an attached animation has yet to complete (one waiting for its begin time included): the next
    /// `advance(to:)` may change a value, so an on-demand frame loop keeps drawing. False once everything left is
    /// held at its final value.
    public var isAnimating: Bool { tracks.contains { !$0.hasCompleted } }

    /// Moves the clock to `hostSeconds`, writes every animation's value for that instant into its target and then
    /// fires the callbacks that fell due, in the order of the instants at which they happened. Non-finite times and
    /// times earlier than the current one are ignored (the clock never runs backwards).
    public func advance(to hostSeconds: Double) {
        guard hostSeconds.isFinite, hostSeconds >= hostTime else { return }
        hostTime = hostSeconds
        time = anchor.time + (hostSeconds - anchor.host) * timeScale
        // Locals instead of properties inside the loop: each property access of a class is an exclusivity check.
        let (now, reduced) = (time, reducesMotion)
        var due: [AnimatorEvent] = []
        swap(&due, &events)
        // No handler runs inside the loop (events are only queued), so the list can be worked on outside `self`.
        var list: [AnimationTrack] = []
        swap(&list, &tracks)
        var kept = 0
        for index in list.indices {
            let track = list[index]
            if track.advance(to: now, reducedMotion: reduced, events: &due) {
                if kept != index { list[kept] = track }
                kept += 1
            } else {
                track.animation.isRunning = false
                if tracksByKey[track.key] === track { tracksByKey[track.key] = nil }
            }
        }
        list.removeSubrange(kept...)
        // Anything a property setter added meanwhile went into the (emptied) property: keep it.
        list.append(contentsOf: tracks)
        swap(&list, &tracks)
        fire(&due)
        // Hand the (emptied) buffer back so its capacity is reused next frame.
        due.removeAll(keepingCapacity: true)
        if events.isEmpty { swap(&due, &events) }
    }

    /// Delivers the events that fell due in time order; handlers may add or remove animations meanwhile.
    private func fire(_ due: inout [AnimatorEvent]) {
        guard !due.isEmpty else { return }
        due.sort(by: AnimatorEvent.precedes)
        for event in due {
            switch event.kind {
            case .reachedTarget: event.animation.deliverReached()
            case .completed(let finished): event.animation.completion?(finished)
            }
        }
    }
}

extension Animator {
    /// Attaches `animation` to `property` of `target` under `key`, starting now (animation time `time`).
    ///
    /// An animation already under that key is removed first and its completion called with `finished == false`;
    /// a spring replacing another animation of the same value type inherits its velocity unless it has its own.
    /// Unset `fromValue`s resolve to the property's current (on-screen) value. The animator keeps `target` alive
    /// until the animation completes or is removed (remove a layer's animations when discarding it).
    /// Precondition: `animation` is not already running (an animation object runs under one key at a time).
    public func add<Target: AnyObject, Value: Animatable>(
        _ animation: PropertyAnimation<Value>, to target: Target, property: AnimatableProperty<Target, Value>,
        forKey key: String
    ) {
        precondition(!animation.isRunning, "Animator.add: this animation is already running under another key")
        let animationKey = AnimationKey(object: ObjectIdentifier(target), name: key)
        let inherited = tracksByKey[animationKey]?.velocity(as: Value.self)
        let replaced = detachTrack(animationKey)
        let track = PropertyTrack(
            key: animationKey, sequence: nextSequence, target: target, property: property, animation: animation)
        nextSequence += 1
        animation.isRunning = true
        animation.start(current: property.readVector(target), inheritedVelocity: inherited, at: time)
        tracks.append(track)
        tracksByKey[animationKey] = track
        // Told after the new animation is in place, so a completion handler that adds under the same key wins.
        replaced.map(notifyRemoved)
    }

    /// `add(_:to:property:forKey:)` through a key path: simplest to call, but each frame's write allocates.
    public func add<Target: AnyObject, Value: Animatable>(
        _ animation: PropertyAnimation<Value>, to target: Target,
        keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable, forKey key: String
    ) {
        add(animation, to: target, property: AnimatableProperty(keyPath), forKey: key)
    }

    /// The animation attached to `target` under `key`, if any (cast it to its concrete type to change it).
    public func animation(forKey key: String, on target: AnyObject) -> Animation? {
        tracksByKey[AnimationKey(object: ObjectIdentifier(target), name: key)]?.animation
    }

    /// The keys of the animations attached to `target`, in the order they were added.
    public func animationKeys(on target: AnyObject) -> [String] {
        let object = ObjectIdentifier(target)
        return tracks.filter { $0.key.object == object }.map(\.key.name)
    }

    /// Detaches the animation under `key`; its completion is called with `finished == false` unless it had already
    /// completed. The property keeps the value last written.
    public func removeAnimation(forKey key: String, on target: AnyObject) {
        removeTrack(AnimationKey(object: ObjectIdentifier(target), name: key))
    }

    /// Detaches every animation of `target`, in the order they were added.
    public func removeAllAnimations(on target: AnyObject) {
        for key in animationKeys(on: target) { removeAnimation(forKey: key, on: target) }
    }

    private func removeTrack(_ key: AnimationKey) {
        detachTrack(key).map(notifyRemoved)
    }

    private func detachTrack(_ key: AnimationKey) -> AnimationTrack? {
        guard let track = tracksByKey.removeValue(forKey: key) else { return nil }
        tracks.removeAll { $0 === track }
        track.animation.isRunning = false
        return track
    }

    private func notifyRemoved(_ track: AnimationTrack) {
        guard !track.hasCompleted else { return }
        track.hasCompleted = true
        track.animation.completion?(false)
    }
}

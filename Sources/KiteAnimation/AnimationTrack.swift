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

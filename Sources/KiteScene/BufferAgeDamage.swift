/// What a frame must repaint into a window's back buffer when the driver says how old that buffer's content is
/// (`EGL_EXT_buffer_age`): a buffer of age 1 holds the previous frame, so only this frame's damage is repainted; of
/// age n, the frame drawn n frames ago, so the damage of the n - 1 frames since is repainted too; of age 0 (unknown
/// content, a new or reallocated buffer) or older than the history kept, everything. Pure bookkeeping: the swap
/// with damage still names only this frame's own damage to the compositor.
public struct BufferAgeDamage: Sendable {
    /// Frames of damage kept (4): swap chains hold two or three buffers, so older ages mean a buffer that sat
    /// unused, and a full repaint then costs little.
    public static let historyLength = 4

    /// Each recent frame's own damage, oldest first.
    private var history: [Damage] = []

    /// No frame recorded: the first repaint is full whatever the age.
    public init() {}

    /// The region to repaint into a back buffer of `age` (as `EGL_BUFFER_AGE_EXT` reports it) for a frame whose own
    /// damage is `current`, on a `width` x `height` surface (device pixels).
    public func repaint(current: Damage, age: Int, width: Int, height: Int) -> Damage {
        // The buffer's own frame must be one recorded here, and every frame since.
        guard age >= 1, age <= history.count else { return .full(width: width, height: height) }
        var region = current
        for past in history.suffix(age - 1) { region.formUnion(past) }
        return region
    }

    /// Records the frame just drawn's own damage (not the region repainted), after it is presented.
    public mutating func record(_ damage: Damage) {
        history.append(damage)
        if history.count > Self.historyLength { history.removeFirst() }
    }

    /// Forgets every frame, after a resize: the next repaint is full.
    public mutating func reset() {
        history.removeAll()
    }
}

/// Splits one frame's CPU time into `PhaseTimes` from timestamps the caller reads from its own clock, so this
/// layer never reads a clock itself.
///
/// Call `start(atNanoseconds:)` when the frame's work begins, then `end(_:atNanoseconds:)` as each phase finishes;
/// a phase's time runs from the previous mark. Phases not ended stay 0.
public struct PhaseStopwatch: Sendable {
    public private(set) var times = PhaseTimes()
    private var lastMark: UInt64 = 0

    public init() {}

    /// Begins a new frame at `now` (nanoseconds), clearing the previous frame's times.
    public mutating func start(atNanoseconds now: UInt64) {
        times = PhaseTimes()
        lastMark = now
    }

    /// Ends `phase` at `now` (nanoseconds): it gets the time since the previous mark. A clock that went backwards
    /// counts as 0.
    public mutating func end(_ phase: FramePhase, atNanoseconds now: UInt64) {
        times[phase] += Double(now &- min(now, lastMark)) / 1e6
        lastMark = max(lastMark, now)
    }
}

/// What became of one frame: when it was committed, when (and whether) it reached the screen, and its CPU cost.
/// Times are nanoseconds on the presentation clock (`wp_presentation.clock_id`, or the virtual clock headless).
public struct FrameRecord: Sendable, Equatable {
    public enum Status: String, Sendable {
        /// Shown on screen (`wp_presentation_feedback.presented`).
        case presented
        /// Never shown (`wp_presentation_feedback.discarded`).
        case discarded
        /// The compositor gave no feedback for it (no `wp_presentation`, or feedback never came).
        case unknown
    }

    /// Frame number, from 0.
    public var frame: UInt64
    /// When the frame was committed (the swap), nanoseconds.
    public var commitNanoseconds: UInt64
    /// When it was presented, nanoseconds; nil unless `status == .presented`.
    public var presentNanoseconds: UInt64?
    /// The output's refresh period reported with the presentation, nanoseconds; nil when unknown or 0.
    public var refreshNanoseconds: UInt64?
    public var status: Status
    /// Milliseconds from the start of the frame's work (frame callback handled) until its commit returned.
    public var cpuMilliseconds: Double
    /// That CPU time split by phase; nil when the frame loop does not measure phases.
    public var phases: PhaseTimes?
    /// GPU milliseconds from a timer query; nil when the driver offers none.
    public var gpuMilliseconds: Double?
    /// When the oldest input event this frame consumed happened, nanoseconds on the same clock; nil when it
    /// consumed none.
    public var inputNanoseconds: UInt64?
    /// True for the first frame after an idle gap: a stretch in which the frame loop wanted no frame (nothing moved,
    /// so no frame callback was requested). Its presentation starts a new run of intervals: the gap is neither an
    /// interval nor missed refreshes. Defaults to false.
    public var followsIdle: Bool

    public init(
        frame: UInt64, commitNanoseconds: UInt64, presentNanoseconds: UInt64?, refreshNanoseconds: UInt64?,
        status: Status, cpuMilliseconds: Double, phases: PhaseTimes? = nil, gpuMilliseconds: Double? = nil,
        inputNanoseconds: UInt64? = nil, followsIdle: Bool = false
    ) {
        self.frame = frame
        self.commitNanoseconds = commitNanoseconds
        self.presentNanoseconds = presentNanoseconds
        self.refreshNanoseconds = refreshNanoseconds
        self.status = status
        self.cpuMilliseconds = cpuMilliseconds
        self.phases = phases
        self.gpuMilliseconds = gpuMilliseconds
        self.inputNanoseconds = inputNanoseconds
        self.followsIdle = followsIdle
    }
}

/// What the rolling statistics keep of one frame: the `FrameRecord` reduced to milliseconds, with the displayed
/// interval since the previous presented frame.
struct FrameSample: Sendable {
    var status: FrameRecord.Status = .unknown
    /// Present-to-present milliseconds since the previous presented frame; nil for the first one or unless presented.
    var intervalMilliseconds: Double?
    /// The refresh period reported with the presentation, milliseconds.
    var refreshMilliseconds: Double?
    /// Refresh cycles this frame's interval skipped: round(interval / refresh) - 1, at least 0; 0 when unknown.
    var missedRefreshes = 0
    /// Which `refreshHistogram` bucket the interval fell in; nil when it has no interval or refresh.
    var histogramBucket: Int?
    var commitToPresentMilliseconds: Double?
    var inputToPresentMilliseconds: Double?
    var cpuMilliseconds = 0.0
    var phases: PhaseTimes?
    var gpuMilliseconds: Double?
}

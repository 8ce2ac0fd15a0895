/// The whole run in numbers, written as JSON at exit: interval percentiles and lows, missed refreshes, discarded
/// frames, CPU per phase, GPU time and latencies. Uses the same definitions as `FrameStatistics` (nearest-rank
/// percentiles, lows as FPS over the slowest fraction of intervals, intervals between consecutive presented frames),
/// computed in bounded memory by `FrameSummaryAccumulator`: counts and means exact, percentiles and lows within
/// 0.05% (`StreamingDistribution.relativeError`).
public struct FrameSummary: Sendable, Equatable {
    public typealias MeanAndTail = FrameStatistics.MeanAndTail

    /// Interval mean and percentiles, milliseconds.
    public struct Intervals: Sendable, Equatable {
        public var mean: Double
        public var p50: Double
        public var p95: Double
        public var p99: Double
    }

    public var frames = 0
    public var presented = 0
    public var discarded = 0
    public var unknown = 0
    /// From the first commit to the last, milliseconds.
    public var durationMilliseconds = 0.0
    /// Displayed intervals; nil without presentation feedback.
    public var intervals: Intervals?
    /// FPS over the slowest 1% and 0.1% of intervals; nil without intervals.
    public var low1PercentFramesPerSecond: Double?
    public var low01PercentFramesPerSecond: Double?
    /// Sum of round(interval / refresh) - 1 over presented frames; nil without presentation feedback.
    public var missedRefreshes: Int?
    /// CPU milliseconds of the whole frame and of each phase (nil when phases were not measured).
    public var cpu: MeanAndTail?
    public var cpuPhases: [FramePhase: MeanAndTail] = [:]
    public var gpu: MeanAndTail?
    public var commitToPresent: MeanAndTail?
    public var inputToPresent: MeanAndTail?
    /// How the frame loop redrew (whole, or only the damage, and how); nil when not told. Set by the loop.
    public var redraw: RedrawPath?
    /// Frames drawn after an idle gap (`FrameRecord.followsIdle`): how often the on-demand loop woke.
    public var wakes = 0
    /// Milliseconds from the process's start (as the kernel recorded it, before the dynamic loader ran) to the end
    /// of the first frame: its swap returned (a window: the frame is committed) or its `glFinish` (headless). Set by
    /// the loop; nil when not measured.
    public var firstFrameMilliseconds: Double?
    /// Milliseconds from the process's start to the first frame's presentation, as the compositor's
    /// `wp_presentation` feedback reports it. Set by the window loop; nil headless or without feedback.
    public var firstPresentMilliseconds: Double?

    /// An empty summary; `FrameSummaryAccumulator` fills one in.
    public init() {}

    /// Summarises `records`, in frame order, as `FrameSummaryAccumulator` does frame by frame.
    public init(records: [FrameRecord]) {
        var accumulator = FrameSummaryAccumulator()
        for record in records { accumulator.add(record) }
        self = accumulator.summary
    }
}

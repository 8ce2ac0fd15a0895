/// The whole run in numbers, written as JSON at exit: interval percentiles and lows, missed refreshes, discarded
/// frames, CPU per phase, GPU time and latencies. Uses the same definitions as `FrameStatistics` (nearest-rank
/// percentiles, lows as FPS over the slowest fraction of intervals, intervals between consecutive presented frames).
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
    /// How the frame loop redrew: a partial redraw's method, or a full redraw; nil when not told. Set by the loop.
    public var redraw: String?
    /// Frames drawn after an idle gap (`FrameRecord.followsIdle`): how often the on-demand loop woke.
    public var wakes = 0

    /// Summarises `records`, in frame order.
    public init(records: [FrameRecord]) {
        frames = records.count
        presented = records.count { $0.status == .presented }
        discarded = records.count { $0.status == .discarded }
        unknown = records.count { $0.status == .unknown }
        wakes = records.count(where: \.followsIdle)
        if let first = records.first, let last = records.last, last.commitNanoseconds >= first.commitNanoseconds {
            durationMilliseconds = Double(last.commitNanoseconds - first.commitNanoseconds) / 1e6
        }
        summariseIntervals(records)
        cpu = Self.meanAndTail(records.map(\.cpuMilliseconds))
        for phase in FramePhase.allCases {
            cpuPhases[phase] = Self.meanAndTail(records.compactMap { $0.phases?[phase] })
        }
        gpu = Self.meanAndTail(records.compactMap(\.gpuMilliseconds))
        commitToPresent = Self.meanAndTail(records.compactMap(\.commitToPresentMilliseconds))
        inputToPresent = Self.meanAndTail(records.compactMap(\.inputToPresentMilliseconds))
    }

    private mutating func summariseIntervals(_ records: [FrameRecord]) {
        var values: [Double] = []
        var missed = 0
        var previous: UInt64?
        for r in records where r.status == .presented {
            guard let present = r.presentNanoseconds else { continue }
            if let previous, present >= previous, !r.followsIdle {
                let interval = Double(present - previous) / 1e6
                values.append(interval)
                if let refresh = r.refreshNanoseconds {
                    missed += FrameStatistics.missedRefreshes(interval: interval, refresh: Double(refresh) / 1e6)
                }
            }
            previous = present
        }
        if presented + discarded > 0 { missedRefreshes = missed }
        OrderStatistics.sortInPlace(&values)
        guard let mean = OrderStatistics.mean(values) else { return }
        intervals = Intervals(
            mean: mean, p50: OrderStatistics.percentile(ofSorted: values, 50)!,
            p95: OrderStatistics.percentile(ofSorted: values, 95)!,
            p99: OrderStatistics.percentile(ofSorted: values, 99)!)
        low1PercentFramesPerSecond = OrderStatistics.lowFramesPerSecond(ofSortedIntervals: values, fraction: 0.01)
        low01PercentFramesPerSecond = OrderStatistics.lowFramesPerSecond(ofSortedIntervals: values, fraction: 0.001)
    }

    static func meanAndTail(_ values: [Double]) -> MeanAndTail? {
        var sorted = values
        OrderStatistics.sortInPlace(&sorted)
        guard let mean = OrderStatistics.mean(sorted) else { return nil }
        return MeanAndTail(mean: mean, p99: OrderStatistics.percentile(ofSorted: sorted, 99)!)
    }
}

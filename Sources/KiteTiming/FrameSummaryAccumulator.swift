/// Builds a `FrameSummary` one frame at a time in bounded memory: counts, the first and last commit, the previous
/// presentation, and a `StreamingDistribution` per figure. Memory depends on the range of the times, not on how
/// many frames there were, so an hour-long profiling run stays flat. Percentiles and lows are within
/// `StreamingDistribution.relativeError` (0.05%) of the exact nearest-rank figures; counts and means are exact.
public struct FrameSummaryAccumulator: Sendable {
    private var frames = 0
    private var presented = 0
    private var discarded = 0
    private var unknown = 0
    private var wakes = 0
    private var firstCommit: UInt64?
    private var lastCommit: UInt64?
    private var previousPresent: UInt64?
    private var missed = 0
    private var intervals = StreamingDistribution()
    private var cpu = StreamingDistribution()
    private var cpuPhases: [FramePhase: StreamingDistribution] = [:]
    private var gpu = StreamingDistribution()
    private var commitToPresent = StreamingDistribution()
    private var inputToPresent = StreamingDistribution()

    public init() {}

    /// Buckets in use over all figures: the accumulator's memory, in units of one bucket (a few dozen bytes).
    public var bucketCount: Int {
        [intervals, cpu, gpu, commitToPresent, inputToPresent].map(\.bucketCount).reduce(0, +)
            + cpuPhases.values.map(\.bucketCount).reduce(0, +)
    }

    /// Adds the next frame, in frame order.
    public mutating func add(_ record: FrameRecord) {
        frames += 1
        switch record.status {
        case .presented: presented += 1
        case .discarded: discarded += 1
        case .unknown: unknown += 1
        }
        if record.followsIdle { wakes += 1 }
        if firstCommit == nil { firstCommit = record.commitNanoseconds }
        lastCommit = record.commitNanoseconds
        if record.status == .presented, let present = record.presentNanoseconds {
            // No interval across an idle gap: no frame was wanted there.
            if let previous = previousPresent, present >= previous, !record.followsIdle {
                let interval = Double(present - previous) / 1e6
                intervals.add(interval)
                if let refresh = record.refreshNanoseconds {
                    missed += FrameStatistics.missedRefreshes(interval: interval, refresh: Double(refresh) / 1e6)
                }
            }
            previousPresent = present
        }
        cpu.add(record.cpuMilliseconds)
        if let phases = record.phases {
            for phase in FramePhase.allCases { cpuPhases[phase, default: StreamingDistribution()].add(phases[phase]) }
        }
        if let g = record.gpuMilliseconds { gpu.add(g) }
        if let c = record.commitToPresentMilliseconds { commitToPresent.add(c) }
        if let i = record.inputToPresentMilliseconds { inputToPresent.add(i) }
    }

    /// The summary of the frames added so far.
    public var summary: FrameSummary {
        var s = FrameSummary()
        (s.frames, s.presented, s.discarded, s.unknown, s.wakes) = (frames, presented, discarded, unknown, wakes)
        if let first = firstCommit, let last = lastCommit, last >= first {
            s.durationMilliseconds = Double(last - first) / 1e6
        }
        if presented + discarded > 0 { s.missedRefreshes = missed }
        if let mean = intervals.mean {
            s.intervals = FrameSummary.Intervals(
                mean: mean, p50: intervals.percentile(50)!, p95: intervals.percentile(95)!,
                p99: intervals.percentile(99)!)
            s.low1PercentFramesPerSecond = Self.low(intervals, fraction: 0.01)
            s.low01PercentFramesPerSecond = Self.low(intervals, fraction: 0.001)
        }
        s.cpu = Self.meanAndTail(cpu)
        for phase in FramePhase.allCases { s.cpuPhases[phase] = cpuPhases[phase].flatMap(Self.meanAndTail) }
        s.gpu = Self.meanAndTail(gpu)
        s.commitToPresent = Self.meanAndTail(commitToPresent)
        s.inputToPresent = Self.meanAndTail(inputToPresent)
        return s
    }

    /// FPS over the slowest `fraction` of intervals (at least one), as `OrderStatistics.lowFramesPerSecond`.
    private static func low(_ d: StreamingDistribution, fraction: Double) -> Double? {
        let worst = max(1, Int((fraction * Double(d.count)).rounded(.up)))
        let sum = d.sumOfLargest(worst)
        return sum > 0 ? 1000 * Double(worst) / sum : nil
    }

    private static func meanAndTail(_ d: StreamingDistribution) -> FrameSummary.MeanAndTail? {
        guard let mean = d.mean else { return nil }
        return FrameSummary.MeanAndTail(mean: mean, p99: d.percentile(99)!)
    }
}

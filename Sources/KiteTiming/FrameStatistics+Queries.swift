extension FrameStatistics {
    /// Nearest-rank percentiles of one series, milliseconds.
    public struct Percentiles: Sendable, Equatable {
        public var p50: Double
        public var p95: Double
        public var p99: Double
    }

    /// A series' mean and 99th percentile, milliseconds.
    public struct MeanAndTail: Sendable, Equatable {
        public var mean: Double
        public var p99: Double
    }

    /// Everything about the displayed intervals, from one sort, milliseconds and frames per second.
    public struct IntervalSummary: Sendable, Equatable {
        public var framesPerSecond: Double
        public var percentiles: Percentiles
        /// FPS over the slowest 1% and 0.1% of intervals.
        public var low1Percent: Double
        public var low01Percent: Double
    }

    /// Whether any frame in the window got presentation feedback (presented or discarded). When false, every
    /// interval and latency query returns nil.
    public var hasPresentationFeedback: Bool { samples.count > unknownCount }

    /// Frames in the window whose displayed interval is `bucket + 1` refreshes; the last bucket also counts all
    /// longer ones. `bucket` in 0..<histogramBucketCount.
    public func histogramCount(bucket: Int) -> Int { histogram[bucket] }

    /// Frames per second from the mean displayed interval; nil without intervals.
    public mutating func framesPerSecond() -> Double? {
        gather { $0.intervalMilliseconds }
        return OrderStatistics.mean(scratch).flatMap { $0 > 0 ? 1000 / $0 : nil }
    }

    /// p50, p95 and p99 of the displayed intervals; nil without intervals.
    public mutating func intervalPercentiles() -> Percentiles? {
        gatherSorted { $0.intervalMilliseconds }
        guard let p50 = OrderStatistics.percentile(ofSorted: scratch, 50) else { return nil }
        return Percentiles(
            p50: p50, p95: OrderStatistics.percentile(ofSorted: scratch, 95)!,
            p99: OrderStatistics.percentile(ofSorted: scratch, 99)!)
    }

    /// FPS, percentiles and lows of the displayed intervals from a single sort (what the HUD shows every frame);
    /// nil without intervals.
    public mutating func intervalSummary() -> IntervalSummary? {
        gatherSorted { $0.intervalMilliseconds }
        guard let mean = OrderStatistics.mean(scratch), mean > 0 else { return nil }
        return IntervalSummary(
            framesPerSecond: 1000 / mean,
            percentiles: Percentiles(
                p50: OrderStatistics.percentile(ofSorted: scratch, 50)!,
                p95: OrderStatistics.percentile(ofSorted: scratch, 95)!,
                p99: OrderStatistics.percentile(ofSorted: scratch, 99)!),
            low1Percent: OrderStatistics.lowFramesPerSecond(ofSortedIntervals: scratch, fraction: 0.01)!,
            low01Percent: OrderStatistics.lowFramesPerSecond(ofSortedIntervals: scratch, fraction: 0.001)!)
    }

    /// The mean CPU milliseconds of `phase`, without sorting; nil when no frame in the window measured phases.
    public func meanCPU(_ phase: FramePhase) -> Double? {
        var sum = 0.0
        var n = 0
        for i in 0..<samples.count {
            if let v = samples[i].phases?[phase] {
                sum += v
                n += 1
            }
        }
        return n > 0 ? sum / Double(n) : nil
    }

    /// The "low" frame rate over the slowest `fraction` of displayed intervals (0.01 for the 1% low); nil
    /// without intervals.
    public mutating func lowFramesPerSecond(fraction: Double) -> Double? {
        gatherSorted { $0.intervalMilliseconds }
        return OrderStatistics.lowFramesPerSecond(ofSortedIntervals: scratch, fraction: fraction)
    }

    /// Commit-to-present latency; nil without presented frames.
    public mutating func commitToPresentLatency() -> MeanAndTail? { meanAndTail { $0.commitToPresentMilliseconds } }

    /// Input-to-present latency over presented frames that consumed input; nil when there are none.
    public mutating func inputToPresentLatency() -> MeanAndTail? { meanAndTail { $0.inputToPresentMilliseconds } }

    /// CPU milliseconds of `phase`; nil when no frame in the window measured phases.
    public mutating func cpu(_ phase: FramePhase) -> MeanAndTail? { meanAndTail { $0.phases?[phase] } }

    /// GPU milliseconds; nil when no frame in the window had a timer-query result.
    public mutating func gpu() -> MeanAndTail? { meanAndTail { $0.gpuMilliseconds } }

    /// The `i`th frame's displayed interval, oldest first, for the graph; nil when it has none.
    public func interval(at i: Int) -> Double? { samples[i].intervalMilliseconds }

    /// The `i`th frame's phase times, oldest first; nil when not measured.
    public func phases(at i: Int) -> PhaseTimes? { samples[i].phases }

    /// The `i`th frame's status, oldest first.
    public func status(at i: Int) -> FrameRecord.Status { samples[i].status }

    /// The refresh period of the newest presented frame that reported one, milliseconds.
    public var refreshMilliseconds: Double? {
        for i in stride(from: samples.count - 1, through: 0, by: -1) {
            if let r = samples[i].refreshMilliseconds { return r }
        }
        return nil
    }

    private mutating func meanAndTail(_ value: (FrameSample) -> Double?) -> MeanAndTail? {
        gatherSorted(value)
        guard let mean = OrderStatistics.mean(scratch) else { return nil }
        return MeanAndTail(mean: mean, p99: OrderStatistics.percentile(ofSorted: scratch, 99)!)
    }

    private mutating func gatherSorted(_ value: (FrameSample) -> Double?) {
        gather(value)
        OrderStatistics.sortInPlace(&scratch)
    }

    /// Fills `scratch` with the non-nil values, within its reserved capacity so nothing is allocated.
    private mutating func gather(_ value: (FrameSample) -> Double?) {
        scratch.removeAll(keepingCapacity: true)
        for i in 0..<samples.count {
            if let v = value(samples[i]) { scratch.append(v) }
        }
    }
}

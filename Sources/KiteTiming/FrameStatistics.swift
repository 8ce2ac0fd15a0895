/// Rolling frame-timing statistics over the last `capacity` frames, for the HUD: displayed intervals, their
/// percentiles and lows, missed refreshes, discarded frames, latencies and CPU time per phase.
///
/// Everything is derived from presentation feedback. When the window holds no presented or discarded frame (the
/// compositor gave no feedback) the interval and latency figures are nil, which callers show as unavailable.
/// Storage is allocated once in `init`: `add(_:)` and the queries never allocate.
public struct FrameStatistics: Sendable {
    /// Intervals of this many refreshes or more share the last histogram bucket.
    public let histogramBucketCount: Int
    var samples: RingBuffer<FrameSample>
    var scratch: [Double]
    private var lastPresentNanoseconds: UInt64?
    var histogram: [Int]
    /// Discarded frames in the window.
    public private(set) var discardedCount = 0
    /// Frames in the window the compositor gave no feedback for.
    public private(set) var unknownCount = 0
    /// Refresh cycles missed in the window: the sum of round(interval / refresh) - 1 over presented frames.
    public private(set) var missedRefreshCount = 0

    /// Statistics over the last `capacity` frames (>= 1; default 240, four seconds at 60 Hz), with a histogram of
    /// intervals in `histogramBucketCount` (>= 1; default 6) buckets of 1, 2, ... refreshes.
    public init(capacity: Int = 240, histogramBucketCount: Int = 6) {
        precondition(capacity >= 1, "FrameStatistics capacity must be at least 1, got \(capacity)")
        precondition(histogramBucketCount >= 1, "histogram needs at least one bucket, got \(histogramBucketCount)")
        self.histogramBucketCount = histogramBucketCount
        samples = RingBuffer(capacity: capacity, filler: FrameSample())
        scratch = []
        scratch.reserveCapacity(capacity)
        histogram = Array(repeating: 0, count: histogramBucketCount)
    }

    /// How many frames the window holds at most.
    public var capacity: Int { samples.capacity }
    /// How many frames the window holds now.
    public var count: Int { samples.count }

    /// Refresh cycles skipped by a displayed `interval` at `refresh` (same units, refresh > 0):
    /// round(interval / refresh) - 1, never below 0.
    public static func missedRefreshes(interval: Double, refresh: Double) -> Int {
        guard refresh > 0, interval.isFinite else { return 0 }
        return max(0, Int((interval / refresh).rounded()) - 1)
    }

    /// Adds a completed frame (records come in frame order from `FrameTimeline.drain`).
    public mutating func add(_ record: FrameRecord) {
        let sample = makeSample(record)
        count(sample, sign: 1)
        if let evicted = samples.append(sample) { count(evicted, sign: -1) }
    }

    /// Forgets every frame.
    public mutating func reset() {
        samples.removeAll()
        lastPresentNanoseconds = nil
        for i in histogram.indices { histogram[i] = 0 }
        discardedCount = 0
        unknownCount = 0
        missedRefreshCount = 0
    }

    private mutating func makeSample(_ r: FrameRecord) -> FrameSample {
        var s = FrameSample()
        s.status = r.status
        s.cpuMilliseconds = r.cpuMilliseconds
        s.phases = r.phases
        s.gpuMilliseconds = r.gpuMilliseconds
        s.commitToPresentMilliseconds = r.commitToPresentMilliseconds
        s.inputToPresentMilliseconds = r.inputToPresentMilliseconds
        guard r.status == .presented, let present = r.presentNanoseconds else { return s }
        s.refreshMilliseconds = r.refreshNanoseconds.map { Double($0) / 1e6 }
        if let previous = lastPresentNanoseconds, present >= previous, !r.followsIdle {
            let interval = Double(present - previous) / 1e6
            s.intervalMilliseconds = interval
            if let refresh = s.refreshMilliseconds {
                s.missedRefreshes = Self.missedRefreshes(interval: interval, refresh: refresh)
                s.histogramBucket = min(histogramBucketCount - 1, s.missedRefreshes)
            }
        }
        lastPresentNanoseconds = present
        return s
    }

    private mutating func count(_ s: FrameSample, sign: Int) {
        if s.status == .discarded { discardedCount += sign }
        if s.status == .unknown { unknownCount += sign }
        missedRefreshCount += sign * s.missedRefreshes
        if let bucket = s.histogramBucket { histogram[bucket] += sign }
    }
}

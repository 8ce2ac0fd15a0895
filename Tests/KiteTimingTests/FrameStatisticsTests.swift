import Testing

@testable import KiteTiming

/// Synthetic presentation feedback at a 10 ms refresh, so every figure can be worked out by hand.
enum Synthetic {
    static let refresh: UInt64 = 10_000_000
    static let ms: UInt64 = 1_000_000

    /// Presented at `presentMs`, committed 5 ms before, 2 ms of CPU.
    static func presented(_ frame: UInt64, at presentMs: UInt64, inputMs: UInt64? = nil) -> FrameRecord {
        FrameRecord(
            frame: frame, commitNanoseconds: (presentMs - 5) * ms, presentNanoseconds: presentMs * ms,
            refreshNanoseconds: refresh, status: .presented, cpuMilliseconds: 2,
            phases: PhaseTimes(
                inputMilliseconds: 0.25, animationMilliseconds: 0.5, layoutMilliseconds: Double(frame),
                submitMilliseconds: 0.25),
            inputNanoseconds: inputMs.map { $0 * ms })
    }

    static func discarded(_ frame: UInt64, committedAt ms: UInt64) -> FrameRecord {
        FrameRecord(
            frame: frame, commitNanoseconds: ms * Self.ms, presentNanoseconds: nil, refreshNanoseconds: nil,
            status: .discarded, cpuMilliseconds: 2)
    }

    static func unknown(_ frame: UInt64, committedAt ms: UInt64) -> FrameRecord {
        FrameRecord(
            frame: frame, commitNanoseconds: ms * Self.ms, presentNanoseconds: nil, refreshNanoseconds: nil,
            status: .unknown, cpuMilliseconds: 2)
    }

    /// Presentations at 100, 110, (discarded), 130, 140, 175 ms: intervals 10, 20, 10, 35 ms; missed 0, 1, 0, 3.
    static let run: [FrameRecord] = [
        presented(0, at: 100), presented(1, at: 110, inputMs: 106), discarded(2, committedAt: 112),
        presented(3, at: 130), presented(4, at: 140), presented(5, at: 175, inputMs: 161),
    ]
}

@Suite struct FrameStatisticsTests {
    @Test func intervalsPercentilesAndLowsOverAWindowWithADiscardedFrame() {
        var stats = FrameStatistics(capacity: 240)
        for r in Synthetic.run { stats.add(r) }
        #expect(stats.count == 6)
        #expect(stats.hasPresentationFeedback)
        #expect(stats.discardedCount == 1)
        #expect(stats.missedRefreshCount == 4)
        // Sorted intervals 10, 10, 20, 35: p50 is rank 2, p95 and p99 rank 4.
        let value1 = stats.intervalPercentiles()
        #expect(value1 == .init(p50: 10, p95: 35, p99: 35))
        let fps = stats.framesPerSecond() ?? .nan
        #expect(abs(fps - 1000 / 18.75) < 1e-9)
        let low = stats.lowFramesPerSecond(fraction: 0.01) ?? .nan
        #expect(abs(low - 1000 / 35) < 1e-9)
        // Buckets of 1, 2, 3, 4, 5, 6+ refreshes.
        #expect((0..<6).map(stats.histogramCount) == [2, 1, 0, 1, 0, 0])
        #expect(stats.refreshMilliseconds == 10)
    }

    @Test func latenciesAndPhasesOverTheWindow() {
        var stats = FrameStatistics()
        for r in Synthetic.run { stats.add(r) }
        let value2 = stats.commitToPresentLatency()
        #expect(value2 == .init(mean: 5, p99: 5))
        // Inputs 4 ms and 14 ms before their presentations.
        let value3 = stats.inputToPresentLatency()
        #expect(value3 == .init(mean: 9, p99: 14))
        // Layout took `frame` ms on the presented frames 0, 1, 3, 4, 5; the discarded one measured no phases.
        let value4 = stats.cpu(.layout)
        #expect(value4 == .init(mean: 13.0 / 5, p99: 5))
        let value5 = stats.cpu(.input)
        #expect(value5 == .init(mean: 0.25, p99: 0.25))
        let value6 = stats.gpu()
        #expect(value6 == nil)
    }

    @Test func theWindowForgetsTheOldestFrames() {
        var stats = FrameStatistics(capacity: 3)
        for r in Synthetic.run { stats.add(r) }
        // Frames 3, 4, 5 remain: intervals 20, 10, 35 (frame 3's still measured from frame 1).
        #expect(stats.count == 3)
        #expect(stats.discardedCount == 0)
        #expect(stats.missedRefreshCount == 4)
        #expect((0..<6).map(stats.histogramCount) == [1, 1, 0, 1, 0, 0])
        let value7 = stats.intervalPercentiles()
        #expect(value7 == .init(p50: 20, p95: 35, p99: 35))
        #expect((0..<3).map(stats.interval(at:)) == [20, 10, 35])
    }

    @Test func withoutPresentationFeedbackEveryTimingFigureIsUnavailable() {
        var stats = FrameStatistics()
        for f in 0..<10 as Range<UInt64> { stats.add(Synthetic.unknown(f, committedAt: 16 * f)) }
        #expect(!stats.hasPresentationFeedback)
        #expect(stats.unknownCount == 10)
        let value8 = stats.framesPerSecond()
        #expect(value8 == nil)
        let value9 = stats.intervalPercentiles()
        #expect(value9 == nil)
        let value10 = stats.lowFramesPerSecond(fraction: 0.01)
        #expect(value10 == nil)
        let value11 = stats.commitToPresentLatency()
        #expect(value11 == nil)
        #expect(stats.missedRefreshCount == 0)
        #expect(stats.refreshMilliseconds == nil)
    }

    @Test func theWindowsStorageNeverGrowsOnceAllocated() {
        var stats = FrameStatistics(capacity: 4)
        for r in Synthetic.run
            + Synthetic.run.map({
                var r = $0; r.frame += 6; return r
            })
        { stats.add(r) }
        #expect(stats.capacity == 4 && stats.count == 4)
        #expect(stats.scratch.capacity >= 4)
    }

    @Test func resetForgetsEverything() {
        var stats = FrameStatistics()
        for r in Synthetic.run { stats.add(r) }
        stats.reset()
        #expect(stats.count == 0 && stats.discardedCount == 0 && stats.missedRefreshCount == 0)
        #expect((0..<6).map(stats.histogramCount) == [0, 0, 0, 0, 0, 0])
    }

    @Test func theStopwatchSplitsAFrameIntoPhases() {
        var watch = PhaseStopwatch()
        watch.start(atNanoseconds: 1_000_000)
        watch.end(.input, atNanoseconds: 2_000_000)
        watch.end(.animation, atNanoseconds: 2_500_000)
        watch.end(.layout, atNanoseconds: 5_000_000)
        watch.end(.submit, atNanoseconds: 5_250_000)
        #expect(
            watch.times
                == PhaseTimes(
                    inputMilliseconds: 1, animationMilliseconds: 0.5, layoutMilliseconds: 2.5, submitMilliseconds: 0.25)
        )
        #expect(watch.times.totalMilliseconds == 4.25)
        watch.start(atNanoseconds: 10)
        #expect(watch.times == PhaseTimes())
    }
}

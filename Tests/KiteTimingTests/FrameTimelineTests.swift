import Testing

@testable import KiteTiming

@Suite struct FrameTimelineTests {
    @Test func recordsComeOutInFrameOrderEvenWhenFeedbackArrivesOutOfOrder() {
        var t = FrameTimeline()
        for f in 0..<3 as Range<UInt64> { t.committed(frame: f, atNanoseconds: 100 * f, cpuMilliseconds: 1) }
        t.presented(frame: 1, atNanoseconds: 150, refreshNanoseconds: 16)
        #expect(t.drain(now: 200).isEmpty)  // frame 0 still pending holds back frame 1
        t.discarded(frame: 0)
        let out = t.drain(now: 200)
        #expect(out.map(\.frame) == [0, 1])
        #expect(out.map(\.status) == [.discarded, .presented])
        #expect(out[1].presentNanoseconds == 150 && out[1].refreshNanoseconds == 16)
        #expect(t.pendingCount == 1)
    }

    @Test func framesWithoutFeedbackGoStaleInsteadOfBlockingTheLog() {
        var t = FrameTimeline(staleAfterNanoseconds: 1000)
        t.committed(frame: 0, atNanoseconds: 0, cpuMilliseconds: 1)
        t.committed(frame: 1, atNanoseconds: 10, cpuMilliseconds: 1)
        t.presented(frame: 1, atNanoseconds: 20, refreshNanoseconds: 0)
        #expect(t.drain(now: 999).isEmpty)
        let out = t.drain(now: 1000)
        #expect(out.map(\.status) == [.unknown, .presented])
        #expect(out[1].refreshNanoseconds == nil)  // a refresh of 0 means unknown
    }

    @Test func feedbackForUnknownFramesIsIgnored() {
        var t = FrameTimeline()
        t.presented(frame: 7, atNanoseconds: 1, refreshNanoseconds: 1)
        t.discarded(frame: 8)
        #expect(t.drain(now: 0).isEmpty)
    }

    @Test func csvRowsFollowTheDocumentedColumns() {
        #expect(FrameLogWriter.header.hasPrefix("frame,commit_ns,present_ns,refresh_ns,status,cpu_ms,"))
        let presented = FrameRecord(
            frame: 3, commitNanoseconds: 10, presentNanoseconds: 20, refreshNanoseconds: 16_666_667,
            status: .presented, cpuMilliseconds: 1.23456)
        #expect(FrameLogWriter.row(presented) == "3,10,20,16666667,presented,1.235,,,,,,,0")
        let discarded = FrameRecord(
            frame: 4, commitNanoseconds: 11, presentNanoseconds: nil, refreshNanoseconds: nil, status: .discarded,
            cpuMilliseconds: 0.5)
        #expect(FrameLogWriter.row(discarded) == "4,11,,,discarded,0.5,,,,,,,0")
    }

    @Test func csvRowsAppendPhasesGPUAndInputLatency() {
        #expect(
            FrameLogWriter.header
                == "frame,commit_ns,present_ns,refresh_ns,status,cpu_ms,"
                + "input_ms,animation_ms,layout_ms,submit_ms,gpu_ms,input_latency_ms,after_idle")
        let record = FrameRecord(
            frame: 5, commitNanoseconds: 2_000_000, presentNanoseconds: 9_500_000, refreshNanoseconds: 10,
            status: .presented, cpuMilliseconds: 1.5,
            phases: PhaseTimes(
                inputMilliseconds: 0.1, animationMilliseconds: 0.2, layoutMilliseconds: 0.9, submitMilliseconds: 0.3),
            gpuMilliseconds: 0.0004, inputNanoseconds: 1_250_000)
        #expect(FrameLogWriter.row(record) == "5,2000000,9500000,10,presented,1.5,0.1,0.2,0.9,0.3,0.0,8.25,0")
    }

    @Test func gpuTimesArrivingAfterTheCommitAreAttached() {
        var t = FrameTimeline()
        t.committed(frame: 0, atNanoseconds: 0, cpuMilliseconds: 1)
        t.measuredGPU(frame: 0, milliseconds: 0.75)
        t.presented(frame: 0, atNanoseconds: 5, refreshNanoseconds: 1)
        #expect(t.drain(now: 5).first?.gpuMilliseconds == 0.75)
    }
}

import Testing

@testable import KiteTiming

/// A frame that follows an idle gap (no frame was wanted) starts a new run of intervals: the gap is neither an
/// interval nor missed refreshes, in the rolling statistics, the summary and the frame log.
@Suite struct IdleGapTests {
    static let refresh: UInt64 = 16_666_667

    /// Frames presented at the given refresh counts; those at the indices in `followsIdle` come after idle gaps.
    static func run(_ vblanks: [UInt64], followsIdle: Set<Int>) -> [FrameRecord] {
        vblanks.enumerated().map { i, vblank in
            FrameRecord(
                frame: UInt64(i), commitNanoseconds: vblank * refresh - 5_000_000,
                presentNanoseconds: vblank * refresh, refreshNanoseconds: refresh, status: .presented,
                cpuMilliseconds: 2, followsIdle: followsIdle.contains(i))
        }
    }

    @Test func theGapIsNotCountedAsMissedRefreshes() {
        // Three frames on consecutive refreshes, 10 s of idle, three more: one late frame (vblank 9 after 7).
        let records = Self.run([1, 2, 3, 603, 604, 606], followsIdle: [3])
        let summary = FrameSummary(records: records)
        #expect(summary.missedRefreshes == 1)
        #expect(summary.intervals?.p99 ?? 0 < 40)
        var statistics = FrameStatistics()
        for record in records { statistics.add(record) }
        #expect(statistics.missedRefreshCount == 1)
        // Without the mark the same presentations count the gap: 599 refreshes skipped, plus the late frame.
        #expect(FrameSummary(records: Self.run([1, 2, 3, 603, 604, 606], followsIdle: [])).missedRefreshes == 600)
    }

    @Test func theFrameLogKeepsTheMark() throws {
        let records = Self.run([1, 2, 300], followsIdle: [2])
        let text = ([FrameLogWriter.header] + records.map(FrameLogWriter.row)).joined(separator: "\n")
        #expect(FrameLogWriter.row(records[2]).hasSuffix(",1"))
        #expect(try FrameLogReader.parse(text) == records)
    }
}

import Foundation
import Testing

@testable import KiteTiming

@Suite struct FrameSummaryTests {
    @Test func summaryOfTheSyntheticRun() throws {
        let s = FrameSummary(records: Synthetic.run)
        #expect(s.frames == 6 && s.presented == 5 && s.discarded == 1 && s.unknown == 0)
        #expect(s.durationMilliseconds == 170 - 95)  // first commit at 95 ms, last at 170 ms
        #expect(s.intervals == .init(mean: 18.75, p50: 10, p95: 35, p99: 35))
        #expect(s.missedRefreshes == 4)
        let low = try #require(s.low1PercentFramesPerSecond)
        #expect(abs(low - 1000 / 35) < 1e-9)
        #expect(s.cpuPhases[.layout] == .init(mean: 2.6, p99: 5))
        #expect(s.commitToPresent == .init(mean: 5, p99: 5))
        #expect(s.inputToPresent == .init(mean: 9, p99: 14))
        #expect(s.gpu == nil)
    }

    @Test func theJSONCarriesTheFiguresAndNullForWhatWasNotMeasured() throws {
        let json = FrameSummary(records: Synthetic.run).json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["frames"] as? Int == 6)
        #expect(object["discarded_frames"] as? Int == 1)
        #expect(object["missed_refreshes"] as? Int == 4)
        #expect(object["presentation_feedback"] as? Bool == true)
        let intervals = try #require(object["frame_interval_ms"] as? [String: Double])
        #expect(intervals == ["mean": 18.75, "p50": 10, "p95": 35, "p99": 35])
        #expect(object["low_1_percent_fps"] as? Double == 28.5714)
        let cpu = try #require(object["cpu_ms"] as? [String: Any])
        #expect((cpu["layout"] as? [String: Double]) == ["mean": 2.6, "p99": 5])
        #expect((cpu["total"] as? [String: Double]) == ["mean": 2, "p99": 2])
        #expect(object["gpu_ms"] is NSNull)
    }

    @Test func withoutFeedbackTheSummarySaysUnavailable() throws {
        let records = (0..<5 as Range<UInt64>).map { Synthetic.unknown($0, committedAt: 16 * $0) }
        let s = FrameSummary(records: records)
        #expect(s.intervals == nil && s.missedRefreshes == nil && s.low1PercentFramesPerSecond == nil)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(s.json.utf8)) as? [String: Any])
        #expect(object["presentation_feedback"] as? Bool == false)
        #expect(object["frame_interval_ms"] is NSNull)
        #expect(object["missed_refreshes"] is NSNull)
        #expect(object["low_0_1_percent_fps"] is NSNull)
        #expect(object["duration_ms"] as? Double == 64)
    }
}

import KiteTestSupport
import Testing

@testable import KiteTiming

@Suite struct OrderStatisticsTests {
    @Test func heapsortAgreesWithTheStandardSortOnSeededRandomArrays() {
        var rng = SplitMix64(seed: 7)
        for n in [0, 1, 2, 3, 10, 241] {
            var values = (0..<n).map { _ in Double(rng.next() % 50) / 4 }  // duplicates on purpose
            let reference = values.sorted()
            OrderStatistics.sortInPlace(&values)
            #expect(values == reference, "n = \(n)")
        }
    }

    @Test func nearestRankPercentilesOfOneToOneHundred() {
        let values = (1...100).map(Double.init)
        #expect(OrderStatistics.percentile(ofSorted: values, 50) == 50)
        #expect(OrderStatistics.percentile(ofSorted: values, 95) == 95)
        #expect(OrderStatistics.percentile(ofSorted: values, 99) == 99)
        #expect(OrderStatistics.percentile(ofSorted: values, 100) == 100)
    }

    @Test func nearestRankPercentilesRoundTheRankUp() {
        let values = (1...10).map(Double.init)
        #expect(OrderStatistics.percentile(ofSorted: values, 50) == 5)  // rank ceil(5) = 5
        #expect(OrderStatistics.percentile(ofSorted: values, 95) == 10)  // rank ceil(9.5) = 10
        #expect(OrderStatistics.percentile(ofSorted: [4], 1) == 4)
        #expect(OrderStatistics.percentile(ofSorted: [], 50) == nil)
    }

    @Test func lowsAverageTheSlowestFractionOfFrames() {
        // 99 frames of 10 ms and one of 50 ms: the 1% low is that one frame, 20 FPS.
        let hundred = (Array(repeating: 10.0, count: 99) + [50]).sorted()
        #expect(OrderStatistics.lowFramesPerSecond(ofSortedIntervals: hundred, fraction: 0.01) == 20)
        // 250 frames: 1% is ceil(2.5) = 3 frames: 20, 30 and 40 ms, mean 30 ms, 33.3 FPS.
        let many = (Array(repeating: 10.0, count: 247) + [20, 30, 40]).sorted()
        let low = OrderStatistics.lowFramesPerSecond(ofSortedIntervals: many, fraction: 0.01)!
        #expect(abs(low - 1000.0 / 30) < 1e-9)
        // 0.1% of 250 rounds up to one frame: the worst.
        #expect(OrderStatistics.lowFramesPerSecond(ofSortedIntervals: many, fraction: 0.001) == 25)
        #expect(OrderStatistics.lowFramesPerSecond(ofSortedIntervals: [], fraction: 0.01) == nil)
    }

    @Test func missedRefreshesRoundTheIntervalToWholeRefreshes() {
        let r = 16.667
        #expect(FrameStatistics.missedRefreshes(interval: 16.7, refresh: r) == 0)
        #expect(FrameStatistics.missedRefreshes(interval: 33.3, refresh: r) == 1)
        #expect(FrameStatistics.missedRefreshes(interval: 24.9, refresh: r) == 0)  // 1.49 refreshes
        #expect(FrameStatistics.missedRefreshes(interval: 25.1, refresh: r) == 1)  // 1.51 refreshes
        #expect(FrameStatistics.missedRefreshes(interval: 50, refresh: r) == 2)
        #expect(FrameStatistics.missedRefreshes(interval: 5, refresh: r) == 0)  // never negative
        #expect(FrameStatistics.missedRefreshes(interval: 50, refresh: 0) == 0)  // unknown refresh
    }
}

import KiteTestSupport
import Testing

@testable import KiteTiming

/// The bounded-memory percentiles against the exact nearest-rank ones on the same values.
@Suite struct StreamingDistributionTests {
    /// Seeded values spread over six decades, as frame times in milliseconds are.
    static func values(_ n: Int, seed: UInt64) -> [Double] {
        var generator = MMIXGenerator(seed: seed)
        return (0..<n).map { _ in 0.001 * pow10(6 * generator.nextUnit()) }
    }

    static func pow10(_ x: Double) -> Double {
        var result = 1.0
        var base = 10.0
        var e = x
        // exp(x ln 10) without Foundation: integer part by squaring, fraction by its series.
        var whole = Int(e)
        e -= Double(whole)
        while whole > 0 {
            if whole & 1 == 1 { result *= base }
            base *= base
            whole >>= 1
        }
        var term = 1.0
        var fraction = 1.0
        let y = e * 2.302585092994046
        for k in 1..<30 {
            term *= y / Double(k)
            fraction += term
        }
        return result * fraction
    }

    @Test func percentilesAreWithinTheStatedErrorOfTheExactNearestRank() throws {
        let values = Self.values(20_000, seed: 42)
        var d = StreamingDistribution()
        for v in values { d.add(v) }
        let sorted = values.sorted()
        for p in [0.1, 1, 25, 50, 90, 95, 99, 99.9, 100] {
            let exact = try #require(OrderStatistics.percentile(ofSorted: sorted, p))
            let streamed = try #require(d.percentile(p))
            #expect(
                abs(streamed - exact) <= StreamingDistribution.relativeError * exact, "p\(p): \(streamed) vs \(exact)")
        }
        let mean = try #require(d.mean)
        #expect(abs(mean - values.reduce(0, +) / Double(values.count)) < 1e-9 * mean)
        let top = sorted.suffix(200).reduce(0, +)
        #expect(abs(d.sumOfLargest(200) - top) <= StreamingDistribution.relativeError * top)
    }

    @Test func repeatedValuesAreExact() {
        var d = StreamingDistribution()
        for v in [16.6667, 16.6667, 33.3333, 0, 16.6667] { d.add(v) }
        #expect(d.percentile(50) == 16.6667 && d.percentile(100) == 33.3333 && d.percentile(1) == 0)
        #expect(d.sumOfLargest(2) == 33.3333 + 16.6667)
    }

    @Test func memoryDependsOnTheRangeNotTheCount() {
        var d = StreamingDistribution()
        for v in Self.values(10_000, seed: 1) { d.add(v) }
        let after10k = d.bucketCount
        for v in Self.values(500_000, seed: 2) { d.add(v) }
        // Six decades are about 20 powers of two: at most 20 * 1024 buckets, however many values come.
        #expect(d.bucketCount <= 20 * StreamingDistribution.subBuckets + 1 && d.count == 510_000)
        #expect(after10k < d.bucketCount)
    }

    @Test func anHourOfFramesSummarisesInFlatMemory() {
        var accumulator = FrameSummaryAccumulator()
        var counts: [Int] = []
        // An hour at 60 Hz: presented every 16.667 ms with a slow frame every 100th.
        var present: UInt64 = 0
        for frame in 0..<216_000 as Range<UInt64> {
            present += frame % 100 == 0 ? 33_333_333 : 16_666_667
            accumulator.add(
                FrameRecord(
                    frame: frame, commitNanoseconds: present - 5_000_000, presentNanoseconds: present,
                    refreshNanoseconds: 16_666_667, status: .presented, cpuMilliseconds: 2 + Double(frame % 7) / 10))
            if frame % 36_000 == 35_999 { counts.append(accumulator.bucketCount) }
        }
        #expect(Set(counts).count == 1, "buckets in use after each 10 minutes: \(counts)")
        let s = accumulator.summary
        #expect(s.frames == 216_000 && s.missedRefreshes == 2160 - 1)
        #expect(s.intervals?.p50 == 16.666667 && s.intervals?.p99 == 16.666667)
        #expect(s.commitToPresent == .init(mean: 5, p99: 5))
    }
}

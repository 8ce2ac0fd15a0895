/// Percentiles and lows over samples, in place and without allocating, so the HUD can run them every frame.
public enum OrderStatistics {
    /// Sorts `values` ascending in place with heapsort: O(n log n), no extra memory (the standard library's sort
    /// may allocate a merge buffer).
    public static func sortInPlace(_ values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { buffer in
            let n = buffer.count
            guard n > 1 else { return }
            for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(buffer, start, n) }
            for end in stride(from: n - 1, to: 0, by: -1) {
                buffer.swapAt(0, end)
                siftDown(buffer, 0, end)
            }
        }
    }

    private static func siftDown(_ heap: UnsafeMutableBufferPointer<Double>, _ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 < end {
            var child = 2 * root + 1
            if child + 1 < end && heap[child] < heap[child + 1] { child += 1 }
            if heap[root] >= heap[child] { return }
            heap.swapAt(root, child)
            root = child
        }
    }

    /// The nearest-rank percentile of ascending `sorted` values: the smallest value with at least `percent`% of
    /// the values at or below it (element ceil(percent / 100 * n), counted from 1). `percent` in (0, 100]; nil when
    /// empty.
    public static func percentile(ofSorted sorted: [Double], _ percent: Double) -> Double? {
        precondition(percent > 0 && percent <= 100, "percentile must be in (0, 100], got \(percent)")
        guard !sorted.isEmpty else { return nil }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// The "low" frame rate of ascending frame intervals (milliseconds): frames per second over the slowest
    /// `fraction` of them (at least one frame), i.e. 1000 / their mean interval. `fraction` in (0, 1]; nil when
    /// empty. 1% low is `fraction` 0.01.
    public static func lowFramesPerSecond(ofSortedIntervals sorted: [Double], fraction: Double) -> Double? {
        precondition(fraction > 0 && fraction <= 1, "low fraction must be in (0, 1], got \(fraction)")
        guard !sorted.isEmpty else { return nil }
        let worst = max(1, Int((fraction * Double(sorted.count)).rounded(.up)))
        var sum = 0.0
        for i in (sorted.count - worst)..<sorted.count { sum += sorted[i] }
        return sum > 0 ? 1000 * Double(worst) / sum : nil
    }

    /// The arithmetic mean, nil when empty.
    public static func mean(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        var sum = 0.0
        for v in values { sum += v }
        return sum / Double(values.count)
    }
}

/// The distribution of a stream of non-negative values (milliseconds, say) in bounded memory: a log-linear
/// histogram in the manner of HdrHistogram (Gil Tene), with `subBuckets` buckets per power of two, each keeping its
/// count, sum, smallest and largest value. Memory grows with the range of the values, never with their number:
/// an hour of frames costs what a minute costs.
///
/// Mean, count, minimum and maximum are exact. A percentile is the nearest-rank value to within half a bucket:
/// its bucket's midpoint, clamped to the smallest and largest value the bucket saw (so exact whenever the bucket
/// holds one distinct value), at most `relativeError` (0.05%) from the exact nearest-rank value.
public struct StreamingDistribution: Sendable, Equatable {
    /// Buckets per power of two.
    public static let subBuckets = 1024
    /// The largest relative difference between a reported percentile and the exact nearest-rank one: half a
    /// bucket's width, 1 / (2 * subBuckets).
    public static let relativeError = 1 / Double(2 * subBuckets)

    struct Bucket: Sendable, Equatable {
        var count = 0
        var sum = 0.0
        var smallest = Double.infinity
        var largest = -Double.infinity
    }

    private var buckets: [Int: Bucket] = [:]
    /// How many values were added.
    public private(set) var count = 0
    private var sum = 0.0

    public init() {}

    /// How many buckets are in use: the memory the distribution takes, in units of one bucket.
    public var bucketCount: Int { buckets.count }

    /// Adds `value`; negative, infinite and NaN values are ignored (no duration is any of them).
    public mutating func add(_ value: Double) {
        guard value.isFinite, value >= 0 else { return }
        buckets[Self.key(value), default: Bucket()].add(value)
        count += 1
        sum += value
    }

    /// The arithmetic mean, nil when empty.
    public var mean: Double? { count > 0 ? sum / Double(count) : nil }

    /// The nearest-rank percentile (the value at rank ceil(percent / 100 * count), counted from 1), within
    /// `relativeError`. `percent` in (0, 100] (precondition); nil when empty.
    public func percentile(_ percent: Double) -> Double? {
        precondition(percent > 0 && percent <= 100, "percentile must be in (0, 100], got \(percent)")
        guard count > 0 else { return nil }
        let rank = min(count, max(1, Int((percent / 100 * Double(count)).rounded(.up))))
        var seen = 0
        for key in buckets.keys.sorted() {
            let bucket = buckets[key]!
            seen += bucket.count
            if seen >= rank { return Self.representative(key, bucket) }
        }
        return nil
    }

    /// The sum of the `k` largest values (k >= 1, at most `count`): exact over whole buckets, within
    /// `relativeError` for the part of a bucket it takes.
    public func sumOfLargest(_ k: Int) -> Double {
        var remaining = min(k, count)
        var total = 0.0
        for key in buckets.keys.sorted(by: >) where remaining > 0 {
            let bucket = buckets[key]!
            if bucket.count <= remaining {
                total += bucket.sum
                remaining -= bucket.count
            } else {
                total += Double(remaining) * Self.representative(key, bucket)
                remaining = 0
            }
        }
        return total
    }

    /// The bucket of `value` (> 0): its power of two times `subBuckets`, plus where the mantissa falls in it.
    /// Zero has a bucket of its own below every other.
    static func key(_ value: Double) -> Int {
        guard value > 0 else { return Int.min }
        let exponent = Int(value.exponent)
        let mantissa = value.significand  // in [1, 2)
        return exponent * subBuckets + min(Int((mantissa - 1) * Double(subBuckets)), subBuckets - 1)
    }

    private static func representative(_ key: Int, _ bucket: Bucket) -> Double {
        guard key != Int.min else { return 0 }
        let exponent = key >= 0 ? key / subBuckets : (key - subBuckets + 1) / subBuckets
        let sub = key - exponent * subBuckets
        let low = Double(sign: .plus, exponent: exponent, significand: 1 + Double(sub) / Double(subBuckets))
        let width = Double(sign: .plus, exponent: exponent, significand: 1) / Double(subBuckets)
        return min(max(low + width / 2, bucket.smallest), bucket.largest)
    }
}

extension StreamingDistribution.Bucket {
    mutating func add(_ value: Double) {
        count += 1
        sum += value
        smallest = min(smallest, value)
        largest = max(largest, value)
    }
}

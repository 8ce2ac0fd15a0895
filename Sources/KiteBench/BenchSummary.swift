/// Median, 95th percentile (nearest rank), mean and minimum of a series.
public struct BenchSummary: Encodable {
    public var median: Double
    public var p95: Double
    public var mean: Double
    public var min: Double

    /// nil for an empty series (a quantity this run could not measure).
    public init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        median = sorted[sorted.count / 2]
        p95 = sorted[Int((0.95 * Double(sorted.count)).rounded(.up)) - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
        min = sorted[0]
    }

    /// Written to 4 decimals (0.1 µs for times): the clock and the machine are nowhere near finer than that.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let rounded = { (x: Double) in (x * 1e4).rounded() / 1e4 }
        try container.encode(rounded(median), forKey: .median)
        try container.encode(rounded(p95), forKey: .p95)
        try container.encode(rounded(mean), forKey: .mean)
        try container.encode(rounded(min), forKey: .min)
    }

    private enum CodingKeys: String, CodingKey { case median, p95, mean, min }
}

/// One renderer's frame times in milliseconds: wall-clock median and 95th percentile (nearest rank), and the
/// median of the process CPU time per frame.
public struct FrameTimes: Sendable {
    /// Median wall time per frame, ms.
    public var medianMS: Double
    /// 95th percentile (nearest rank) of the wall time per frame, ms.
    public var p95MS: Double
    /// Median process CPU time per frame, ms.
    public var cpuMedianMS: Double

    /// Precondition: at least one sample.
    public init(_ samples: [FrameClock.Sample]) {
        let wall = samples.map(\.wallMS).sorted()
        medianMS = Self.median(wall)
        p95MS = wall[min(wall.count - 1, Int((Double(wall.count) * 0.95).rounded(.up)) - 1)]
        cpuMedianMS = Self.median(samples.map(\.cpuMS))
    }

    /// The middle value (the upper one of an even count). Precondition: not empty.
    public static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}

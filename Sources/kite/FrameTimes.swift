/// One renderer's frame times in milliseconds: wall-clock median and 95th percentile (nearest rank), and the
/// median of the process CPU time per frame.
struct FrameTimes {
    var medianMS: Double
    var p95MS: Double
    var cpuMedianMS: Double

    /// Precondition: at least one sample.
    init(_ samples: [FrameClock.Sample]) {
        let wall = samples.map(\.wallMS).sorted()
        medianMS = Self.median(wall)
        p95MS = wall[min(wall.count - 1, Int((Double(wall.count) * 0.95).rounded(.up)) - 1)]
        cpuMedianMS = Self.median(samples.map(\.cpuMS))
    }

    /// The middle value (the upper one of an even count). Precondition: not empty.
    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}

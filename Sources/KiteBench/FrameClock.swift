import Glibc

/// Wall time and this process's CPU time (every thread: llvmpipe rasterises in worker threads of this process), in
/// milliseconds. On a machine shared with other work the CPU time is the steadier measure.
public enum FrameClock {
    /// One reading (or one interval) of both clocks.
    public struct Sample: Sendable {
        /// Wall time on the monotonic clock, ms.
        public var wallMS: Double
        /// This process's CPU time, every thread, ms.
        public var cpuMS: Double
    }

    /// Both clocks now.
    public static func now() -> Sample {
        Sample(wallMS: milliseconds(CLOCK_MONOTONIC), cpuMS: milliseconds(CLOCK_PROCESS_CPUTIME_ID))
    }

    /// How long `work` took, in wall and process CPU time.
    public static func measure(_ work: () throws -> Void) rethrows -> Sample {
        let start = now()
        try work()
        let end = now()
        return Sample(wallMS: end.wallMS - start.wallMS, cpuMS: end.cpuMS - start.cpuMS)
    }

    private static func milliseconds(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
}

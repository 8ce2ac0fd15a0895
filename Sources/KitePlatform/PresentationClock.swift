#if canImport(Glibc)
    import Glibc
#endif

/// The clock `wp_presentation.clock_id` names, read in nanoseconds. Weston announces CLOCK_MONOTONIC_RAW (4).
public struct PresentationClock: Sendable, Equatable {
    /// A POSIX clock id, as sent by `wp_presentation.clock_id`; default CLOCK_MONOTONIC.
    public var clockID: Int32

    public init(clockID: Int32 = Int32(CLOCK_MONOTONIC)) {
        self.clockID = clockID
    }

    /// The current time on this clock, in nanoseconds.
    public func nowNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(clockid_t(clockID), &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

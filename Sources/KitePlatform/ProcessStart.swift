#if canImport(Glibc)
    import Glibc
#endif

/// When this process started, as the kernel recorded it (`starttime`, field 22 of `/proc/self/stat`, in clock ticks
/// since boot on `CLOCK_BOOTTIME`; proc(5)): the instant before the dynamic loader ran, so a time measured from it
/// includes loading Kite's libraries and the Swift runtime, which a stamp taken in `main` would leave out.
///
/// The kernel keeps the start in clock ticks (`sysconf(_SC_CLK_TCK)`, 100 per second on Linux) and rounds it down,
/// so a duration from it can read up to one tick (10 ms) longer than the truth, never shorter.
public enum ProcessStart {
    /// Nanoseconds from the process's start to `instant` (nanoseconds on `clock`, e.g. the end of the first frame);
    /// nil when `/proc/self/stat` cannot be read or parsed, or `instant` lies before the start.
    public static func nanoseconds(until instant: UInt64, on clock: PresentationClock) -> UInt64? {
        guard let startTicks = startTicks() else { return nil }
        let ticksPerSecond = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        let start = startTicks * 1_000_000_000 / ticksPerSecond
        // Both clocks read back to back: the instant moved from `clock` onto the boot-time clock.
        let bootNow = PresentationClock(clockID: Int32(CLOCK_BOOTTIME)).nowNanoseconds()
        let clockNow = clock.nowNanoseconds()
        let sinceInstant = clockNow >= instant ? clockNow - instant : 0
        guard bootNow >= sinceInstant + start else { return nil }
        return bootNow - sinceInstant - start
    }

    /// Field 22 of `/proc/self/stat`, counted after the command name's closing parenthesis (the name itself may
    /// hold spaces and parentheses).
    static func startTicks() -> UInt64? {
        guard let stat = readStat() else { return nil }
        return parseStartTicks(stat)
    }

    /// The start time in ticks from the text of a `/proc/PID/stat` line; nil when it has too few fields.
    static func parseStartTicks(_ stat: String) -> UInt64? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        // After ")" come field 3 (state) onwards: field 22 is the 20th of them.
        let fields = stat[stat.index(after: close)...].split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 20 else { return nil }
        return UInt64(fields[19])
    }

    private static func readStat() -> String? {
        let fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }
}

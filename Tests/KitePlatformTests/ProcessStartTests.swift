import Testing

@testable import KitePlatform

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ProcessStartTests {
    /// Field 22 is counted from the last ")", so a command name with spaces and parentheses does not shift it.
    @Test func startTicksAreField22AfterTheCommandName() {
        let line =
            "4242 (a (b) c) S 1 4242 4242 0 -1 4194560 120 0 0 0 3 1 0 0 20 0 1 0 987654 12345678 900 "
            + "18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n"
        #expect(ProcessStart.parseStartTicks(line) == 987_654)
        #expect(ProcessStart.parseStartTicks("12 (short) S 1 2 3") == nil)
        #expect(ProcessStart.parseStartTicks("no parenthesis") == nil)
    }

    /// This process started before now and within the last day; an instant 50 ms earlier reads 50 ms less (both
    /// from the same recorded start; they differ only by the time between the clock readings, allowed 20 ms for a
    /// loaded machine).
    @Test func durationsFromTheStartFollowTheClock() throws {
        let clock = PresentationClock(clockID: Int32(CLOCK_MONOTONIC))
        let now = clock.nowNanoseconds()
        let sinceStart = try #require(ProcessStart.nanoseconds(until: now, on: clock))
        #expect(sinceStart > 0 && sinceStart < 86_400 * 1_000_000_000)
        let earlier = try #require(ProcessStart.nanoseconds(until: now - 50_000_000, on: clock))
        let difference = Double(sinceStart) - Double(earlier)
        #expect(abs(difference - 50e6) < 20e6, "\(difference) ns")
    }
}

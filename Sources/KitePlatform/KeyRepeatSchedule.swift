/// When a held key repeats, from `wl_keyboard.repeat_info`: the first repeat `delayMilliseconds` after the press,
/// then one every `1 / ratePerSecond` seconds. Pure integer arithmetic on nanoseconds, so "how many are due" and
/// "when is repeat n" agree exactly.
public struct KeyRepeatSchedule: Sendable, Equatable {
    /// Repeats per second, in 0...1000 (larger values are clamped); 0 disables repeat. Default 25 (used until the
    /// compositor sends `repeat_info`).
    public var ratePerSecond: Int32
    /// Delay from the press to the first repeat, in milliseconds, 0 or more; default 600.
    public var delayMilliseconds: Int32

    public init(ratePerSecond: Int32 = 25, delayMilliseconds: Int32 = 600) {
        self.ratePerSecond = min(1000, max(0, ratePerSecond))
        self.delayMilliseconds = max(0, delayMilliseconds)
    }

    public var isEnabled: Bool { ratePerSecond > 0 }

    private var firstDelayNanoseconds: UInt64 { UInt64(delayMilliseconds) * 1_000_000 }

    /// The time of repeat `number` (1 is the first) of a key pressed at `pressNanoseconds`.
    /// Repeat k starts `floor(k * 1e9 / rate)` ns after the first one.
    public func timeOfRepeat(_ number: Int, pressedAt pressNanoseconds: UInt64) -> UInt64? {
        guard isEnabled, number >= 1 else { return nil }
        return pressNanoseconds + firstDelayNanoseconds + UInt64(number - 1) * 1_000_000_000 / UInt64(ratePerSecond)
    }

    /// How many repeats of a key pressed at `pressNanoseconds` are due by `nowNanoseconds` (repeat times `<=` now).
    public func repeatsDue(pressedAt pressNanoseconds: UInt64, now nowNanoseconds: UInt64) -> Int {
        let first = pressNanoseconds + firstDelayNanoseconds
        guard isEnabled, nowNanoseconds >= first else { return 0 }
        // floor(k * 1e9 / r) <= d  <=>  k * 1e9 < (d + 1) * r  <=>  k <= ((d + 1) * r - 1) / 1e9.
        let elapsed = nowNanoseconds - first
        let k = ((elapsed + 1) * UInt64(ratePerSecond) - 1) / 1_000_000_000
        return Int(k) + 1
    }
}

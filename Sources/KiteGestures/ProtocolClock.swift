import KiteInput

/// Unwraps the compositor's 32-bit millisecond timestamps (they wrap after about 49.7 days) into seconds on one
/// continuous clock that starts at 0 with the first timestamp seen, so differences stay exact in a `Double` however
/// large the raw values are. Consecutive timestamps are assumed less than 2^31 ms (about 24.8 days) apart.
struct ProtocolClock {
    private var lastMilliseconds: UInt32?
    private var seconds: Double = 0

    /// The event's protocol time in seconds on the unwrapped clock, or nil when it carries none.
    mutating func seconds(for event: InputEvent) -> Double? {
        guard let milliseconds = event.protocolTimeMilliseconds else { return nil }
        if let last = lastMilliseconds {
            // Wrapping difference read as signed, so a wrap (or a slightly out-of-order event) stays small.
            seconds += Double(Int32(bitPattern: milliseconds &- last)) / 1000
        }
        lastMilliseconds = milliseconds
        return seconds
    }
}

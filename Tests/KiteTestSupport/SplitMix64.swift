/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a small
/// seeded generator, so a random sweep is the same sequence on every machine and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; the next output is a function of it alone.
    public var state: UInt64

    /// - Parameter seed: the starting state; equal seeds give equal sequences.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Knuth's 64-bit linear congruential generator with the multiplier and increment of his MMIX (The Art of Computer
/// Programming, vol. 2, 3.3.4): the seeded sequence that some tests' data (random polygons, bytes, frame times)
/// were drawn from, kept so that their data stays the same. Its output is the whole state, whose low bits are
/// weak: take the high ones (`nextUnit()`, `>> 56`). New tests use `SplitMix64`.
public struct MMIXGenerator: RandomNumberGenerator, Sendable {
    /// The generator's whole state, and its last output.
    public var state: UInt64

    /// - Parameter seed: the starting state; equal seeds give equal sequences.
    public init(seed: UInt64) { state = seed }

    /// The next state.
    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

import KiteTestSupport
import Testing

/// The test support's seeded generators give their published sequences, so the random data tests are written
/// against stays the same: SplitMix64's reference outputs for seed 0 (Vigna's splitmix64.c) and Knuth's MMIX
/// recurrence, each also through `nextUnit()` (the top 53 bits).
@Suite struct SeededGeneratorTests {
    @Test func splitMix64GivesTheReferenceOutputs() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.nextUnit() == Double(0x6E78_9E6A_A1B9_65F4 >> 11) / Double(1 << 53))
    }

    @Test func mmixGeneratorFollowsKnuthsRecurrence() {
        var generator = MMIXGenerator(seed: 7)
        // 7 * 6364136223846793005 + 1442695040888963407 modulo 2^64, then once more.
        #expect(generator.next() == 9_098_160_460_397_411_210)
        #expect(generator.next() == 17_628_806_926_561_717_905)
        #expect(generator.nextUnit() == Double(UInt64(16_723_372_171_710_603_212) >> 11) / Double(1 << 53))
    }
}

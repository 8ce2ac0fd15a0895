import Foundation
import KiteGeometry
import KiteTestSupport
import Testing

/// `DecimalText` against known printf output and against Foundation's `String(format:)`, which it replaces.
@Suite struct DecimalTextTests {
    @Test(arguments: [
        (0.0, 3, "0.000"), (-0.0, 3, "-0.000"), (2.0 / 3, 3, "0.667"), (-2.0 / 3, 2, "-0.67"), (1.5, 0, "2"),
        (2.5, 0, "2"), (-1.5, 0, "-2"), (1.0005, 3, "1.000"), (0.125, 2, "0.12"), (0.375, 2, "0.38"),
        (-0.0004, 3, "-0.000"), (12345.678, 1, "12345.7"), (1e21, 2, "1000000000000000000000.00"),
        (0.1, 20, "0.10000000000000000555"), (Double.nan, 3, "nan"), (-Double.nan, 3, "-nan"),
        (Double.infinity, 3, "inf"), (-Double.infinity, 4, "-inf"), (Double.leastNonzeroMagnitude, 4, "0.0000"),
    ])
    func fixedWritesWhatPrintfWrites(_ value: Double, _ places: Int, _ expected: String) {
        #expect(DecimalText.fixed(value, places: places) == expected)
    }

    @Test func theLargestValueFitsWithTheMostPlaces() {
        let text = DecimalText.fixed(-Double.greatestFiniteMagnitude, places: DecimalText.maximumPlaces)
        #expect(text.hasPrefix("-17976931348623157081452742373170435679"))
        #expect(text.count == 1 + 309 + 1 + DecimalText.maximumPlaces)
        #expect(text.hasSuffix("." + String(repeating: "0", count: DecimalText.maximumPlaces)))
    }

    @Test(arguments: [
        (0.25, "0.25"), (8.0, "8"), (1e12, "1e+12"), (1e-6, "1e-06"), (123456.7, "123457"), (-0.0001, "-0.0001"),
        (1e300, "1e+300"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func generalWritesWhatPrintfWrites(_ value: Double, _ expected: String) {
        #expect(DecimalText.general(value) == expected)
    }

    /// A seeded sweep over magnitudes from 1e-12 to 1e18, both signs, every place count, with Foundation as oracle.
    @Test func matchesFoundationStringFormat() {
        var generator = SplitMix64(seed: 0x6b69_7465)
        for _ in 0..<4000 {
            let exponent = Double(generator.next() % 31) - 12
            let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007
            let value = (generator.next() & 1 == 0 ? 1 : -1) * mantissa * pow(10, exponent)
            let places = Int(generator.next() % UInt64(DecimalText.maximumPlaces + 1))
            #expect(DecimalText.fixed(value, places: places) == String(format: "%.\(places)f", value))
            #expect(DecimalText.general(value) == String(format: "%g", value))
        }
    }
}

import KiteGeometry
import Testing

/// `DecimalNumber` against `Double(_:)` on what both accept, and refusing what only Swift's parser takes.
@Suite struct DecimalNumberTests {
    @Test(arguments: ["0", "-1", "+2.5", ".5", "2.", "1e-3", "-6.02E23", "1e150", "007", "-0"])
    func decimalsReadAsDoubleReadsThem(_ text: String) {
        #expect(DecimalNumber.parse(text) == Double(text))
    }

    @Test(arguments: [
        "0x10", "0X1p4", "inf", "-infinity", "nan", "1e400", "", "-", ".", "e5", "1e", "1e+", "--1", "+-1", " 1", "1 ",
        "1,5", "1_000", "١",
    ])
    func everythingElseIsRefused(_ text: String) {
        #expect(DecimalNumber.parse(text) == nil)
    }
}

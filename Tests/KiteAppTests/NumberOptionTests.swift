import Testing

@testable import KiteApp

/// `NumberOption`'s ranges, their wording, and the transforms' refusals.
@Suite struct NumberOptionTests {
    @Test func rangesSayWhetherTheirEndsAreIncluded() {
        #expect(NumberOption.closed(1...1000).description == "1...1000")
        #expect(NumberOption.above(0, upTo: 8).description == "(0, 8]")
        #expect(NumberOption.between(-1, 1).description == "(-1, 1)")
        #expect(NumberOption.closed(0.25...4).description == "0.25...4")
        #expect(NumberOption.above(0, upTo: 1e150).description == "(0, 1e150]")
        #expect(NumberOption.closed(1e-6...1e12).description == "1e-6...1e12")
        #expect(NumberOption.above(0, upTo: 8).contains(8) && !NumberOption.above(0, upTo: 8).contains(0))
        #expect(!NumberOption.between(-1, 1).contains(1) && NumberOption.between(-1, 1).contains(-0.999))
    }

    @Test func decimalsInsideTheRangeAreReadAndTheRestRefusedWithIt() throws {
        let fps = NumberOption.decimal(in: 1...1000)
        #expect(try fps("60") == 60)
        #expect(try fps("1e3") == 1000)
        for bad in ["0x10", "inf", "nan", "1e-308", "1001", "sixty"] {
            #expect(throws: NumberOption.Refusal.self) { try fps(bad) }
        }
        #expect((try? fps("0")) == nil)
        do {
            _ = try fps("0")
        } catch {
            #expect("\(error)" == "expected a decimal number in 1...1000")
        }
    }

    @Test func wholeNumbersAreDecimalDigitsOnly() throws {
        let frames = NumberOption.integer(in: 1...Int.max)
        #expect(try frames("300") == 300)
        #expect(try frames("+7") == 7)
        for bad in ["0", "-1", "0x10", "1e3", "1.0", "", "99999999999999999999"] {
            #expect(throws: NumberOption.Refusal.self) { try frames(bad) }
        }
        do {
            _ = try frames("0")
        } catch {
            #expect("\(error)" == "expected a whole number, at least 1")
        }
    }
}

import KiteGeometry
import Testing

/// `ErrorQuote.shown` against values worked out by hand: short values whole, long ones cut at 40 characters with
/// their length, control characters escaped.
@Suite struct ErrorQuoteTests {
    @Test(arguments: [
        ("", ""), ("yes", "yes"), ("a b", "a b"), ("1\n", "1\\n"), ("\r\t", "\\r\\t"), ("\u{1B}[2J", "\\u{1B}[2J"),
        ("\u{0}", "\\0"), ("\u{7F}", "\\u{7F}"), ("\u{85}x", "\\u{0085}x"), ("é\u{301}ü", "é\u{301}ü"),
        ("\u{2028}", "\\u{2028}"), ("\"", "\""),
    ])
    func shortValuesAreShownWholeWithControlsEscaped(_ value: String, _ expected: String) {
        #expect(ErrorQuote.shown(value) == expected)
        #expect(ErrorQuote.shown(value[...]) == expected)
    }

    /// 40 characters are shown whole; 41 or more as the first 40, "..." and the count of characters (not bytes
    /// or scalars: "é" as e and a combining accent is one).
    @Test func longValuesAreCutAtFortyCharactersWithTheirLength() {
        let forty = String(repeating: "x", count: 40)
        #expect(ErrorQuote.limit == 40)
        #expect(ErrorQuote.shown(forty) == forty)
        #expect(ErrorQuote.shown(forty + "y") == forty + "... (41 characters)")
        let accents = String(repeating: "e\u{301}", count: 50)
        #expect(ErrorQuote.shown(accents) == String(repeating: "e\u{301}", count: 40) + "... (50 characters)")
        let escapes = String(repeating: "\n", count: 41)
        #expect(ErrorQuote.shown(escapes) == String(repeating: "\\n", count: 40) + "... (41 characters)")
        #expect(ErrorQuote.shown("abcdef", limit: 3) == "abc... (6 characters)")
    }

    /// A megabyte of value is a line of about 70 characters.
    @Test func aMegabyteValueGivesAShortLine() {
        let shown = ErrorQuote.shown(String(repeating: "9", count: 1_000_000))
        #expect(shown == String(repeating: "9", count: 40) + "... (1000000 characters)")
    }
}

import Foundation
import KiteGeometry
import Testing

/// `trimmingBlanks` against known cases and against Foundation's `trimmingCharacters(in: .whitespaces)`.
@Suite struct BlanksTests {
    @Test(arguments: [
        ("", ""), ("   ", ""), ("\t a b \t", "a b"), (" \n x \n ", "\n x \n"), ("\u{3000}x\u{a0}", "x"),
        ("\u{200b}x\u{200b}", "x"), ("\u{200c}x", "\u{200c}x"), ("\u{85}x", "\u{85}x"),
        ("\u{2009}1,\u{202f}2\u{205f}", "1,\u{202f}2"),
        ("frames=120 ", "frames=120"), (" \u{301}e", "\u{301}e"),
    ])
    func trimsTabsAndSpaceSeparators(_ text: String, _ expected: String) {
        #expect(text.trimmingBlanks() == expected)
        #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.dropFirst(0).trimmingBlanks() == expected)
    }

    /// Every scalar below U+3100, alone and around a letter, against Foundation's set.
    @Test func agreesWithFoundationOnEveryScalar() {
        for value in UInt32(0)..<0x3100 where !(0xd800..<0xe000).contains(value) {
            let scalar = String(Unicode.Scalar(value)!)
            for text in [scalar, scalar + "a" + scalar] {
                #expect(
                    text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
            }
        }
    }
}

extension StringProtocol {
    /// The text without the blanks at either end: tabs, the Unicode space separators (General Category Zs:
    /// U+0020, U+00A0, U+1680, U+2000...U+200A, U+202F, U+205F, U+3000) and the zero width space U+200B, the set
    /// Foundation calls `CharacterSet.whitespaces` (which keeps U+200B from when Unicode counted it as Zs). Line
    /// ends and blanks inside stay.
    public func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isBlank }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isBlank })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

extension Unicode.Scalar {
    /// A tab, a space separator (General Category Zs) or U+200B.
    fileprivate var isBlank: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }
}

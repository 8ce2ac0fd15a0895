/// Why SVG path data was rejected: where, what the grammar expected there, and what was found.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Position of the offending character, counted in Unicode scalars from 0 (the character offset for ASCII
    /// input); equal to the input's length when the data ended too early.
    public let offset: Int
    /// What the grammar allows at `offset`, in words ("a number", "an arc flag (0 or 1)", ...).
    public let expected: String
    /// What is there instead: the character in quotes, or "end of input".
    public let found: String

    public var description: String { "SVG path data, offset \(offset): expected \(expected), found \(found)" }

    /// This error as one line about `data`, the path data it was found in, for an option or attribute that takes
    /// path data: the data quoted as `ErrorQuote.shown` quotes it (a long one by its first 40 characters and its
    /// length), then where, what was expected and what was found:
    /// `"M 0 0 L 10 x": SVG path data, offset 11: expected a number, found 'x'`.
    public func line(quoting data: some StringProtocol) -> String { "\"\(ErrorQuote.shown(data))\": \(description)" }
}
